/**
 * SQL literals for the arguments of `EXECUTE` (message-writer.ts). PostgreSQL takes no bind parameters in
 * `EXECUTE name(…)` — it is a utility statement — so the arguments travel as literals. Every value is
 * quoted here, never interpolated raw: an escape string E'…' (backslashes and quotes doubled, whatever
 * `standard_conforming_strings` says) holding an array literal whose every element is double-quoted (so
 * NULL, braces, commas and spaces are plain text) with its own backslashes and double quotes escaped.
 */

/** E'…': the text exactly, as an escape-string constant. */
export function escapeStringLiteral(value: string): string {
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** A text[] literal holding exactly these strings. */
export function textArrayLiteral(values: readonly string[]): string {
  const elements = values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`);
  return `${escapeStringLiteral(`{${elements.join(',')}}`)}::text[]`;
}

/** An int[] literal; anything but a safe integer is refused (it never reaches the SQL text). */
export function intArrayLiteral(values: readonly number[]): string {
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new TypeError(`not an integer: ${String(value)}`);
  }
  return `'{${values.join(',')}}'::int[]`;
}

/** A boolean[] literal. */
export function boolArrayLiteral(values: readonly boolean[]): string {
  return `'{${values.map((value) => (value ? 't' : 'f')).join(',')}}'::boolean[]`;
}

import { z } from './zod-mini';

export interface WireIssue {
  /** Dotted path of the offending field, '' for the payload itself. */
  path: string;
  message: string;
}

/** A payload that does not match its schema: typed, carrying where and why, never thrown at the caller. */
export class WireSchemaError extends Error {
  readonly kind = 'invalid_payload' as const;

  constructor(
    readonly what: string,
    readonly issues: WireIssue[],
  ) {
    super(`${what}: ${issues.map((issue) => `${issue.path || '(root)'} ${issue.message}`).join('; ')}`);
    this.name = 'WireSchemaError';
  }
}

export type WireResult<T> = { ok: true; data: T } | { ok: false; error: WireSchemaError };

/** Validates wire data at the boundary (docs/architecture.md#the-core-ports-use-cases-time-wire-data). Never throws, whatever `value` is. */
export function parseWire<S extends z.core.$ZodType>(schema: S, value: unknown, what = 'payload'): WireResult<z.infer<S>> {
  const result = z.safeParse(schema, value);
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues.slice(0, 20).map((issue) => ({ path: issue.path.map(String).join('.'), message: describeIssue(issue) }));
  return { ok: false, error: new WireSchemaError(what, issues) };
}

/**
 * "invalid_type (expected string)", "too_big (maximum 500)": what failed and what was expected, from the issue's
 * fields, so the text is the same whether or not a zod locale is installed (zod/mini has none: its text would be
 * "Invalid input" for everything).
 */
function describeIssue(issue: z.core.$ZodIssue): string {
  const details: string[] = [];
  if ('expected' in issue && issue.expected !== undefined) details.push(`expected ${String(issue.expected)}`);
  if ('minimum' in issue) details.push(`minimum ${String(issue.minimum)}`);
  if ('maximum' in issue) details.push(`maximum ${String(issue.maximum)}`);
  if ('format' in issue) details.push(`format ${String(issue.format)}`);
  if ('values' in issue) details.push(`one of ${issue.values.map(String).join('|')}`);
  return details.length > 0 ? `${issue.code} (${details.join(', ')})` : issue.code;
}

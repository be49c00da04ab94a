/** docs/product/language.md: the ellipsis every truncation ends with. */
export const ELLIPSIS = '...';

// Apart from ./truncate.ts (HTML stripping, word boundaries): the chat's previews need only this, and bundlers
// split by module, so the home page's chat button would otherwise carry the HTML stripper too.

/** Cuts to `max` characters (code points, so an emoji is never split) and appends an ellipsis. */
export function truncateChars(text: string | null | undefined, max: number): string {
  if (typeof text !== 'string') return '';
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}${ELLIPSIS}` : text;
}

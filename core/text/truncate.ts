import { ELLIPSIS } from './truncate-chars';

export { ELLIPSIS, truncateChars } from './truncate-chars';

/** docs/product/language.md: default text truncation. */
export const DEFAULT_TRUNCATE_LENGTH = 155;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", ndash: '–', mdash: '—', hellip: '…',
  laquo: '«', raquo: '»', bdquo: '„', ldquo: '“', rdquo: '”', lsquo: '‘', rsquo: '’', euro: '€', copy: '©',
};

function decodeEntity(_whole: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    // Unknown or unsafe code points (NUL, surrogates, beyond Unicode) are stripped, not decoded.
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '';
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? '';
}

/**
 * Plain text from an HTML fragment: script/style bodies and tags removed, entities decoded (unknown ones
 * removed), whitespace collapsed. The result is text for a text node or a meta tag, never HTML.
 */
export function stripHtml(htmlOrText: string): string {
  return htmlOrText
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    // Inline tags join their neighbours ('Гол<b>ф</b>' → 'Голф'); any other tag separates words.
    .replace(/<\/?(?:a|b|i|u|em|strong|span|small|sub|sup|mark|abbr)\b[^>]*>/gi, '')
    .replace(/<\/?[a-z!][^>]*>/gi, ' ')
    .replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * docs/product/language.md text helper for descriptions: strips tags and entities, collapses whitespace, and cuts at `max`
 * characters (default 155) at a word boundary with an ellipsis. The text before the ellipsis is never
 * longer than `max`; a single word longer than `max` is cut inside the word.
 */
export function truncateText(htmlOrText: string | null | undefined, max: number = DEFAULT_TRUNCATE_LENGTH): string {
  if (typeof htmlOrText !== 'string') return '';
  const text = stripHtml(htmlOrText);
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max + 1).join('');
  // The character just past the limit is kept so that a word ending exactly at `max` counts as whole.
  const boundary = head.lastIndexOf(' ');
  const cut = boundary > 0 ? head.slice(0, boundary) : chars.slice(0, max).join('');
  return `${cut.replace(/[\s.,;:!?–—-]+$/u, '')}${ELLIPSIS}`;
}

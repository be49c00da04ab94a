import { ChatError } from './errors';

// C0/C1 control characters other than tab and newline: NUL cannot be stored in a PostgreSQL text column at
// all, and the others only serve to confuse a reader (bidi overrides are kept: they are legitimate in text).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// An unpaired UTF-16 surrogate is not valid UTF-8; the database drivers would replace or reject it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A message body as stored and sent: plain text (never interpreted as HTML — clients render it as text),
 * carriage returns normalised to newlines, control characters dropped, trimmed (SPEC §5), non-empty and
 * at most `maxLength` characters. Throws EMPTY_MESSAGE or MESSAGE_TOO_LONG.
 */
export function normaliseMessageText(raw: string, maxLength: number): string {
  // Cheap guard first: a multi-megabyte string is refused before any regex walks it.
  if (raw.length > maxLength * 4 + 1_024) throw new ChatError('MESSAGE_TOO_LONG', { max: maxLength });
  const text = raw.replace(/\r\n?/g, '\n').replace(CONTROL, '').replace(LONE_SURROGATE, '\uFFFD').trim();
  if (text === '') throw new ChatError('EMPTY_MESSAGE');
  if (text.length > maxLength) throw new ChatError('MESSAGE_TOO_LONG', { max: maxLength });
  return text;
}

/**
 * The one rule for a chat message's text, for the client's composer and queue, the reference server and the mock
 * socket: plain text (never HTML), carriage returns as newlines, control characters dropped, unpaired surrogates
 * replaced, trimmed (docs/product/chat.md), non-empty and at most `maxLength` characters.
 */
// C0/C1 control characters other than tab and newline: NUL cannot be stored in a PostgreSQL text column at
// all, and the others only serve to confuse a reader (bidi overrides are kept: they are legitimate in text).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// An unpaired UTF-16 surrogate is not valid UTF-8; the database drivers would replace or reject it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export type ChatTextCheck = { ok: true; text: string } | { ok: false; problem: 'empty' | 'tooLong' };

export function normaliseChatText(raw: string, maxLength: number): ChatTextCheck {
  // Cheap guard first: a multi-megabyte string is refused before any regex walks it.
  if (raw.length > maxLength * 4 + 1_024) return { ok: false, problem: 'tooLong' };
  const text = raw.replace(/\r\n?/g, '\n').replace(CONTROL, '').replace(LONE_SURROGATE, '\uFFFD').trim();
  if (text === '') return { ok: false, problem: 'empty' };
  if (text.length > maxLength) return { ok: false, problem: 'tooLong' };
  return { ok: true, text };
}

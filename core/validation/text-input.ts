/**
 * The one rule for text a person sends us to keep (names, titles, descriptions, addresses, report and moderation
 * notes…): what the server applies to every stored text field and what the forms check before sending, so both
 * refuse the same input with the same catalogue id (docs/api.md "Text input", docs/decisions/151-text-at-the-edge.md).
 *
 * - NUL, the other C0 controls, DEL and the C1 controls are refused (`invalidCharacters`): PostgreSQL cannot store
 *   NUL at all, and the others only confuse a reader. A multi-line field keeps tab and newline (CR LF and CR become
 *   LF); a one-line field folds tab, CR and LF into a space, as it folds every run of white space.
 * - An unpaired UTF-16 surrogate is refused too: it is not text, only a broken or hostile client sends one.
 * - Invisible formatting is removed, not refused: bidi overrides, embeddings and isolates (U+202A–202E,
 *   U+2066–2069) from every field; from one-line fields (names, titles — what cards, chat and the admin show on
 *   one line) also the bidi marks (U+200E, U+200F, U+061C), zero-width characters (U+200B, U+200C, U+2060, U+FEFF,
 *   U+180E, U+2061–2064) and the soft hyphen, and U+200D except between two emoji (👨‍👩‍👧 stays one picture).
 * - The result is in Unicode NFC, trimmed.
 *
 * Lengths are the caller's: each field has its own maximum and message.
 */

export type TextShape = 'line' | 'multiline';
export type TextInputCheck = { ok: true; text: string } | { ok: false; problem: 'invalidCharacters' };

/** The catalogue id of a field with refused characters ('Полето содржи недозволени знаци.'). */
export const INVALID_CHARACTERS = 'invalidCharacters' as const;

// C0 controls but tab, LF and CR; DEL; C1. NUL cannot be stored in a PostgreSQL text column.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_ALL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATE_ALL = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Bidi embeddings, overrides and isolates: they reorder whole runs of text (what "Trojan Source" uses). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** Bidi marks, zero-width and other invisible characters, but the zero-width joiner (handled below). */
const INVISIBLE = /[\u00AD\u061C\u180E\u200B\u200C\u200E\u200F\u2060-\u2064\uFEFF]/g;
/** A zero-width joiner is kept only inside an emoji sequence (an emoji, maybe a variation selector or skin tone, before it; an emoji after). */
const JOINER = /(?<!\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;

/**
 * Whether `raw` holds a character this rule refuses (the same in every field: tab, CR and LF are not among them — a
 * multi-line field keeps them, a one-line field folds them into a space).
 */
export function hasRefusedCharacters(raw: string): boolean {
  return CONTROL.test(raw) || LONE_SURROGATE.test(raw);
}

/** Removes the invisible formatting a field of that shape does not keep. */
function removeInvisible(text: string, shape: TextShape): string {
  const withoutBidi = text.replace(BIDI_CONTROLS, '');
  return shape === 'line' ? withoutBidi.replace(INVISIBLE, '').replace(JOINER, '') : withoutBidi;
}

/**
 * A field's text as stored, or `invalidCharacters`. One-line text has each run of white space folded into one space;
 * multi-line text keeps its line breaks and tabs (CR LF → LF).
 */
export function cleanTextInput(raw: string, shape: TextShape): TextInputCheck {
  if (hasRefusedCharacters(raw)) return { ok: false, problem: INVALID_CHARACTERS };
  // Invisible characters go before NFC: one between a letter and its accent would otherwise keep them apart.
  const text = removeInvisible(raw, shape).normalize('NFC');
  return { ok: true, text: shape === 'line' ? text.trim().replace(/\s+/g, ' ') : text.replace(/\r\n?/g, '\n').trim() };
}


/**
 * Text read, not stored — a search, a filter, a slug in a query: nothing is refused, everything this rule would
 * refuse or remove is dropped, then NFC, trimmed, white space folded. A search for "голф\u0000" finds "голф".
 */
export function cleanSearchText(raw: string): string {
  const text = removeInvisible(raw.replace(CONTROL_ALL, '').replace(LONE_SURROGATE_ALL, ''), 'line');
  return text.normalize('NFC').trim().replace(/\s+/g, ' ');
}

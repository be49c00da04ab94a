import { mk, type MessageId } from './mk';

export type Language = 'mk' | 'sq';
export type Catalogue = Record<MessageId, string>;
export type { MessageId };

/**
 * The catalogues in memory. Macedonian, the interface language, is always there; Albanian is loaded on demand
 * (`loadLanguage`) so that a Macedonian page does not download it. Until it is loaded, Albanian texts fall back
 * to Macedonian, as an unknown id does.
 */
const loaded: Partial<Record<Language, Partial<Catalogue>>> = { mk: { ...mk } };
/** Languages whose whole catalogue is in memory (texts added early by `addTexts` do not make a language loaded). */
const complete = new Set<Language>(['mk']);

export function isLanguageLoaded(lang: Language): boolean {
  return complete.has(lang);
}

/** Makes `lang`'s texts available to `messageText` (a chunk of its own for Albanian). Idempotent. */
export async function loadLanguage(lang: Language): Promise<void> {
  if (complete.has(lang)) return;
  if (lang === 'sq') loaded.sq = { ...loaded.sq, ...(await import('./sq')).sq };
  complete.add(lang);
}

/**
 * Adds an area of texts that comes with a later chunk (the accounts screens' Macedonian texts): from then on
 * `messageText` knows them. Idempotent. Albanian needs none of this — its whole catalogue is a chunk of its own.
 */
export function addTexts(lang: Language, texts: Partial<Catalogue>): void {
  loaded[lang] = { ...loaded[lang], ...texts };
}

export function isMessageId(id: string): id is MessageId {
  return Object.prototype.hasOwnProperty.call(loaded.mk, id);
}

/** The text of a message id, with `{name}` placeholders filled. Unknown ids fall back to Macedonian, then to the id. */
export function messageText(id: MessageId, lang: Language = 'mk', params?: Record<string, string | number>): string {
  const template = loaded[lang]?.[id] ?? loaded.mk?.[id] ?? id;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export interface MessageForOutcomeOptions {
  lang?: Language;
  /** Used when the body has neither a known messageId nor a message (docs/product/language.md: 'Настана грешка.'). */
  fallbackId?: MessageId;
}

/**
 * The toast text for a server outcome body (docs/product/errors.md accounts helper): the catalogue text of its
 * `messageId` when the catalogue knows it, else the server's own `message`, else the fallback text.
 * Never throws, whatever the body is (a string, null, an array…).
 */
export function messageForOutcome(body: unknown, options: MessageForOutcomeOptions = {}): string {
  const { lang = 'mk', fallbackId = 'common.errorOccurred' } = options;
  if (body !== null && typeof body === 'object') {
    const { messageId, message } = body as { messageId?: unknown; message?: unknown };
    if (typeof messageId === 'string' && isMessageId(messageId)) return messageText(messageId, lang);
    // docs/product/language.md: a caught message may itself be a catalogue id ("the catalogue text for the caught message").
    if (typeof message === 'string' && isMessageId(message)) return messageText(message, lang);
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return messageText(fallbackId, lang);
}

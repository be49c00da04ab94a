import { mk, type MessageId } from './mk';
import { sq } from './sq';
import { accountMk } from './mk/account';
import { chatMk } from './mk/chat';
import { errorsMk } from './mk/errors';
import { listingsMk } from './mk/listings';
import { sessionMk } from './mk/session';
import { shellMk } from './mk/shell';
import { accountSq } from './sq/account';
import { chatSq } from './sq/chat';
import { errorsSq } from './sq/errors';
import { listingsSq } from './sq/listings';
import { sessionSq } from './sq/session';
import { shellSq } from './sq/shell';

export type Language = 'mk' | 'sq';
export type Catalogue = Record<MessageId, string>;
export type { MessageId };

export const catalogues: Record<Language, Catalogue> = { mk, sq };

/**
 * The per-area files before merging. `mk.ts`/`sq.ts` merge them with object spreads, which would let a
 * duplicated id silently overwrite another area's text; the catalogue test checks uniqueness over these.
 */
export const catalogueAreas: Record<Language, Readonly<Record<string, Readonly<Record<string, string>>>>> = {
  mk: { shell: shellMk, errors: errorsMk, session: sessionMk, chat: chatMk, listings: listingsMk, account: accountMk },
  sq: { shell: shellSq, errors: errorsSq, session: sessionSq, chat: chatSq, listings: listingsSq, account: accountSq },
};

export function isMessageId(id: string): id is MessageId {
  return Object.prototype.hasOwnProperty.call(mk, id);
}

/** The text of a message id, with `{name}` placeholders filled. Unknown ids fall back to Macedonian, then to the id. */
export function messageText(id: MessageId, lang: Language = 'mk', params?: Record<string, string | number>): string {
  const template = catalogues[lang][id] ?? mk[id] ?? id;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export interface MessageForOutcomeOptions {
  lang?: Language;
  /** Used when the body has neither a known messageId nor a message (SPEC §7: 'Настана грешка.'). */
  fallbackId?: MessageId;
}

/**
 * The toast text for a server outcome body (SPEC §7 generic auth helper, §8): the catalogue text of its
 * `messageId` when the catalogue knows it, else the server's own `message`, else the fallback text.
 * Never throws, whatever the body is (a string, null, an array…).
 */
export function messageForOutcome(body: unknown, options: MessageForOutcomeOptions = {}): string {
  const { lang = 'mk', fallbackId = 'common.errorOccurred' } = options;
  if (body !== null && typeof body === 'object') {
    const { messageId, message } = body as { messageId?: unknown; message?: unknown };
    if (typeof messageId === 'string' && isMessageId(messageId)) return messageText(messageId, lang);
    // SPEC §7: a caught message may itself be a catalogue id ("the catalogue text for the caught message").
    if (typeof message === 'string' && isMessageId(message)) return messageText(message, lang);
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return messageText(fallbackId, lang);
}

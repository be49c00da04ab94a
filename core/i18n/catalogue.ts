import { mk, type MessageId } from './mk';
import { sq } from './sq';

export type Language = 'mk' | 'sq';
export type Catalogue = Record<MessageId, string>;
export type { MessageId };

export const catalogues: Record<Language, Catalogue> = { mk, sq };

export function isMessageId(id: string): id is MessageId {
  return Object.prototype.hasOwnProperty.call(mk, id);
}

/** The text of a message id, with `{name}` placeholders filled. Unknown ids fall back to Macedonian, then to the id. */
export function messageText(id: MessageId, lang: Language = 'mk', params?: Record<string, string | number>): string {
  const template = catalogues[lang][id] ?? mk[id] ?? id;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

import { isMessageId, type MessageId } from '../../core';
import type { useText } from '../i18n';

type Text = ReturnType<typeof useText>;

/**
 * A listing detail's name and a choice's words (core/listings/attributes.ts; texts in core/i18n/*\/attributes.ts),
 * for the wizard, the filter bar and the listing page alike. A key without a text — a detail a seller named
 * themselves, or an older listing's — shows as written.
 */
export function attributeName(t: Text, key: string): string {
  const id = [`attr.${key}`, `listing.feature.${key}`].find(isMessageId);
  return id ? t(id as MessageId) : key.replace(/_/g, ' ');
}

export function attributeChoice(t: Text, key: string, value: string): string {
  const id = `attr.${key}.${value}`;
  return isMessageId(id) ? t(id) : value;
}

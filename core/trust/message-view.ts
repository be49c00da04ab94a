import { messageParts, type MessagePart } from './links';
import { assessMessage, type SafetyRule } from './message-safety';

/**
 * A bubble's links and notice (docs/product/trust.md): computed once per distinct text — the thread view is rebuilt on
 * every chat change, its messages are not — in a small cache that forgets its oldest entries.
 */
const CACHE_LIMIT = 500;
const cache = new Map<string, { parts: readonly MessagePart[]; rule: SafetyRule | null }>();

export function safetyOf(text: string, own: boolean): { parts: readonly MessagePart[]; notice: SafetyRule | null } {
  let entry = cache.get(text);
  if (!entry) {
    entry = { parts: messageParts(text), rule: assessMessage(text).notice };
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(text, entry);
  }
  // The notice is for the receiving side only: the sender is not warned about their own words.
  return { parts: entry.parts, notice: own ? null : entry.rule };
}

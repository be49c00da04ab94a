import type { Language } from '../../core';

/**
 * The embed's interface language, read once from the host element's `data-lang` (docs/embed.md). It seeds the
 * container's one LanguageStore, so the chat, its toasts and every failure text come out in it. Anything but
 * Albanian is Macedonian, the site's language.
 */
export function embedLanguage(element: Pick<HTMLElement, 'dataset'>): Language {
  return element.dataset.lang === 'sq' ? 'sq' : 'mk';
}

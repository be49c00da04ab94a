import type { Language } from '../../core';

/**
 * The embedded chat's interface language, from the loader's `data-lang` (docs/embed.md), passed to the frame and
 * the sign-in window as `?lang=`. Anything but Albanian is Macedonian, the site's language.
 */
export function embedLanguage(value: string | null | undefined): Language {
  return value === 'sq' ? 'sq' : 'mk';
}

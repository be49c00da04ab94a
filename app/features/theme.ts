import { PAGE_THEME_PORT, STORAGE_PORT, THEME_CHOICE, ThemeChoice } from '../../core';
import { resolve } from '../container';
import type { Feature } from '../feature';

/**
 * The dark-mode switch's rules (core/appearance/theme-choice.ts, docs/design.md "Dark mode"): a feature module loaded
 * when the switch is first shown (the footer coming into view, the user menu opening). Until then nothing is
 * needed: the system's setting is the tokens' media query, a chosen theme is painted by the server from its cookie.
 */
export const themeFeature: Feature<ThemeChoice> = {
  name: 'theme',
  bindings(define) {
    define.singleton(THEME_CHOICE, (get) => new ThemeChoice({ page: get(PAGE_THEME_PORT), storage: get(STORAGE_PORT) }));
  },
  start(container) {
    const choice = resolve(container, THEME_CHOICE);
    choice.start();
    return choice;
  },
};

import { portToken } from './token';

/**
 * The page the colour theme shows on (docs/design.md, Dark mode): the cookie the server reads to write
 * `data-theme` into the HTML it sends (so a chosen theme paints before any script), the system's own setting, and
 * the document's `data-theme`. The web adapter is document.cookie, matchMedia and document.documentElement.
 */
export interface PageThemePort {
  readCookie(name: string): string | null;
  writeCookie(name: string, value: string, maxAgeSeconds: number): void;
  /** True when the system asks for dark colours (`prefers-color-scheme: dark`). */
  systemPrefersDark(): boolean;
  /** Calls back when the system setting changes; returns the way to stop listening. */
  onSystemChange(listener: () => void): () => void;
  /** `data-theme` on the document: a chosen theme, or none to follow the system. */
  setDocumentTheme(theme: 'light' | 'dark' | null): void;
}

export const PAGE_THEME_PORT = portToken<PageThemePort>('page-theme');

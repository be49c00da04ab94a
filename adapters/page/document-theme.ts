import type { PageThemePort } from '../../core';
import { createDocumentLanguage } from './document-language';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The browser's side of the theme choice: the cookie (the same writer as the language's: path `/`, Lax), the
 * system's setting through matchMedia, and `data-theme` on `<html>`. Outside a browser it reads nothing.
 */
export function createDocumentTheme(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
  media: ((query: string) => MediaQueryList) | undefined = typeof matchMedia === 'undefined' ? undefined : (query) => matchMedia(query),
): PageThemePort {
  const cookies = createDocumentLanguage(doc);
  return {
    readCookie: (name) => cookies.readCookie(name),
    writeCookie: (name, value, maxAgeSeconds) => cookies.writeCookie(name, value, maxAgeSeconds),
    systemPrefersDark: () => media?.(DARK_QUERY).matches ?? false,
    onSystemChange(listener) {
      const list = media?.(DARK_QUERY);
      if (!list) return () => undefined;
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    setDocumentTheme(theme) {
      if (!doc) return;
      if (theme) doc.documentElement.dataset.theme = theme;
      else delete doc.documentElement.dataset.theme;
    },
  };
}

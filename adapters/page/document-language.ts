import type { PageLanguagePort } from '../../core';

/**
 * The browser's side of the language choice: `document.cookie` (path `/`, Lax — the server reads it on a normal
 * navigation; not HttpOnly, the script writes it) and `<html lang>`. Outside a browser (tests, the server) it
 * reads nothing and writes nowhere.
 */
export function createDocumentLanguage(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): PageLanguagePort {
  return {
    readQuery(name) {
      return doc ? new URLSearchParams(doc.location?.search ?? '').get(name) : null;
    },
    readCookie(name) {
      if (!doc) return null;
      for (const part of doc.cookie.split(';')) {
        const [key, ...value] = part.trim().split('=');
        if (key === name) return decodeURIComponent(value.join('='));
      }
      return null;
    },
    writeCookie(name, value, maxAgeSeconds) {
      if (!doc) return;
      const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
      doc.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
    },
    setDocumentLanguage(language) {
      if (doc) doc.documentElement.lang = language;
    },
  };
}

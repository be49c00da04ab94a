import { portToken } from './token';

/**
 * The page the interface language shows on: the cookie the server reads for its HTML (title, `<html lang>`, the
 * e-mails of a visitor who has no account yet) and the document's own `lang`. The web adapter is document.cookie
 * and document.documentElement; tests pass a fake.
 */
export interface PageLanguagePort {
  /** A query parameter of the page's address (`?lang=sq`, a language version's link). */
  readQuery(name: string): string | null;
  readCookie(name: string): string | null;
  writeCookie(name: string, value: string, maxAgeSeconds: number): void;
  setDocumentLanguage(language: string): void;
}

export const PAGE_LANGUAGE_PORT = portToken<PageLanguagePort>('page-language');

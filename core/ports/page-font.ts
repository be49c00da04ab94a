/**
 * The page the site's font is fetched for (docs/decisions/165-site-font-from-the-next-page.md): whether this
 * document already shows Inter (the server wrote `data-font` because the cookie said the files are cached), a way
 * to fetch the font's files without showing them, and the cookie the server reads. The web adapter is
 * document.fonts, document.documentElement and document.cookie.
 */
export interface PageFontPort {
  /** True when this document was painted in the site's font (`<html data-font>`). */
  fontShown(): boolean;
  /** Fetches the font's files into the browser's cache without using them on this page; true when they loaded. */
  loadFontFiles(): Promise<boolean>;
  writeCookie(name: string, value: string, maxAgeSeconds: number): void;
}

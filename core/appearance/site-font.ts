import type { PageFontPort } from '../ports/page-font';

/**
 * The site's font, Inter (docs/design.md, Type), is shown from the first paint only to a browser that has its files
 * cached (docs/decisions/165-site-font-from-the-next-page.md). A visitor's first document is painted in the system
 * font and asks for no font file before its picture; once it has settled, the files are fetched into the cache and
 * this cookie tells the server to paint the next document in Inter. The document that fetched them keeps the
 * system font to its end: text never changes font under the reader (no layout shift).
 */
export const SITE_FONT_COOKIE = 'oglasi_font';
/** The one font the cookie names. */
export const SITE_FONT = 'inter';
/**
 * Thirty days: the files are cached for a year (hashed names) but a browser evicts what is not used. A cookie that
 * outlives the files costs a returning visitor only what `font-display: optional` gives any late font: the system
 * font on that page (app/web/fonts.css).
 */
export const SITE_FONT_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

/** The font a cookie value names, or null for anything else (absent, another value, a forged one). */
export function parseSiteFont(value: unknown): typeof SITE_FONT | null {
  return value === SITE_FONT ? SITE_FONT : null;
}

/**
 * Fetches the font's files for the next page and remembers that they are cached. Nothing to do on a document that
 * already shows the font; no cookie when the files did not load (offline, a failed request): the next document
 * then stays in the system font rather than wait for a font that is not there.
 */
export async function cacheSiteFontForNextPage(page: PageFontPort): Promise<'shown' | 'cached' | 'failed'> {
  if (page.fontShown()) return 'shown';
  const loaded = await page.loadFontFiles().catch(() => false);
  if (!loaded) return 'failed';
  page.writeCookie(SITE_FONT_COOKIE, SITE_FONT, SITE_FONT_COOKIE_MAX_AGE_SECONDS);
  return 'cached';
}

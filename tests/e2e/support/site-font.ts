import { expect, type Page } from '@playwright/test';
import { SITE_FONT, SITE_FONT_COOKIE } from '../../../core/appearance/site-font';

/**
 * The screenshots are of the look a returning visitor gets: Inter, which the server paints only for a browser whose
 * cookie says the font's files are cached (docs/decisions/165-site-font-from-the-next-page.md). Each picture is then
 * taken on a page opened after another one, so the files come from the cache. A first visit's system font is
 * look.spec's own journey.
 */
export async function asReturningVisitor(page: Page, baseURL: string | undefined): Promise<void> {
  if (!baseURL) throw new Error('the journeys run against a baseURL');
  await page.context().addCookies([{ name: SITE_FONT_COOKIE, value: SITE_FONT, url: baseURL }]);
}

/** The app's first heading (not the server's preview of the page). */
const HEADING = '#root h1';

/** The fonts Chromium really drew the app's first heading with (not the CSS's wish list): DevTools' platform fonts. */
async function headingFonts(page: Page): Promise<string[]> {
  await page.locator(HEADING).first().waitFor({ state: 'visible' });
  const devtools = await page.context().newCDPSession(page);
  try {
    await devtools.send('DOM.enable');
    await devtools.send('CSS.enable');
    const { root } = await devtools.send('DOM.getDocument');
    const { nodeId } = await devtools.send('DOM.querySelector', { nodeId: root.nodeId, selector: HEADING });
    const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await devtools.detach();
  }
}

/**
 * Opens `path` drawn in Inter. `font-display: optional` keeps the system font for the whole life of a page whose font
 * was not there within ~100 ms, and on a loaded CI machine even a file from the cache can miss that window (the
 * wizard's first picture once came out in the system font, every line of text a difference): such a page is opened
 * again, as a visitor's next page would be. Three misses in a row fail the journey.
 */
export async function openInInter(page: Page, path: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const fonts = await headingFonts(page);
    if (fonts.includes('Inter')) return;
    if (attempt === 3) expect(fonts, `${path} drawn in Inter`).toContain('Inter');
  }
}

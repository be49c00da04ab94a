import { describe, expect, it } from 'vitest';
import { cacheSiteFontForNextPage, parseSiteFont, SITE_FONT_COOKIE, SITE_FONT_COOKIE_MAX_AGE_SECONDS, type PageFontPort } from '../../../../core';
import { createDocumentFont } from '../../../../adapters/page/document-font';

function fakePage(options: { shown?: boolean; load?: () => Promise<boolean> } = {}) {
  const written: { name: string; value: string; maxAge: number }[] = [];
  let loads = 0;
  const page: PageFontPort = {
    fontShown: () => options.shown ?? false,
    loadFontFiles: () => {
      loads += 1;
      return (options.load ?? (() => Promise.resolve(true)))();
    },
    writeCookie: (name, value, maxAge) => written.push({ name, value, maxAge }),
  };
  return { page, written, loads: () => loads };
}

describe("the site's font from the next page on (docs/decisions/165)", () => {
  it('knows the one font the cookie may name; anything else paints in the system font', () => {
    expect(parseSiteFont('inter')).toBe('inter');
    for (const value of [null, undefined, '', 'Inter', 'inter ', 'roboto', '"><script>', 1]) expect(parseSiteFont(value)).toBeNull();
  });

  it('fetches the files once this page has settled and then tells the server, for thirty days, that they are cached', async () => {
    const { page, written, loads } = fakePage();
    expect(await cacheSiteFontForNextPage(page)).toBe('cached');
    expect(loads()).toBe(1);
    expect(written).toEqual([{ name: SITE_FONT_COOKIE, value: 'inter', maxAge: 30 * 24 * 3600 }]);
    expect(SITE_FONT_COOKIE).toBe('oglasi_font');
    expect(SITE_FONT_COOKIE_MAX_AGE_SECONDS).toBe(2_592_000);
  });

  it('does nothing on a page already painted in the font', async () => {
    const { page, written, loads } = fakePage({ shown: true });
    expect(await cacheSiteFontForNextPage(page)).toBe('shown');
    expect(loads()).toBe(0);
    expect(written).toEqual([]);
  });

  it('writes no cookie when the files did not load or their request failed: the next page must not wait for a missing font', async () => {
    const notLoaded = fakePage({ load: () => Promise.resolve(false) });
    expect(await cacheSiteFontForNextPage(notLoaded.page)).toBe('failed');
    expect(notLoaded.written).toEqual([]);
    const failed = fakePage({ load: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await cacheSiteFontForNextPage(failed.page)).toBe('failed');
    expect(failed.written).toEqual([]);
  });
});

describe('the document adapter of the font', () => {
  type Face = { status: string };
  function fakeDocument(options: { font?: string; fonts?: { load(font: string, text: string): Promise<Face[]> } }) {
    const dataset: Record<string, string> = options.font ? { font: options.font } : {};
    const doc = { documentElement: { dataset }, fonts: options.fonts, cookie: '', location: { protocol: 'http:' } };
    return doc as unknown as Document & { cookie: string };
  }

  it("reads data-font, asks document.fonts for Inter's Latin and Cyrillic faces, and is true only when every face loaded", async () => {
    const asked: Array<[string, string]> = [];
    const loaded = createDocumentFont(
      fakeDocument({ fonts: { load: (font, text) => (asked.push([font, text]), Promise.resolve([{ status: 'loaded' }, { status: 'loaded' }])) } }),
    );
    expect(loaded.fontShown()).toBe(false);
    expect(await loaded.loadFontFiles()).toBe(true);
    expect(asked).toEqual([['400 1em Inter', 'Aa Бб']]);
    expect(createDocumentFont(fakeDocument({ font: 'inter' })).fontShown()).toBe(true);
    const partly = createDocumentFont(fakeDocument({ fonts: { load: () => Promise.resolve([{ status: 'loaded' }, { status: 'error' }]) } }));
    expect(await partly.loadFontFiles()).toBe(false);
    const none = createDocumentFont(fakeDocument({ fonts: { load: () => Promise.resolve([]) } }));
    expect(await none.loadFontFiles()).toBe(false);
  });

  it('loads nothing without the Font Loading API, and writes the cookie for the whole site', async () => {
    const doc = fakeDocument({});
    const font = createDocumentFont(doc);
    expect(await font.loadFontFiles()).toBe(false);
    font.writeCookie(SITE_FONT_COOKIE, 'inter', SITE_FONT_COOKIE_MAX_AGE_SECONDS);
    expect(doc.cookie).toBe('oglasi_font=inter; Path=/; Max-Age=2592000; SameSite=Lax');
  });
});

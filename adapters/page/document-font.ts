import type { PageFontPort } from '../../core';
import { createDocumentLanguage } from './document-language';

/** The family app/web/fonts.css declares; tokens.css puts it first in `--font-sans` only under `<html data-font>`. */
const FAMILY = 'Inter';
/**
 * One character of each file a page may need (fonts.css's unicode-range): Latin for an Albanian page and the
 * prices, Cyrillic for a Macedonian one. FontFaceSet.load fetches every face whose range the text touches.
 */
const SAMPLE = 'Aa Бб';

/**
 * The browser's side of the site's font (core/appearance/site-font.ts): `data-font` on `<html>`, document.fonts
 * to fetch the files — a face the page does not use is loaded into the cache and shown nowhere — and the cookie
 * (the same writer as the language's). Outside a browser, or without the CSS Font Loading API, nothing loads.
 */
export function createDocumentFont(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): PageFontPort {
  const cookies = createDocumentLanguage(doc);
  return {
    fontShown: () => Boolean(doc?.documentElement.dataset.font),
    async loadFontFiles() {
      const fonts = doc?.fonts;
      if (!fonts) return false;
      // The weight axis is one file per script: a regular weight asks for all of it.
      const faces = await fonts.load(`400 1em ${FAMILY}`, SAMPLE);
      return faces.length > 0 && faces.every((face) => face.status === 'loaded');
    },
    writeCookie: (name, value, maxAgeSeconds) => cookies.writeCookie(name, value, maxAgeSeconds),
  };
}

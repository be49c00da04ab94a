import type { Page } from '@playwright/test';

/**
 * What the interface itself says in Macedonian while it should speak another language: every visible text node and
 * every accessible-name attribute (aria-label, alt, placeholder, title) with Cyrillic letters, except
 *  - text marked as another language with its own `lang` (the switch's autonyms: 'МК', 'Македонски' — WCAG 3.1.2),
 *  - text users wrote that the server sent (a listing's title and description, a seller's name): text that occurs
 *    verbatim in a JSON answer of the API the page read. The site's own data is not exempt: categories, regions,
 *    towns, the country and the footer's menus and page titles have Albanian names (migration 0070) and the server
 *    answers in the cookie's language, so those answers, and those parts of a listing, are not collected.
 * The second rule needs no marking in the markup and still catches what the interface composes itself: 'Пронајдени
 * огласи: 12' occurs in no answer even when '12' does.
 */
export interface ContentWatch {
  /** Cyrillic texts on the page that no API answer contains (empty: the interface is all in the other language). */
  strayMacedonian(): Promise<string[]>;
}

const CYRILLIC = /[\u0400-\u04FF]/;

/** Answers that are the site's own data only (named in the reader's language): nothing in them is exempt. */
const SITE_DATA_PATHS = ['/api/categories', '/api/locations', '/api/menus/', '/api/pages/'];
/** Where the site's own data sits inside other answers (a listing's category and place, a user's town). */
const SITE_DATA_KEYS = new Set(['category', 'subcategory', 'parent', 'location', 'country', 'region', 'city', 'cities', 'subcategories']);

export function watchContent(page: Page): ContentWatch {
  const served: string[] = [];
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/api/') || SITE_DATA_PATHS.some((prefix) => path.startsWith(prefix))) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    try {
      collectStrings(await response.json(), served);
    } catch {
      // A body already gone (a navigation): that answer's texts are not on the page either.
    }
  });
  return {
    async strayMacedonian() {
      const shown = await page.evaluate((pattern) => {
        const cyrillic = new RegExp(pattern);
        const foreign = (element: Element) => {
          const marked = element.closest('[lang]');
          return marked !== null && marked !== document.documentElement && marked.getAttribute('lang') !== document.documentElement.lang;
        };
        const visible = (element: Element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          // A visually hidden text (1×1, clipped) is still read aloud: it counts; display:none and hidden do not.
          return (box.width > 0 || box.height > 0) && style.visibility !== 'hidden' && element.closest('[hidden],[aria-hidden="true"],template') === null;
        };
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
          const parent = node.parentElement;
          if (!parent || !cyrillic.test(text) || parent.closest('script,style,noscript') || foreign(parent) || !visible(parent)) continue;
          found.push(text);
        }
        for (const element of document.body.querySelectorAll('[aria-label],[alt],[placeholder],[title]')) {
          if (foreign(element) || !visible(element)) continue;
          for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
            const value = element.getAttribute(name)?.trim() ?? '';
            if (cyrillic.test(value)) found.push(value);
          }
        }
        return found;
      }, CYRILLIC.source);
      // Longest first, so a title is taken whole before a town inside it.
      const data = [...new Set(served)].sort((a, b) => b.length - a.length);
      return [...new Set(shown)].filter((text) => {
        if (data.some((item) => item.includes(text))) return false;
        // A catalogue text around data ('Ruaj: {title}'): what is left once the data is taken out.
        let rest = text;
        for (const item of data) if (item.length > 1 && rest.includes(item)) rest = rest.split(item).join(' ');
        return CYRILLIC.test(rest);
      });
    },
  };
}

function collectStrings(value: unknown, into: string[]): void {
  if (typeof value === 'string') {
    if (CYRILLIC.test(value)) into.push(value.replace(/\s+/g, ' ').trim());
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!SITE_DATA_KEYS.has(key)) collectStrings(item, into);
  }
}

import fs from 'node:fs';
import path from 'node:path';

/** The stylesheet links vite writes into index.html for the entry's own CSS. */
const ENTRY_STYLESHEET = /<link rel="stylesheet"( crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g;

/**
 * The first page's styles inside index.html instead of behind render-blocking requests (on a phone's
 * slow connection each stylesheet costs round trips before anything paints; these are ~5 KB gzip together).
 * Each link stays, as `media="print"`: it no longer blocks the first paint, and vite's loader, which adds a
 * lazy page's CSS unless a stylesheet link for it is already there, does not add these a second time (that
 * would move them after the page's own rules in the cascade). A file that could end the style element early is
 * left as a link.
 */
export function inlineEntryStyles(template: string, clientDir: string): string {
  const root = path.resolve(clientDir);
  return template.replace(ENTRY_STYLESHEET, (link, crossorigin: string | undefined, href: string) => {
    const file = path.resolve(root, `.${href}`);
    if (!file.startsWith(`${root}${path.sep}`) || !fs.existsSync(file)) return link;
    const css = fs.readFileSync(file, 'utf8');
    if (/<\/style/i.test(css)) return link;
    return `<style data-href="${href}">${css}</style><link rel="stylesheet"${crossorigin ?? ''} href="${href}" media="print">`;
  });
}

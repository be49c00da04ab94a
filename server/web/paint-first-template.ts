import fs from 'node:fs';
import path from 'node:path';

/** The entry script and the modulepreload links vite writes into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;
/** The paint-first loader's build output (vite.config.ts: entry `paint-first`, app/web/paint-first.ts). */
const LOADER = /^paint-first-[\w-]+\.js$/;

/**
 * index.html with the app's scripts started by the paint-first loader (docs/decisions/145-paint-before-scripts.md):
 * the entry and its modulepreloads become the loader's `data-entry` / `data-preload`, so nothing but the preview's
 * picture is fetched, and no script runs, before the preview has painted. A build without the loader (or an
 * index.html vite wrote differently) is served as it is.
 */
export function paintFirstTemplate(template: string, clientDir: string): string {
  const assets = path.join(clientDir, 'assets');
  const loader = fs.existsSync(assets) ? fs.readdirSync(assets).find((name) => LOADER.test(name)) : undefined;
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!loader || !entry) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return template
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => `<script type="module" src="/assets/${loader}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`);
}

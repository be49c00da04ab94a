/**
 * `node scripts/subset-font.mjs`: writes app/web/fonts/inter-{latin,cyrillic,latin-ext}.woff2, the site's font
 * (docs/design.md "Type", docs/decisions/162) — Inter's variable weight axis (@fontsource-variable/inter), cut to
 * the characters Macedonian and Albanian pages use, so that home's first paint loads ≤ 60 KB of font (issue 40).
 * The files are committed; run this again only to change the characters or Inter's version.
 *
 * - latin: ASCII, Latin-1's letters and signs (Albanian's ç and ë are there), and the typography our texts use
 *   (€, –, „“, …, ×, →);
 * - cyrillic: the Cyrillic block's basic letters (Macedonian's ѓ ѕ ј љ њ ќ џ among them) and №;
 * - latin-ext: Latin Extended-A and the acute letters of Macedonian in Latin script (š ž č ć đ ǵ ḱ), fetched only by
 *   a page that shows one (unicode-range).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const files = path.join(path.dirname(require.resolve('@fontsource-variable/inter/package.json')), 'files');
const out = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'app', 'web', 'fonts');
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

export const SUBSETS = [
  { name: 'latin', source: 'inter-latin-wght-normal.woff2', text: range(0x20, 0x7e) + range(0xa0, 0xff) + '€–—‘’‚“”„…•′″‹›™←→↑↓−' },
  { name: 'cyrillic', source: 'inter-cyrillic-wght-normal.woff2', text: range(0x400, 0x45f) + '№' },
  { name: 'latin-ext', source: 'inter-latin-ext-wght-normal.woff2', text: range(0x100, 0x17f) + 'ǴǵḰḱ' },
];

fs.mkdirSync(out, { recursive: true });
for (const subset of SUBSETS) {
  const font = await subsetFont(fs.readFileSync(path.join(files, subset.source)), subset.text, { targetFormat: 'woff2' });
  fs.writeFileSync(path.join(out, `inter-${subset.name}.woff2`), font);
  console.log(`inter-${subset.name}.woff2: ${font.length} B`);
}

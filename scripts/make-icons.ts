/**
 * The app's icons (web app manifest, home screen, apple-touch-icon), drawn from one SVG with sharp and shipped as
 * files in public/icons/: `node --import tsx scripts/make-icons.ts` after a change to the drawing. A price tag on
 * the brand's teal; the maskable variant keeps the tag inside the central safe zone (80 %).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const TEAL = '#0b6b5d';
const TEAL_LIGHT = '#0f8a76';

function drawing(size: number, inset: number, rounded: boolean): string {
  const s = size;
  const tag = (x: number) => Math.round(inset + (x / 100) * (s - 2 * inset));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${TEAL}"/><stop offset="1" stop-color="${TEAL_LIGHT}"/></linearGradient></defs>
  <rect width="${s}" height="${s}" rx="${rounded ? Math.round(s * 0.22) : 0}" fill="url(#g)"/>
  <path d="M${tag(22)} ${tag(30)} L${tag(52)} ${tag(22)} L${tag(80)} ${tag(50)} L${tag(52)} ${tag(80)} L${tag(22)} ${tag(52)} Z" fill="#fff" stroke="#fff" stroke-width="${Math.round(s * 0.04)}" stroke-linejoin="round"/>
  <circle cx="${tag(38)}" cy="${tag(38)}" r="${Math.round(s * 0.055)}" fill="${TEAL}"/>
</svg>`;
}

const out = path.join(process.cwd(), 'public', 'icons');
fs.mkdirSync(out, { recursive: true });
const icons: Array<[file: string, size: number, inset: number, rounded: boolean]> = [
  ['icon-192.png', 192, 20, true],
  ['icon-512.png', 512, 52, true],
  ['icon-maskable-512.png', 512, 110, false],
  ['apple-touch-icon.png', 180, 22, false],
];
for (const [file, size, inset, rounded] of icons) {
  await sharp(Buffer.from(drawing(size, inset, rounded))).png({ compressionLevel: 9 }).toFile(path.join(out, file));
  console.log(`public/icons/${file}`);
}

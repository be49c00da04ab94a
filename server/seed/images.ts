import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageVariants } from '../db/schema';
import { VARIANT_WIDTHS, type VariantName } from '../media/variants';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A round avatar with initials. */
export function avatarSvg(initials: string, hue: number, size = 800): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="100%" height="100%" fill="hsl(${hue},55%,45%)"/>
  <circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.42}" fill="hsl(${(hue + 30) % 360},60%,60%)"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${size * 0.36}" font-weight="bold" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
}

/** The glyphs of shop logos: a wheel, a screen, a roof, a key, a heart, a ball, a leaf, a paw. */
const GLYPHS = [
  '<circle cx="400" cy="400" r="150" fill="none" stroke="#fff" stroke-width="50"/><circle cx="400" cy="400" r="40" fill="#fff"/>',
  '<rect x="250" y="260" width="300" height="220" rx="20" fill="#fff"/><rect x="350" y="500" width="100" height="40" fill="#fff"/>',
  '<path d="M220 420 L400 250 L580 420 Z" fill="#fff"/><rect x="280" y="420" width="240" height="150" fill="#fff"/>',
  '<circle cx="330" cy="400" r="90" fill="none" stroke="#fff" stroke-width="40"/><rect x="410" y="380" width="200" height="40" fill="#fff"/><rect x="540" y="420" width="30" height="60" fill="#fff"/>',
  '<path d="M400 560 L250 400 Q210 330 270 280 Q340 240 400 320 Q460 240 530 280 Q590 330 550 400 Z" fill="#fff"/>',
  '<circle cx="400" cy="400" r="160" fill="#fff"/><path d="M250 340 Q400 420 550 340 M250 460 Q400 380 550 460" stroke-width="18" fill="none"/>',
  '<path d="M260 540 Q260 260 540 260 Q540 540 260 540 Z" fill="#fff"/><path d="M270 530 L470 330" stroke-width="16"/>',
  '<ellipse cx="400" cy="460" rx="100" ry="80" fill="#fff"/><circle cx="290" cy="340" r="45" fill="#fff"/><circle cx="360" cy="280" r="45" fill="#fff"/><circle cx="440" cy="280" r="45" fill="#fff"/><circle cx="510" cy="340" r="45" fill="#fff"/>',
];

/** A shop's logo: a coloured emblem with a drawn glyph of its trade. No letters: a logo that reads in any language. */
export function logoSvg(glyph: number, hue: number, size = 800): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="hsl(${hue},45%,94%)"/><circle cx="400" cy="400" r="330" fill="hsl(${hue},60%,42%)"/>
  <circle cx="400" cy="400" r="290" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="10"/>
  <g stroke="hsl(${hue},60%,42%)">${GLYPHS[glyph % GLYPHS.length]}</g>
</svg>`;
}

const exists = (file: string) => fs.access(file).then(() => true, () => false);

/**
 * Renders the SVG once and writes the original (JPEG) and every docs/product/selling.md WebP variant under uploads/seed/<key>/.
 * Deterministic names: a second seed reuses the files instead of drawing them again.
 */
export async function writeSeedImage(uploadsDir: string, key: string, svg: string): Promise<ImageVariants> {
  const relative = path.posix.join('seed', key);
  const dir = path.join(uploadsDir, relative);
  const urls = { original: `/uploads/${relative}/original.jpg` } as ImageVariants;
  for (const name of Object.keys(VARIANT_WIDTHS) as VariantName[]) urls[name] = `/uploads/${relative}/${name}.webp`;
  // The smallest variant is written last: with it on disk, the picture is complete.
  if ((await exists(path.join(dir, 'original.jpg'))) && (await exists(path.join(dir, 'profile_small_webp.webp')))) {
    const meta = await sharp(path.join(dir, 'original.jpg')).metadata();
    return { ...urls, width: meta.width ?? 0, height: meta.height ?? 0 };
  }
  await fs.mkdir(dir, { recursive: true });
  // Rasterised once; each variant is scaled from the next larger one (cheap), and variants as wide as the picture
  // share one encoding (a 960-pixel picture is its own medium and lightbox variant).
  let source = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const meta = { width: source.info.width, height: source.info.height };
  await sharp(source.data, { raw: source.info }).jpeg({ quality: 82 }).toFile(path.join(dir, 'original.jpg'));
  let fullSize: Buffer | undefined;
  const widest = (Object.entries(VARIANT_WIDTHS) as [VariantName, number][]).sort((a, b) => b[1] - a[1]);
  for (const [name, width] of widest) {
    if (width >= meta.width) {
      fullSize ??= await sharp(source.data, { raw: source.info }).webp({ quality: 76, effort: 1 }).toBuffer();
      await fs.writeFile(path.join(dir, `${name}.webp`), fullSize);
      continue;
    }
    source = await sharp(source.data, { raw: source.info }).resize({ width }).raw().toBuffer({ resolveWithObject: true });
    await sharp(source.data, { raw: source.info }).webp({ quality: 76, effort: 1 }).toFile(path.join(dir, `${name}.webp`));
  }
  return { ...urls, width: meta.width ?? 0, height: meta.height ?? 0 };
}

/**
 * A passport's photo page as a phone would photograph it — a portrait, the machine-readable lines as bars, no words —
 * for the seeded pending identity check (PNG bytes, stored through the upload path like a real one).
 */
export async function passportPicture(): Promise<Buffer> {
  const lines = [0, 1].map((row) => `<rect x="60" y="${470 + row * 34}" width="840" height="18" rx="3" fill="#3f4a5a" opacity="0.55"/>`).join('');
  const fields = [0, 1, 2, 3, 4].map((row) => `<rect x="380" y="${150 + row * 52}" width="${420 - row * 40}" height="16" rx="3" fill="#55627a" opacity="0.6"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600" viewBox="0 0 960 600">
<rect width="960" height="600" fill="#6d7f8f"/>
<rect x="30" y="30" width="900" height="540" rx="24" fill="#e9e2cf"/>
<rect x="30" y="30" width="900" height="80" rx="24" fill="#8b2331"/>
<rect x="70" y="140" width="260" height="300" rx="10" fill="#c9d3de"/>
<circle cx="200" cy="250" r="62" fill="#8a6f5a"/><path d="M105 430c10-80 60-115 95-115s85 35 95 115z" fill="#3d4f6b"/>
${fields}${lines}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

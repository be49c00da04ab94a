import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageVariants } from '../db/schema';
import { VARIANT_WIDTHS, type VariantName } from '../media/variants';
import type { Random } from './random';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A photo-like placeholder: a gradient in the category's hue, soft shapes, and a caption card. */
export function listingSvg(caption: string, subtitle: string, hue: number, random: Random, width = 1600, height = 1200): string {
  const shapes: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = Math.round(random.next() * width);
    const y = Math.round(random.next() * height);
    const r = Math.round(80 + random.next() * 320);
    const h = (hue + Math.round(random.next() * 80) - 40 + 360) % 360;
    shapes.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${h},70%,${50 + Math.round(random.next() * 30)}%)" fill-opacity="${(0.15 + random.next() * 0.35).toFixed(2)}"/>`);
  }
  const tilt = Math.round(random.next() * 30 - 15);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},65%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,30%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  ${shapes.join('\n  ')}
  <g transform="rotate(${tilt} ${width / 2} ${height / 2})">
    <rect x="${width * 0.3}" y="${height * 0.3}" width="${width * 0.4}" height="${height * 0.3}" rx="36" fill="#fff" fill-opacity="0.25"/>
  </g>
  <rect x="80" y="${height - 300}" width="${width - 160}" height="220" rx="28" fill="#000" fill-opacity="0.35"/>
  <text x="120" y="${height - 190}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="72" font-weight="bold" fill="#fff">${escapeXml(caption)}</text>
  <text x="120" y="${height - 115}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="44" fill="#fff" fill-opacity="0.85">${escapeXml(subtitle)}</text>
</svg>`;
}

/** A round avatar with initials. */
export function avatarSvg(initials: string, hue: number, size = 800): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="100%" height="100%" fill="hsl(${hue},55%,45%)"/>
  <circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.42}" fill="hsl(${(hue + 30) % 360},60%,60%)"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${size * 0.36}" font-weight="bold" fill="#fff">${escapeXml(initials)}</text>
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
  if ((await exists(path.join(dir, 'original.jpg'))) && (await exists(path.join(dir, 'lightbox_webp.webp')))) {
    const meta = await sharp(path.join(dir, 'original.jpg')).metadata();
    return { ...urls, width: meta.width ?? 0, height: meta.height ?? 0 };
  }
  await fs.mkdir(dir, { recursive: true });
  const rendered = await sharp(Buffer.from(svg)).png().toBuffer();
  const meta = await sharp(rendered).metadata();
  await sharp(rendered).jpeg({ quality: 82 }).toFile(path.join(dir, 'original.jpg'));
  for (const [name, width] of Object.entries(VARIANT_WIDTHS) as [VariantName, number][]) {
    await sharp(rendered).resize({ width, withoutEnlargement: true }).webp({ quality: 76, effort: 1 }).toFile(path.join(dir, `${name}.webp`));
  }
  return { ...urls, width: meta.width ?? 0, height: meta.height ?? 0 };
}

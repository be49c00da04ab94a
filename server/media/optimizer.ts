import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from './image-types';

/** Widths the optimiser produces: docs/product/selling.md's variants plus common layout widths. A requested w snaps up to one. */
export const OPTIMIZER_WIDTHS = [52, 64, 96, 128, 168, 256, 360, 384, 480, 606, 640, 750, 828, 1080, 1200, 1488, 1920, 2000] as const;
export const DEFAULT_QUALITY = 75;

export function snapWidth(width: number): number {
  return OPTIMIZER_WIDTHS.find((w) => w >= width) ?? 2000;
}

/**
 * Maps `/uploads/...` to a file inside uploadsDir; anything else (other hosts, `..`, encoded tricks) gives
 * undefined. The optimiser only ever reads our own uploads: no fetching of arbitrary URLs (no SSRF).
 */
export function resolveUploadPath(uploadsDir: string, url: string): string | undefined {
  if (!url.startsWith('/uploads/') || url.includes('\\') || url.includes('\0') || url.length > 300) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.split(/[?#]/)[0] ?? '');
  } catch {
    return undefined;
  }
  const relative = decoded.slice('/uploads/'.length);
  if (relative.split('/').some((part) => part === '..' || part === '.' || part === '')) return undefined;
  const full = path.resolve(uploadsDir, relative);
  return full.startsWith(path.resolve(uploadsDir) + path.sep) ? full : undefined;
}

/** Produces (once) and returns the cached WebP of `source` at width w, quality q. */
export class ImageOptimizer {
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(private readonly cacheDir: string) {}

  async optimise(source: string, width: number, quality: number): Promise<string> {
    const stat = await fs.stat(source);
    const key = createHash('sha256').update(`${source}|${stat.mtimeMs}|${stat.size}|${width}|${quality}`).digest('hex');
    const target = path.join(this.cacheDir, key.slice(0, 2), `${key}.webp`);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const work = (async () => {
      try {
        await fs.access(target);
        return target;
      } catch {
        await fs.mkdir(path.dirname(target), { recursive: true });
        const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
        await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality }).toFile(temporary);
        await fs.rename(temporary, target);
        return target;
      }
    })().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }
}

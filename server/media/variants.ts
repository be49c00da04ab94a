import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { ImageVariants } from '../db/schema';
import { detectImageKind, IMAGE_EXTENSIONS, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from './image-types';

/** docs/product/selling.md variants by width (original is kept at its own size). */
export const VARIANT_WIDTHS = {
  profile_small_webp: 52,
  profile_webp: 168,
  gallery_thumb_webp: 360,
  thumb_webp: 606,
  medium_webp: 1488,
  lightbox_webp: 2000,
} as const;

export type VariantName = keyof typeof VARIANT_WIDTHS;

/** Why an upload was refused, as a docs/product/errors.md message id. */
export class ImageRejected extends Error {
  constructor(readonly messageId: 'mustBeImage' | 'imageTooLarge') {
    super(messageId);
  }
}

/**
 * Checks an uploaded image by content and stores it with every docs/product/selling.md variant under
 * `uploadsDir/<folder>/<random id>/`. The original is re-encoded (auto-rotated, metadata such as GPS
 * stripped) in its own format; variants are WebP no wider than the source. File names never come from the client.
 */
export async function storeImageVariants(bytes: Buffer, uploadsDir: string, folder: string, urlBase = '/uploads'): Promise<ImageVariants> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new ImageRejected('imageTooLarge');
  const kind = detectImageKind(bytes);
  if (!kind) throw new ImageRejected('mustBeImage');
  let metadata: Metadata;
  try {
    // Headers only: the pixel count is known before anything is decoded.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('mustBeImage');
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageRejected('imageTooLarge');
  if (width === 0 || height === 0) throw new ImageRejected('mustBeImage');

  const id = randomUUID();
  const relative = path.posix.join(folder, id);
  const dir = path.join(uploadsDir, relative);
  await fs.mkdir(dir, { recursive: true });
  try {
    const extension = IMAGE_EXTENSIONS[kind];
    const source = () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    await source().toFormat(kind === 'jpeg' ? 'jpeg' : kind).toFile(path.join(dir, `original.${extension}`));
    const urls = { original: `${urlBase}/${relative}/original.${extension}` } as ImageVariants;
    for (const [name, variantWidth] of Object.entries(VARIANT_WIDTHS) as [VariantName, number][]) {
      await source().resize({ width: variantWidth, withoutEnlargement: true }).webp({ quality: 78 }).toFile(path.join(dir, `${name}.webp`));
      urls[name] = `${urlBase}/${relative}/${name}.webp`;
    }
    // The stored pictures stand upright (rotate() applies the EXIF orientation): so do their stated dimensions.
    const sideways = (metadata.orientation ?? 1) >= 5;
    return { ...urls, width: sideways ? height : width, height: sideways ? width : height };
  } catch {
    await fs.rm(dir, { recursive: true, force: true });
    throw new ImageRejected('mustBeImage');
  }
}

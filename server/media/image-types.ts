import { IMAGE_MAX_BYTES } from '../../core';

/** docs/product/selling.md: JPG/JPEG, PNG and WEBP, recognised by their first bytes (docs/architecture.md#reliability-and-security-rules), never by name or declared type. */
export type ImageKind = 'jpeg' | 'png' | 'webp';

/** docs/product/selling.md's image limit, the client's and the server's one constant. */
export const MAX_IMAGE_BYTES = IMAGE_MAX_BYTES;
/** Pixel-flood guard: a tiny file that decodes to gigapixels is refused before decoding. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export function detectImageKind(bytes: Uint8Array): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, i) => bytes[i] === byte)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

export const IMAGE_EXTENSIONS: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

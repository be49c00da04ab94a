import type { PhotoShrinker, PickedFile } from '../../core';

/** Photos above this are worth shrinking on the phone: fewer bytes over a mobile uplink than the time to re-encode. */
export const SHRINK_ABOVE_BYTES = 2 * 1024 * 1024;
/** The longest side kept: above the largest variant the server makes (lightbox 2000 px). */
export const SHRINK_TO_PX = 2560;

/**
 * Downscales a very large photo in the browser before it is uploaded (issue 18). `createImageBitmap` with
 * `imageOrientation: 'from-image'` applies the EXIF orientation, so the re-encoded photo (which has no EXIF) stands
 * the way the camera held it. The result is WebP (keeps PNG transparency; an allowed type, docs/product/selling.md) and is used only
 * when it is really smaller; anything the browser cannot do leaves the original to the server.
 */
export class CanvasPhotoShrinker implements PhotoShrinker {
  async shrink(file: PickedFile): Promise<PickedFile> {
    if (file.size <= SHRINK_ABOVE_BYTES || typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return file;
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    try {
      const scale = Math.min(1, SHRINK_TO_PX / Math.max(bitmap.width, bitmap.height));
      if (scale === 1 && file.size <= SHRINK_ABOVE_BYTES * 2) return file;
      const width = Math.round(bitmap.width * scale);
      const height = Math.round(bitmap.height * scale);
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) return file;
      context.drawImage(bitmap, 0, 0, width, height);
      const blob = await canvas.convertToBlob({ type: 'image/webp', quality: 0.88 });
      if (blob.size >= file.size) return file;
      const name = file.name.replace(/\.[^.]+$/, '') + '.webp';
      return new File([blob], name, { type: 'image/webp' });
    } finally {
      bitmap.close();
    }
  }
}

/** docs/product/selling.md image variants by width; `original` is as uploaded. */
export const IMAGE_VARIANTS = [
  { name: 'profile_small_webp', width: 52 },
  { name: 'profile_webp', width: 168 },
  { name: 'gallery_thumb_webp', width: 360 },
  { name: 'thumb_webp', width: 606 },
  { name: 'medium_webp', width: 1488 },
  { name: 'lightbox_webp', width: 2000 },
] as const;

export type ImageVariantName = (typeof IMAGE_VARIANTS)[number]['name'];

/** docs/product/selling.md profile_image / listing image: an original URL plus optimised variants, any of them missing. */
export type ImageVariants = { original?: string | null } & { [K in ImageVariantName]?: string | null };

/** docs/product/selling.md: shown when an image does not exist. Inline, so that it works without any file being served. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#e5e7eb"/>' +
      '<circle cx="32" cy="25" r="11" fill="#9ca3af"/><path d="M12 56c2-11 10-17 20-17s18 6 20 17z" fill="#9ca3af"/></svg>',
  );

const usable = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The URL of the smallest picture variant at least `minWidth` wide; if none is that wide, the original, then the
 * widest variant there is; the placeholder when the image has no URL at all.
 */
export function pickImageVariant(image: ImageVariants | string | null | undefined, minWidth: number): string {
  if (typeof image === 'string') return usable(image) ? image : PLACEHOLDER_IMAGE;
  if (!image) return PLACEHOLDER_IMAGE;
  const wideEnough = IMAGE_VARIANTS.find((variant) => variant.width >= minWidth && usable(image[variant.name]));
  if (wideEnough) return image[wideEnough.name] as string;
  if (usable(image.original)) return image.original;
  const widest = [...IMAGE_VARIANTS].reverse().find((variant) => usable(image[variant.name]));
  return widest ? (image[widest.name] as string) : PLACEHOLDER_IMAGE;
}

/** A `srcset` over the variants the image has: 'a.webp 52w, b.webp 168w, …' ('' when it has none). */
export function imageSrcSet(image: ImageVariants | null | undefined): string {
  if (!image) return '';
  return IMAGE_VARIANTS.filter((variant) => usable(image[variant.name]))
    .map((variant) => `${image[variant.name]} ${variant.width}w`)
    .join(', ');
}

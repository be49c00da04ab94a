import { imageSrcSet, pickImageVariant, PLACEHOLDER_IMAGE, type ImageVariants } from '../../core';

export interface ListingImageProps {
  image: ImageVariants | null;
  alt: string;
  /** Rendered width hint, for `sizes`. */
  sizes: string;
  /** The smallest variant width used as the fallback `src`. */
  minWidth?: number;
  /** The first (above-the-fold) image loads eagerly with high fetch priority; the rest lazily. */
  priority?: boolean;
  className?: string;
  width?: number;
  height?: number;
}

/** A listing image with a responsive srcset over the docs/product/selling.md variants and the placeholder when none exists. */
export function ListingImage({ image, alt, sizes, minWidth = 360, priority = false, className, width = 606, height = 455 }: ListingImageProps) {
  const src = pickImageVariant(image, minWidth);
  const srcSet = src === PLACEHOLDER_IMAGE ? undefined : imageSrcSet(image) || undefined;
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}

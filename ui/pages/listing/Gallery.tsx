import { lazy, Suspense, useState } from 'react';
import { LISTING_GALLERY_MIN_WIDTH, LISTING_GALLERY_SIZES, pickImageVariant, type ImageVariants } from '../../../core';
import { ListingImage } from '../../listings/ListingImage';
import { useText } from '../../i18n';
import styles from './Gallery.module.css';

const Lightbox = lazy(() => import('./Lightbox').then((module) => ({ default: module.Lightbox })));

/** The listing's photos: the main image (high priority: the page's largest paint), thumbnails, and a lightbox. */
export function Gallery({ images, title }: { images: ImageVariants[]; title: string }) {
  const t = useText();
  const [index, setIndex] = useState(0);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const total = images.length;
  const current = images[index] ?? null;
  const alt = total > 1 ? t('listing.photo', { index: index + 1, total }) + ` — ${title}` : title;

  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        {/* The name starts with the picture's own text (its alt), so speech users can say what they see; the
            counter sits outside the button so that its text is not part of the label. */}
        <button type="button" className={styles.main} onClick={() => total > 0 && setLightboxOpen(true)} aria-label={`${alt}. ${t('listing.openLightbox')}`}>
          <ListingImage
            image={current}
            alt={alt}
            sizes={LISTING_GALLERY_SIZES}
            minWidth={LISTING_GALLERY_MIN_WIDTH}
            priority
            className={styles.mainImage}
            width={1488}
            height={1116}
          />
        </button>
        {total > 1 && (
          <span className={styles.counter} aria-hidden="true">
            {index + 1} / {total}
          </span>
        )}
      </div>
      {total > 1 && (
        <ul className={styles.thumbs} aria-label={t('listing.gallery')}>
          {images.map((image, position) => (
            <li key={position}>
              <button
                type="button"
                className={position === index ? `${styles.thumb} ${styles.active}` : styles.thumb}
                aria-label={t('listing.photo', { index: position + 1, total })}
                aria-current={position === index || undefined}
                onClick={() => setIndex(position)}
              >
                <img src={pickImageVariant(image, 168)} alt="" width={96} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {lightboxOpen && (
        <Suspense fallback={null}>
          <Lightbox images={images} index={index} onIndexChange={setIndex} onClose={() => setLightboxOpen(false)} title={title} />
        </Suspense>
      )}
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { pickImageVariant, type ImageVariants } from '../../../core';
import { Modal } from '../../components/Modal';
import { useText } from '../../i18n';
import styles from './Lightbox.module.css';

/** A horizontal swipe shorter than this is a tap, not a page turn. */
export const SWIPE_THRESHOLD_PX = 40;

export interface LightboxProps {
  images: ImageVariants[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  title: string;
}

/** Full-size photos in the shared modal: arrow keys and swipes move between them, Escape closes. */
export function Lightbox({ images, index, onIndexChange, onClose, title }: LightboxProps) {
  const t = useText();
  const total = images.length;
  const go = (delta: number) => onIndexChange((index + delta + total) % total);
  const goRef = useRef(go);
  useEffect(() => {
    goRef.current = go;
  });
  const touchStart = useRef<number | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') goRef.current(1);
      if (event.key === 'ArrowLeft') goRef.current(-1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const image = images[index];
  return (
    <Modal open onClose={onClose} title={`${title} — ${t('listing.photo', { index: index + 1, total })}`} maxWidth={2000} maxHeight={2000} flushBody>
      <div
        className={styles.stage}
        data-testid="lightbox-stage"
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchStart.current;
          const end = event.changedTouches[0]?.clientX;
          touchStart.current = null;
          if (start === null || end === undefined) return;
          if (end - start <= -SWIPE_THRESHOLD_PX) go(1);
          else if (end - start >= SWIPE_THRESHOLD_PX) go(-1);
        }}
      >
        <img className={styles.image} src={pickImageVariant(image, 1488)} alt={t('listing.photo', { index: index + 1, total })} />
        {total > 1 && (
          <>
            <button type="button" className={`${styles.nav} ${styles.prev}`} onClick={() => go(-1)} aria-label={t('listing.previousPhoto')}>
              ‹
            </button>
            <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => go(1)} aria-label={t('listing.nextPhoto')}>
              ›
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}

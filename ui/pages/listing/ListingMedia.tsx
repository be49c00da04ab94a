import { youTubeVideoId } from '../../../core';
import { useText } from '../../i18n';
import styles from './ListingPage.module.css';

/** Same-origin uploads and http(s) URLs only (docs/architecture.md#reliability-and-security-rules): anything else is not rendered. */
function safeVideoSrc(src: string | null): string | null {
  if (!src) return null;
  if (src.startsWith('/') && !src.startsWith('//')) return src;
  return /^https?:\/\//i.test(src) ? src : null;
}

/** The listing's uploaded video, or its YouTube link as a privacy-enhanced embed (docs/product/selling.md). */
export function ListingMedia({ video, youtubeUrl, title }: { video: string | null; youtubeUrl: string | null; title: string }) {
  const t = useText();
  const src = safeVideoSrc(video);
  const id = youTubeVideoId(youtubeUrl);
  if (!src && !id) return null;
  return (
    <section className={`${styles.block} ${styles.media}`} aria-labelledby="listing-video">
      <h2 id="listing-video">{t('listing.video')}</h2>
      {src ? (
        <video className={styles.video} src={src} controls preload="none" playsInline />
      ) : (
        <iframe
          className={styles.video}
          src={`https://www.youtube-nocookie.com/embed/${id}`}
          title={`${t('listing.video')}: ${title}`}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useSimilar } from '../../api/queries';
import { useText } from '../../i18n';
import { ListingGrid } from '../../listings/ListingGrid';
import styles from './ListingPage.module.css';

/** Similar listings, fetched when the section comes near the viewport (they are below the fold). */
export function SimilarListings({ listingId }: { listingId: number | string }) {
  const t = useText();
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '600px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const similar = useSimilar(listingId, near);
  const items = similar.data ?? [];
  return (
    <section ref={ref} className={styles.similar} aria-labelledby="similar-title" hidden={similar.isSuccess && items.length === 0}>
      <h2 id="similar-title">{t('listing.similar')}</h2>
      {items.length > 0 && <ListingGrid listings={items} label={t('listing.similar')} prioritiseFirst={false} />}
    </section>
  );
}

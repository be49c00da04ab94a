import { useSimilar } from '../../api/queries';
import { useText } from '../../i18n';
import { useNearViewport } from '../../hooks/useNearViewport';
import { ListingGrid } from '../../listings/ListingGrid';
import styles from './ListingPage.module.css';

/** Similar listings, fetched when the section comes near the viewport (they are below the fold). */
export function SimilarListings({ listingId }: { listingId: number | string }) {
  const t = useText();
  const [ref, near] = useNearViewport<HTMLElement>();
  const similar = useSimilar(listingId, near);
  const items = similar.data ?? [];
  return (
    <section ref={ref} className={styles.similar} aria-labelledby="similar-title" hidden={similar.isSuccess && items.length === 0}>
      <h2 id="similar-title">{t('listing.similar')}</h2>
      {items.length > 0 && <ListingGrid listings={items} label={t('listing.similar')} prioritiseFirst={false} />}
    </section>
  );
}

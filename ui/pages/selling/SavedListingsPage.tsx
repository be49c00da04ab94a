import { Heart } from 'lucide-react';
import { ROUTES, type SavedListing, type SavedListings } from '../../../core';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState, PageError, PageLoading } from '../../components/PageState';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import { useSellingUseCase } from '../../hooks/useFeatureUseCase';
import { useObservableState } from '../../hooks/useObservableState';
import { useText } from '../../i18n';
import { ListingCard } from '../../listings/ListingCard';
import { useServices } from '../../services';
import styles from './MyListings.module.css';

/** docs/product/selling.md saved listings: the favourites, newest saved first, each removable (with undo in the toast). */
export function SavedListingsPage() {
  const t = useText();
  useDocumentMeta({ title: t('page.savedListings') });
  const { favourites } = useServices();
  const handle = useSellingUseCase((selling) => {
    const saved = selling.savedListings(favourites);
    void saved.load();
    return saved;
  });
  return (
    <section className={styles.page} aria-labelledby="saved-title">
      <h1 id="saved-title" className={styles.title}>
        {t('page.savedListings')}
      </h1>
      {handle.form ? <Saved saved={handle.form} /> : handle.failed ? <PageError onRetry={handle.retry} /> : <PageLoading />}
    </section>
  );
}

function Saved({ saved }: { saved: SavedListings }) {
  const t = useText();
  const { loading, failed, items } = useObservableState(saved);
  if (failed) return <PageError onRetry={() => void saved.load()} />;
  if (loading && items.length === 0) return <PageLoading />;
  if (items.length === 0) {
    return (
      <EmptyState icon={<Heart size={28} strokeWidth={1.75} />} title={t('saved.empty')}>
        <ButtonLink to={ROUTES.home} size="small">
          {t('saved.browse')}
        </ButtonLink>
      </EmptyState>
    );
  }
  const unavailable = items.some((item) => !item.available);
  return (
    <>
      {unavailable && (
        <div className={styles.actions}>
          <Button theme="outline" size="small" onClick={() => void saved.cleanup()}>
            {t('saved.cleanup')}
          </Button>
        </div>
      )}
      <ul className={styles.grid}>
        {items.map((item) => (
          <SavedItem key={String(item.entityId)} item={item} onRemove={() => void saved.remove(item.entityId)} />
        ))}
      </ul>
    </>
  );
}

function SavedItem({ item, onRemove }: { item: SavedListing; onRemove: () => void }) {
  const t = useText();
  return (
    <li className={item.available ? styles.savedItem : `${styles.savedItem} ${styles.unavailable}`}>
      {item.listing && <ListingCard listing={item.listing} />}
      {!item.available && <p className={styles.hint}>{t('saved.unavailable')}</p>}
      <Button theme="outline" size="small" onClick={onRemove} aria-label={item.listing ? `${t('saved.remove')}: ${item.listing.title}` : t('saved.remove')}>
        {t('saved.remove')}
      </Button>
    </li>
  );
}

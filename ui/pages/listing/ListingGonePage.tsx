import { Link } from 'react-router';
import { ROUTES } from '../../../core';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import { useText } from '../../i18n';
import { SimilarListings } from './SimilarListings';
import styles from './ListingPage.module.css';

/**
 * A listing that is gone (archived, expired, its seller's account closed: the API's 410): what happened, similar
 * listings and a way on, instead of a bare "not found". The server paints the same page before the scripts run
 * (server/web/listing-head.ts).
 */
export function ListingGonePage({ listingId }: { listingId: number | null }) {
  const t = useText();
  useDocumentMeta({ title: t('gone.title') });
  return (
    <section className={styles.gone} aria-labelledby="gone-title">
      <h1 id="gone-title">{t('gone.title')}</h1>
      <p>{t('gone.text')}</p>
      <p>
        <Link to={ROUTES.search}>{t('gone.search')}</Link> · <Link to={ROUTES.home}>{t('gone.home')}</Link>
      </p>
      {listingId !== null && <SimilarListings listingId={listingId} />}
    </section>
  );
}

/** The listing's id from the 410 answer (`data.id`), when it is a plain positive integer. */
export function goneListingId(body: Readonly<Record<string, unknown>>): number | null {
  const id = (body.data as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

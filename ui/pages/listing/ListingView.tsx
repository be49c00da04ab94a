import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatListingPrice, isPriceByAgreement, pickImageVariant, ROUTES, type ListingStatus, type MessageId } from '../../../core';
import { Button } from '../../components/Button';
import type { ListingDetail } from '../../../core/listings/read-model';
import { useLanguage, useText } from '../../i18n';
import { useSessionView } from '../../session/useSessionView';
import { ListingChatButton } from '../../chat/ListingChatButton';
import { analyticsListing } from './analyticsListing';
import { ContactBar } from './ContactBar';
import { ContactButtons } from './ContactButtons';
import { FavouriteButton } from './FavouriteButton';
import { Gallery } from './Gallery';
import { ListingDetails } from './ListingDetails';
import { ListingMedia } from './ListingMedia';
import { ReportDialog } from './ReportDialog';
import { SellerBox } from './SellerBox';
import { ShareBox } from './ShareBox';
import { SimilarListings } from './SimilarListings';
import styles from './ListingPage.module.css';

// Only the listing's owner downloads their bar (and the selling texts it brings).
const OwnerBar = lazy(async () => ({ default: (await import('./OwnerBar')).OwnerBar }));

/** docs/product/listing-page.md: what the owner of a listing nobody else can see is told, and where to act on it. */
const HIDDEN_TEXT: Record<Exclude<ListingStatus, 'active'>, MessageId> = {
  moderation: 'listing.hidden.moderation',
  rejected: 'listing.hidden.rejected',
  draft: 'listing.hidden.draft',
  archived: 'listing.hidden.archived',
  expired: 'listing.hidden.expired',
};

/**
 * Everything docs/product/listing-page.md names for a listing, laid out phone-first; prints cleanly (ListingPage.module.css
 * @media print). On wide screens the title, price, place, date and contact sit beside the gallery, in the first screen.
 */
export function ListingView({ listing, shareUrl }: { listing: ListingDetail; shareUrl: string }) {
  const t = useText();
  const navigate = useNavigate();
  const { user } = useSessionView();
  const ownListing = Boolean(user && listing.seller && String(user.id) === String(listing.seller.id));
  const [reportOpen, setReportOpen] = useState(false);
  const lang = useLanguage();
  const price = formatListingPrice({ price: listing.price, price_type: listing.priceType, currency: listing.currency }, { lang });
  const place = [listing.city, listing.region].filter(Boolean).join(', ');
  const chatListing = listing.seller
    ? { id: listing.id, name: listing.title, slug: listing.slug, href: listing.href, thumbnail: pickImageVariant(listing.gallery[0], 168), seller: { id: listing.seller.id, name: listing.seller.name } }
    : null;

  return (
    <article className={ownListing ? styles.page : `${styles.page} ${styles.withContactBar}`}>
      <div className={styles.topBar}>
        <button type="button" className={styles.back} onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
          ‹ {t('listing.back')}
        </button>
        <Link to="/" className={styles.home}>
          {t('app.name')}
        </Link>
      </div>
      {listing.status !== 'active' && (
        <p className={styles.hiddenBanner} role="status">
          {t(HIDDEN_TEXT[listing.status], { reason: listing.rejectionReason ?? '' })}{' '}
          <Link to={`${ROUTES.myListings}?tab=${listing.status}`}>{t('listing.hidden.manage')}</Link>
        </p>
      )}
      <div className={styles.layout}>
        <div className={styles.galleryArea}>
          <Gallery images={listing.gallery} title={listing.title} />
        </div>
        <div className={styles.summary}>
          <header className={styles.header}>
            {listing.categoryLink && (
              <p className={styles.category}>
                <Link to={listing.categoryLink.href}>{listing.categoryLink.name}</Link>
                {listing.subcategory && (
                  <>
                    {' › '}
                    <Link to={listing.subcategory.href}>{listing.subcategory.name}</Link>
                  </>
                )}
              </p>
            )}
            {listing.promoted && <p className={styles.promoted}>{t('listing.promoted')}</p>}
            <h1 className={styles.title}>{listing.title}</h1>
            <p className={isPriceByAgreement(listing.priceType) ? `${styles.price} ${styles.agreement}` : styles.price}>{price}</p>
            <p className={styles.meta}>
              {place && (listing.placeLink?.href ? <Link to={listing.placeLink.href}>{place}</Link> : <span>{place}</span>)}
              {listing.date && <time dateTime={listing.date}>{formatDate(listing.date)}</time>}
            </p>
          </header>
          {ownListing ? (
            <Suspense fallback={null}>
              <OwnerBar listing={listing} />
            </Suspense>
          ) : (
            <div className={styles.contactBlock}>
              <ContactButtons listing={listing} />
              {chatListing && <ListingChatButton listing={chatListing} ownListing={ownListing} />}
            </div>
          )}
        </div>
        <div className={styles.mainColumn}>
          <div className={styles.actions}>
            {!ownListing && <FavouriteButton listing={analyticsListing(listing)} />}
            <ShareBox target={{ id: listing.id, title: listing.title, url: shareUrl }} />
            <Button theme="white" size="small" onClick={() => window.print()}>
              {t('listing.print')}
            </Button>
            {!ownListing && (
              <Button theme="white" size="small" onClick={() => setReportOpen(true)}>
                {t('listing.report')}
              </Button>
            )}
          </div>
          <section className={styles.block} aria-labelledby="listing-description">
            <h2 id="listing-description">{t('listing.description')}</h2>
            <p className={styles.description}>{listing.description}</p>
          </section>
          <ListingMedia video={listing.video} youtubeUrl={listing.youtubeUrl} title={listing.title} />
          <ListingDetails listing={listing} />
        </div>
        <aside className={styles.side}>{listing.seller && <SellerBox seller={listing.seller} />}</aside>
      </div>
      {!ownListing && <ContactBar listing={listing} chat={chatListing && <ListingChatButton listing={chatListing} ownListing={ownListing} short />} />}
      {listing.status === 'active' && <SimilarListings listingId={listing.id} />}
      <ReportDialog listingId={listing.id} open={reportOpen} onClose={() => setReportOpen(false)} />
    </article>
  );
}

import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate, formatListingPrice } from '../../core';
import { CARD_IMAGE_MIN_WIDTH, CARD_IMAGE_SIZES } from '../../core/format/card-image';
import { useText } from '../i18n';
import type { ListingSummary } from '../../core/listings/read-model';
import { ListingImage } from './ListingImage';
import { CardHeart } from './CardHeart';
import { VerifiedMark } from '../components/VerifiedMark';
import { useLanguage } from '../i18n';
import styles from './ListingCard.module.css';


/**
 * A listing in a grid: main image, title, price ('По Договор' when by agreement), then its place — a link to the
 * place's listings, beside the card's own link rather than inside it (a link in a link is not valid) — and date;
 * with `heart`, the save button. A highlighted listing (a highlight package, decision 144) has a tinted card.
 */
export function ListingCard({ listing, priority = false, heart = false, heading: Title = 'h3' }: { listing: ListingSummary; priority?: boolean; heart?: boolean; heading?: 'h2' | 'h3' }) {
  const lang = useLanguage();
  const price = formatListingPrice({ price: listing.price, price_type: listing.priceType, currency: listing.currency }, { lang });
  const date = formatDate(listing.date);
  const place = listing.placeLink?.href ? listing.placeLink : null;
  const t = useText();
  return (
    <article className={listing.highlighted ? `${styles.card} ${styles.highlighted}` : styles.card}>
      <Link to={listing.href} className={styles.link}>
        <div className={styles.media}>
          <ListingImage image={listing.image} alt={listing.title} sizes={CARD_IMAGE_SIZES} minWidth={CARD_IMAGE_MIN_WIDTH} priority={priority} className={styles.image} />
          {listing.promoted && (
            <span className={styles.promoted}>
              <Sparkles size={14} strokeWidth={2.25} aria-hidden="true" />
              {t('listing.promoted')}
            </span>
          )}
        </div>
        <div className={styles.body}>
          <Title className={styles.title}>
            {listing.sellerVerified && <VerifiedMark size={16} />}
            {listing.title}
          </Title>
          <p className={styles.price}>{price}</p>
        </div>
      </Link>
      <p className={styles.meta}>
        {place ? (
          <Link to={place.href} className={styles.place}>
            {place.name}
          </Link>
        ) : (
          listing.location && <span>{listing.location}</span>
        )}
        {date && <time dateTime={listing.date ?? undefined}>{date}</time>}
      </p>
      {heart && <CardHeart listing={listing} />}
    </article>
  );
}

import { Link } from 'react-router';
import { formatDate, pickImageVariant } from '../../../core';
import type { Seller } from '../../../core/listings/read-model';
import { useText } from '../../i18n';
import { SellerRatingLine } from '../../trust/SellerReputation';
import styles from './SellerBox.module.css';

/** docs/product/trust.md: the default avatar is 64×64. */
export const DEFAULT_AVATAR_SIZE = 64;

/** docs/product/trust.md: the verified badge is 24 px when the avatar is wider than 64 px, otherwise 16 px. */
export function verifiedBadgeSize(avatarWidth: number): 16 | 24 {
  return avatarWidth > 64 ? 24 : 16;
}

export function VerifiedAvatar({ seller, size = DEFAULT_AVATAR_SIZE }: { seller: Seller; size?: number }) {
  const t = useText();
  const badge = verifiedBadgeSize(size);
  return (
    <span className={styles.avatar} style={{ width: size, height: size }}>
      <img src={pickImageVariant(seller.avatar, size > 52 ? 168 : 52)} alt="" width={size} height={size} loading="lazy" />
      {seller.verified && (
        <span className={styles.badge} style={{ width: badge, height: badge }} title={t('verification.badge')} role="img" aria-label={t('verification.badge')} data-size={badge}>
          <svg viewBox="0 0 24 24" width={badge} height={badge} aria-hidden="true">
            <circle cx="12" cy="12" r="12" fill="#1d9bf0" />
            <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      )}
    </span>
  );
}

/** The seller box on a listing page: avatar with the verified badge, name, member-since, and their listings. */
export function SellerBox({ seller }: { seller: Seller }) {
  const t = useText();
  const since = formatDate(seller.memberSince);
  return (
    <section className={styles.box} aria-label={t('listing.seller')}>
      <VerifiedAvatar seller={seller} size={72} />
      <div className={styles.info}>
        <p className={styles.name}>{seller.name}</p>
        {Number.isInteger(Number(seller.id)) && Number(seller.id) > 0 && <SellerRatingLine userId={Number(seller.id)} />}
        {seller.companyName && seller.companyName !== seller.name && <p className={styles.muted}>{seller.companyName}</p>}
        {seller.verified && <p className={styles.verified}>{t('verification.badge')}</p>}
        {since && <p className={styles.muted}>{t('listing.memberSince', { date: since })}</p>}
        {seller.href && (
          <Link to={seller.href} className={styles.all}>
            {t('listing.sellerListings')}
          </Link>
        )}
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { formatDate, pickImageVariant, verifiedBadgeSize } from '../../../core';
import type { Seller } from '../../../core/listings/read-model';
import { useText } from '../../i18n';
import { SellerRatingLine } from '../../trust/SellerReputation';
import { VerifiedMark } from '../../components/VerifiedMark';
import styles from './SellerBox.module.css';

/** docs/product/trust.md: the default avatar is 64×64. */
export const DEFAULT_AVATAR_SIZE = 64;

export function VerifiedAvatar({ seller, size = DEFAULT_AVATAR_SIZE }: { seller: Seller; size?: number }) {
  return (
    <span className={styles.avatar} style={{ width: size, height: size }}>
      <img src={pickImageVariant(seller.avatar, size > 52 ? 168 : 52)} alt="" width={size} height={size} loading="lazy" />
      {seller.verified && <VerifiedMark size={verifiedBadgeSize(size)} overlay />}
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

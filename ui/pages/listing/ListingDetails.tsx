import { formatDate } from '../../../core';
import { attributeChoice, attributeName } from '../../listings/attributeText';
import type { ListingDetail } from '../../../core/listings/read-model';
import { useText } from '../../i18n';
import styles from './ListingPage.module.css';

/** The docs/product/listing-page.md fields of a listing as a definition list; empty fields are left out. */
export function ListingDetails({ listing }: { listing: ListingDetail }) {
  const t = useText();
  const userType = listing.userType === 'company' ? t('listing.userType.company') : listing.userType === 'private' ? t('listing.userType.private') : null;
  const rows: Array<[string, string | null]> = [
    [t('listing.category'), listing.parentCategory && listing.subcategory ? `${listing.parentCategory.name} › ${listing.subcategory.name}` : (listing.categoryLink?.name ?? null)],
    [t('listing.brand'), listing.brand],
    [t('listing.model'), listing.model],
    [t('listing.location'), [listing.city, listing.region, listing.country].filter(Boolean).join(', ') || null],
    [t('listing.userType'), userType],
    [t('listing.company'), listing.companyName],
    [t('listing.published'), formatDate(listing.date) || null],
    [t('listing.views'), listing.views === null ? null : String(listing.views)],
    // A detail's name and a choice's words come from the details' catalogue (core/listings/attributes.ts); a key a
    // seller made up shows as written.
    ...listing.features.map((feature): [string, string] => [
      attributeName(t, feature.key),
      typeof feature.value === 'boolean' ? t(feature.value ? 'listing.feature.yes' : 'listing.feature.no') : attributeChoice(t, feature.key, String(feature.value)),
    ]),
  ];
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
  if (shown.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="listing-details">
      <h2 id="listing-details">{t('listing.details')}</h2>
      <dl className={styles.details}>
        {shown.map(([label, value]) => (
          <div key={label} className={styles.detailRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

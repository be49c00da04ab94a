import { formatListingPrice, type ListingWizard } from '../../../../core';
import { useObservableState } from '../../../hooks/useObservableState';
import { useSessionView } from '../../../session/useSessionView';
import { useLanguage, useText } from '../../../i18n';
import { ListingCard } from '../../../listings/ListingCard';
import { Gallery } from '../../listing/Gallery';
import { ListingMedia } from '../../listing/ListingMedia';
import styles from './Wizard.module.css';

/** Step 3 (docs/product/selling.md review): the listing as it will look — its card in a list, and its page. */
export function ReviewStep({ wizard }: { wizard: ListingWizard }) {
  const t = useText();
  const { status } = useObservableState(wizard);
  const { user } = useSessionView();
  const review = wizard.review();
  const lang = useLanguage();
  const price = formatListingPrice({ price: review.card.price, price_type: review.card.priceType, currency: review.card.currency }, { lang });
  const facts: Array<[string, string | null]> = [
    [t('wizard.category'), review.categoryPath.join(' › ') || null],
    [t('wizard.brand'), review.brand],
    [t('wizard.model'), review.model],
    [t('wizard.city'), review.card.location],
    [t('wizard.companyName'), review.seller],
    [t('wizard.contactPhone'), review.phones.contact],
    [t('wizard.viberPhone'), review.phones.viber],
    [t('wizard.whatsappPhone'), review.phones.whatsapp],
  ];
  return (
    <div className={styles.review}>
      {!user?.verified && <p className={styles.notice}>{status === 'active' ? t('wizard.editLiveNotice') : t('wizard.moderationNotice')}</p>}
      <section aria-labelledby="review-card">
        <h3 id="review-card">{t('wizard.reviewCard')}</h3>
        <div className={styles.cardPreview}>
          <ListingCard listing={review.card} />
        </div>
      </section>
      <section aria-labelledby="review-page">
        <h3 id="review-page">{t('wizard.reviewPage')}</h3>
        <div className={styles.pagePreview}>
          <Gallery images={review.images} title={review.card.title} />
          <h4 className={styles.previewTitle}>{review.card.title}</h4>
          <p className={styles.previewPrice}>{price}</p>
          <dl className={styles.facts}>
            {facts
              .filter((fact): fact is [string, string] => Boolean(fact[1]))
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          {review.description && <p className={styles.previewDescription}>{review.description}</p>}
          <ListingMedia video={review.video} youtubeUrl={review.youtubeUrl} title={review.card.title} />
        </div>
      </section>
    </div>
  );
}

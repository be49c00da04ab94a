import { ButtonAnchor } from '../../components/Button';
import type { ListingDetail } from '../../../core/listings/read-model';
import { recordContact, type ContactKind } from '../../../core/listings/listing-detail';
import { telHref, viberHref, whatsAppHref } from '../../../core';
import { useText } from '../../i18n';
import { useServices } from '../../services';
import { analyticsListing } from './analyticsListing';
import styles from './ListingPage.module.css';

/**
 * Contact by phone, WhatsApp or Viber (docs/product/listing-page.md), each click a `generate_lead` event with its contact type and a
 * contact counted for the seller's statistics.
 */
export function ContactButtons({ listing }: { listing: ListingDetail }) {
  const t = useText();
  const services = useServices();
  const phone = telHref(listing.contactPhone);
  const whatsapp = whatsAppHref(listing.whatsappPhone);
  const viber = viberHref(listing.viberPhone);
  if (!phone && !whatsapp && !viber) return null;
  const lead = (type: ContactKind) => () => {
    services.analytics.generateLead(analyticsListing(listing), type);
    void recordContact(services, listing.id, type);
  };
  return (
    <div className={styles.contact}>
      {phone && (
        <ButtonAnchor href={phone} theme="green" size="medium" block onClick={lead('phone')}>
          {t('listing.call')} {listing.contactPhone}
        </ButtonAnchor>
      )}
      {whatsapp && (
        <ButtonAnchor href={whatsapp} theme="whatsapp" size="small" block target="_blank" rel="noopener noreferrer" onClick={lead('whatsapp')}>
          {t('listing.whatsapp')}
        </ButtonAnchor>
      )}
      {viber && (
        <ButtonAnchor href={viber} theme="purple" size="small" block onClick={lead('viber')}>
          {t('listing.viber')}
        </ButtonAnchor>
      )}
    </div>
  );
}

import { ButtonAnchor } from '../../components/Button';
import type { ListingDetail } from '../../../core/listings/read-model';
import { recordContact, type ContactKind } from '../../../core/listings/listing-detail';
import { formatPhoneNumber, telHref, viberHref, whatsAppHref } from '../../../core';
import { useText } from '../../i18n';
import { useServices } from '../../services';
import { analyticsListing } from './analyticsListing';
import styles from './ListingPage.module.css';

export interface ContactLinks {
  phone: string | null;
  /** The number as people write it in North Macedonia ('+389 71 901 234'), shown beside "Јави се". */
  phoneText: string | null;
  whatsapp: string | null;
  viber: string | null;
  /** Every contact click: a `generate_lead` event with its type, and a contact counted for the seller's statistics. */
  lead: (type: ContactKind) => () => void;
}

/** The listing's ways to reach the seller (docs/product/listing-page.md), shared by the side block and the phone's bar. */
export function useContactLinks(listing: ListingDetail): ContactLinks {
  const services = useServices();
  return {
    phone: telHref(listing.contactPhone),
    phoneText: formatPhoneNumber(listing.contactPhone),
    whatsapp: whatsAppHref(listing.whatsappPhone),
    viber: viberHref(listing.viberPhone),
    lead: (type) => () => {
      services.analytics.generateLead(analyticsListing(listing), type);
      void recordContact(services, listing.id, type);
    },
  };
}

/** Contact by phone, WhatsApp or Viber beside the gallery (docs/product/listing-page.md); on phones the contact bar does it. */
export function ContactButtons({ listing }: { listing: ListingDetail }) {
  const t = useText();
  const { phone, phoneText, whatsapp, viber, lead } = useContactLinks(listing);
  if (!phone && !whatsapp && !viber) return null;
  return (
    <div className={styles.contact}>
      {phone && (
        <ButtonAnchor href={phone} theme="green" size="medium" block onClick={lead('phone')}>
          {t('listing.call')} {phoneText}
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

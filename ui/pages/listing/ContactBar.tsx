import { useId, useRef, useState, type ReactNode } from 'react';
import type { ListingDetail } from '../../../core/listings/read-model';
import { ButtonAnchor } from '../../components/Button';
import { useDismiss } from '../../hooks/useDismiss';
import { useText } from '../../i18n';
import { useContactLinks } from './ContactButtons';
import styles from './ContactBar.module.css';

/**
 * docs/product/listing-page.md "Contact on a phone": a bar fixed above the bottom bar, in view at every scroll
 * position — call, chat, and WhatsApp/Viber behind "⋯" (a disclosure: a button and the links it shows). Not shown to
 * the listing's owner, nor on wide screens, where the contact block sits beside the gallery.
 */
export function ContactBar({ listing, chat }: { listing: ListingDetail; chat: ReactNode }) {
  const t = useText();
  const { phone, whatsapp, viber, lead } = useContactLinks(listing);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useDismiss(rootRef, open, () => setOpen(false));
  const more = Boolean(whatsapp || viber);
  if (!phone && !more && !chat) return null;
  return (
    <div ref={rootRef} className={styles.bar} role="region" aria-label={t('listing.contactBar')}>
      {phone && (
        <ButtonAnchor href={phone} theme="purple" size="small" className={styles.call} onClick={lead('phone')}>
          {t('listing.call')}
        </ButtonAnchor>
      )}
      <div className={styles.chat}>{chat}</div>
      {more && (
        <div className={styles.more}>
          <button type="button" className={styles.moreButton} aria-expanded={open} aria-controls={open ? menuId : undefined} aria-label={t('listing.moreContact')} onClick={() => setOpen((was) => !was)}>
            ⋯
          </button>
          {open && (
            <ul id={menuId} className={styles.menu}>
              {whatsapp && (
                <li>
                  <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={styles.menuLink} onClick={lead('whatsapp')}>
                    {t('listing.whatsapp')}
                  </a>
                </li>
              )}
              {viber && (
                <li>
                  <a href={viber} className={styles.menuLink} onClick={lead('viber')}>
                    {t('listing.viber')}
                  </a>
                </li>
              )}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

import { useState } from 'react';
import { Button } from '../../components/Button';
import { useText } from '../../i18n';
import { useServices } from '../../services';
import { TOAST_DURATION_MS } from '../../../core';
import styles from './ListingPage.module.css';

export interface ShareTarget {
  id: number | string;
  title: string;
  url: string;
}

/** Social links for browsers without the Web Share API. */
export function shareLinks(target: ShareTarget): Array<{ method: string; label: string; href: string }> {
  const url = encodeURIComponent(target.url);
  const text = encodeURIComponent(target.title);
  return [
    { method: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { method: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${text}%20${url}` },
    { method: 'viber', label: 'Viber', href: `viber://forward?text=${text}%20${url}` },
    { method: 'x', label: 'X', href: `https://twitter.com/intent/tweet?url=${url}&text=${text}` },
    { method: 'email', label: 'E-mail', href: `mailto:?subject=${text}&body=${url}` },
  ];
}

/**
 * Share (docs/product/listing-page.md): the Web Share API where the browser has it; otherwise copy the link and links to the social
 * networks. Each way is a `share` analytics event (method, content_type 'listing', item_id).
 */
export function ShareBox({ target }: { target: ShareTarget }) {
  const t = useText();
  const { analytics, notifier } = useServices();
  const [expanded, setExpanded] = useState(false);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: target.title, url: target.url });
        analytics.share('native', target.id);
      } catch {
        // The user closed the share sheet: nothing to report.
      }
      return;
    }
    setExpanded((value) => !value);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(target.url);
      analytics.share('copy_link', target.id);
      notifier.show({ kind: 'success', text: t('listing.linkCopied'), durationMs: TOAST_DURATION_MS.success });
    } catch {
      notifier.show({ kind: 'error', text: t('common.errorOccurred'), durationMs: TOAST_DURATION_MS.error });
    }
  };

  return (
    <div className={styles.share}>
      <Button theme="white" size="small" onClick={() => void share()} aria-expanded={typeof navigator.share === 'function' ? undefined : expanded}>
        {t('listing.share')}
      </Button>
      {expanded && (
        <div className={styles.shareMenu}>
          <Button theme="gray" size="x-small" onClick={() => void copy()}>
            {t('listing.copyLink')}
          </Button>
          {shareLinks(target).map((link) => (
            <a
              key={link.method}
              href={link.href}
              className={styles.shareLink}
              target={link.href.startsWith('http') ? '_blank' : undefined}
              rel="noopener noreferrer"
              onClick={() => analytics.share(link.method, target.id)}
            >
              {link.label}
            </a>
          ))}
        </div>
      )}
    </div>
  );
}

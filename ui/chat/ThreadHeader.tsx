import type { ChatThreadHeader } from '../../core';
import type { ReactNode, Ref } from 'react';
import { Link, useInRouterContext } from 'react-router';
import { useText } from '../i18n';
import { ChatAvatar } from './ChatAvatar';
import styles from './ThreadHeader.module.css';

export interface ThreadHeaderProps {
  header: ChatThreadHeader;
  onBack: () => void;
  backRef?: Ref<HTMLButtonElement>;
  headingId: string;
  /** Block and report (web app only). */
  actions?: ReactNode;
}

/** A link from server data is followed only when it is a same-site path or an http(s) URL (docs/architecture.md#reliability-and-security-rules). */
function safeListingHref(href: string | null): string | null {
  if (!href) return null;
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) return href;
  return /^https?:\/\//i.test(href) ? href : null;
}

/** docs/product/chat.md Open conversation header: back, partner avatar and name, and a link to the listing. */
export function ThreadHeader({ header, onBack, backRef, headingId, actions }: ThreadHeaderProps) {
  const t = useText();
  const href = safeListingHref(header.listingHref);
  // Inside the web app a same-site listing path is a client-side navigation (which closes the chat, docs/product/chat.md);
  // the embed has no router, so there it is a plain link.
  const inRouter = useInRouterContext();
  const label = t('chat.ui.listingLink', { name: header.listingName });
  return (
    <header className={styles.header}>
      <button ref={backRef} type="button" className={styles.back} onClick={onBack} aria-label={t('chat.ui.back')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ChatAvatar partner={header.partner} size="large" online={header.online} support={header.isSupport} />
      <div className={styles.who}>
        <h3 id={headingId} className={styles.name}>
          {header.partner.name}
        </h3>
        {header.listingName &&
          (href && inRouter && href.startsWith('/') ? (
            <Link className={styles.listing} to={href} aria-label={label}>
              {header.listingName}
            </Link>
          ) : href ? (
            <a className={styles.listing} href={href} aria-label={label}>
              {header.listingName}
            </a>
          ) : (
            <span className={styles.listing}>{header.listingName}</span>
          ))}
      </div>
      {actions}
    </header>
  );
}

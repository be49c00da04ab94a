import { Fragment } from 'react';
import type { MessagePart } from '../../core/trust/links';
import { useText } from '../i18n';
import styles from './MessageBubble.module.css';

/**
 * A message's text with its links (docs/product/trust.md "Warnings where scams happen"): a link to our own site or the
 * allow-list is a real link; any other stays text, followed by its real domain, and is never a link; a domain that was
 * punycode or mixes alphabets is shown decoded with a warning. Everything is React text: user content is never HTML.
 */
export function MessageText({ parts }: { parts: readonly MessagePart[] }) {
  const t = useText();
  return (
    <p className={styles.text}>
      {parts.map((part, index) => {
        if (part.kind === 'text') return <Fragment key={index}>{part.text}</Fragment>;
        if (part.href) {
          return (
            <a key={index} className={styles.link} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
              {part.text}
            </a>
          );
        }
        return (
          <span key={index} data-testid="message-link">
            <span className={styles.untrusted}>{part.text}</span>{' '}
            <span className={part.warning ? `${styles.domain} ${styles.lookalike}` : styles.domain} title={t('trust.link.domain', { host: part.host })} data-testid="link-domain">
              {part.warning ? `⚠ ${part.host}` : part.host}
            </span>
            {part.warning && <span className={styles.lookalikeNote}>{t('trust.link.lookalike', { host: part.host })}</span>}
          </span>
        );
      })}
    </p>
  );
}

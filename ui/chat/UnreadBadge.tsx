import { useText } from '../i18n';
import styles from './UnreadBadge.module.css';

export interface UnreadBadgeProps {
  /** The badge text the core computed ('' for 0, '1'…'9', '9+'). */
  text: string;
  /** The exact count, for screen readers. */
  count: number;
  variant?: 'corner' | 'inline';
}

/** docs/product/chat.md Chat unread indicator: nothing for 0, otherwise the core's text. */
export function UnreadBadge({ text, count, variant = 'corner' }: UnreadBadgeProps) {
  const t = useText();
  if (!text) return null;
  return (
    <span className={`${styles.badge} ${styles[variant]}`} data-testid="unread-badge">
      <span aria-hidden="true">{text}</span>
      <span className={styles.srOnly}> {t('chat.ui.unreadLabel', { count })}</span>
    </span>
  );
}

import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useText } from '../i18n';
import { Button } from './Button';
import styles from './PageState.module.css';

/** A polite loading line for a page or section (announced once, not on every render). */
export function PageLoading({ label }: { label?: string }) {
  const t = useText();
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t('pageLoad.loading')}</span>
    </div>
  );
}

/** docs/product/browsing.md, docs/product/errors.md: the page-load error with a retry. */
export function PageError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const t = useText();
  return (
    <div className={styles.state} role="alert">
      <span className={styles.icon} aria-hidden="true">
        <RefreshCw size={28} strokeWidth={1.75} />
      </span>
      <p className={styles.title}>{message ?? t('pageLoad.error')}</p>
      <Button theme="purple" size="small" onClick={onRetry}>
        {t('pageLoad.retry')}
      </Button>
    </div>
  );
}

/**
 * An empty screen or section (docs/design.md, Empty states): an icon in a soft circle, one sentence, and — as
 * `children` — at most one action.
 */
export function EmptyState({ title, icon, children }: { title: string; icon?: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.state}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <p className={styles.title}>{title}</p>
      {children}
    </div>
  );
}

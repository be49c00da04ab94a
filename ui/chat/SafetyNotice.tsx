import { SAFETY_NOTICE_TEXT, type SafetyRule } from '../../core/trust/message-safety';
import { useText } from '../i18n';
import styles from './MessageBubble.module.css';

/** The receiving side's inline safety notice under a risky message: one sentence of advice, dismissible. */
export function SafetyNotice({ rule, onDismiss }: { rule: SafetyRule; onDismiss: () => void }) {
  const t = useText();
  return (
    <div className={styles.notice} role="note" aria-label={t('trust.notice.title')} data-testid="safety-notice" data-rule={rule}>
      <span aria-hidden="true">⚠</span>
      <p className={styles.noticeText}>
        <strong>{t('trust.notice.title')}: </strong>
        {t(SAFETY_NOTICE_TEXT[rule])}
      </p>
      <button type="button" className={styles.noticeClose} onClick={onDismiss} aria-label={t('trust.notice.dismiss')}>
        ×
      </button>
    </div>
  );
}

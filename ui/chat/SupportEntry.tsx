import { useText } from '../i18n';
import styles from './SupportEntry.module.css';

export interface SupportEntryProps {
  onClick: () => void;
}

/** Opens the support conversation (a 'support-…' placeholder until the first message, SPEC §4). */
export function SupportEntry({ onClick }: SupportEntryProps) {
  const t = useText();
  return (
    <button type="button" className={styles.entry} onClick={onClick} aria-haspopup="dialog">
      <span aria-hidden="true">🔧</span>
      {t('chat.ui.contactSupport')}
    </button>
  );
}

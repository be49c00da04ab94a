import { useText } from '../i18n';
import { WrenchIcon } from './WrenchIcon';
import styles from './SupportEntry.module.css';

export interface SupportEntryProps {
  onClick: () => void;
}

/** Opens the support conversation (a 'support-…' placeholder until the first message, docs/product/chat.md). */
export function SupportEntry({ onClick }: SupportEntryProps) {
  const t = useText();
  return (
    <button type="button" className={styles.entry} onClick={onClick} aria-haspopup="dialog">
      <WrenchIcon size={16} />
      {t('chat.ui.contactSupport')}
    </button>
  );
}

import { useText } from '../i18n';
import { ChatAvatar } from './ChatAvatar';
import type { PartnerView } from './viewTypes';
import styles from './MessagePreviewToast.module.css';

export interface MessagePreviewToastProps {
  partner: PartnerView;
  /** The preview text, already cut to 40 characters by the core. */
  text: string;
  onOpen: () => void;
  visible?: boolean;
}

/** SPEC §4/§9 new-message preview: shown bottom-right for 4 s to a recipient whose chat is closed. */
export function MessagePreviewToast({ partner, text, onOpen, visible = true }: MessagePreviewToastProps) {
  const t = useText();
  const name = partner.name || t('chat.anonymous');
  return (
    <button type="button" className={visible ? styles.toast : `${styles.toast} ${styles.leaving}`} onClick={onOpen} data-testid="message-preview-toast">
      <ChatAvatar partner={partner} />
      <span className={styles.body}>
        <strong className={styles.title}>{t('chat.ui.newMessageFrom', { name })}</strong>
        <span className={styles.text}>{text}</span>
      </span>
    </button>
  );
}

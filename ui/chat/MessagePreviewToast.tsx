import { useText } from '../i18n';
import styles from './MessagePreviewToast.module.css';

export interface MessagePreviewToastProps {
  /** The sender's name from the preview payload. */
  senderName: string;
  /** The listing the conversation is about, when there is one. */
  listingName: string;
  /** The preview text, already cut to 40 characters by the core. */
  text: string;
  onOpen: () => void;
}

/** docs/product/chat.md new-message preview: shown bottom-right for 4 s to a recipient whose chat is closed. */
export function MessagePreviewToast({ senderName, listingName, text, onOpen }: MessagePreviewToastProps) {
  const t = useText();
  // The preview payload may come without a name; the toast still says who it is from.
  const name = senderName || t('chat.anonymous');
  return (
    <button type="button" className={styles.toast} onClick={onOpen} data-testid="message-preview-toast">
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
        </svg>
      </span>
      <span className={styles.body}>
        <strong className={styles.title}>{t('chat.ui.newMessageFrom', { name })}</strong>
        {listingName && <span className={styles.listing}>{listingName}</span>}
        <span className={styles.text}>{text}</span>
      </span>
    </button>
  );
}

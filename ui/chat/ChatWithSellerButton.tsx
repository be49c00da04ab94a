import { useText } from '../i18n';
import styles from './ChatWithSellerButton.module.css';

export interface ChatWithSellerButtonProps {
  onClick: () => void;
  disabled?: boolean;
  /** The phone's contact bar has room for one word ('Порака'). */
  short?: boolean;
}

/** The listing page's "chat with seller": opens (or creates) the conversation about this listing. */
export function ChatWithSellerButton({ onClick, disabled = false, short = false }: ChatWithSellerButtonProps) {
  const t = useText();
  return (
    <button type="button" className={styles.button} onClick={onClick} disabled={disabled} aria-haspopup="dialog">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
      </svg>
      {t(short ? 'chat.ui.chatWithSellerShort' : 'chat.ui.chatWithSeller')}
    </button>
  );
}

import type { ReactNode } from 'react';
import { Modal } from '../components/Modal';
import { useText } from '../i18n';
import styles from './ChatDialog.module.css';

/** docs/product/chat.md Chat dialog: maximum width 880. */
export const CHAT_DIALOG_MAX_WIDTH = 880;
const CHAT_DIALOG_MAX_HEIGHT = 680;

export interface ChatDialogProps {
  open: boolean;
  onClose: () => void;
  /** The conversation list pane. */
  list: ReactNode;
  /** The open conversation, or null for the placeholder. */
  thread: ReactNode | null;
  /** A status line above the panes (connecting, connection error); null when connected. */
  status?: ReactNode;
}

/**
 * The modal 'Пораки': the list on the left, the open conversation (or a placeholder) on the right. Below
 * 768 px one pane shows at a time: the list until a conversation is chosen, then the thread with its back
 * button.
 */
export function ChatDialog({ open, onClose, list, thread, status }: ChatDialogProps) {
  const t = useText();
  return (
    <Modal open={open} onClose={onClose} title={t('chat.title')} maxWidth={CHAT_DIALOG_MAX_WIDTH} maxHeight={CHAT_DIALOG_MAX_HEIGHT} flushBody className={styles.dialog}>
      {status}
      <div className={styles.panes} data-pane={thread ? 'thread' : 'list'}>
        <div className={styles.list}>{list}</div>
        <div className={styles.thread}>
          {thread ?? (
            <div className={styles.placeholder} data-testid="chat-placeholder">
              <p>{t('chat.ui.placeholder')}</p>
            </div>
          )}
        </div>
      </div>
    </Modal>
  );
}

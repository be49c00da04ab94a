import type { ChatConnectionState } from '../../core';
import { useText } from '../i18n';
import styles from './ConnectionStatus.module.css';

/** docs/product/chat.md Chat socket: connecting, or the stored connect error; nothing once connected. */
export function ConnectionStatus({ connection }: { connection: Pick<ChatConnectionState, 'status' | 'error'> }) {
  const t = useText();
  if (connection.status === 'connected' || connection.status === 'idle') return null;
  const error = connection.status === 'error';
  return (
    <p className={error ? `${styles.status} ${styles.error}` : styles.status} role="status" data-testid="chat-connection">
      {error ? t('chat.ui.connectionError', { message: connection.error ?? '' }) : t('chat.ui.connecting')}
    </p>
  );
}

import { useText } from '../i18n';
import type { UiConnection } from './uiChat';
import styles from './ConnectionStatus.module.css';

/** SPEC §4 Chat socket: connecting, or the stored connect error; nothing once connected. */
export function ConnectionStatus({ connection }: { connection: UiConnection }) {
  const t = useText();
  if (connection.state === 'connected' || connection.state === 'idle') return null;
  const error = connection.state === 'error';
  return (
    <p className={error ? `${styles.status} ${styles.error}` : styles.status} role="status" data-testid="chat-connection">
      {error ? t('chat.ui.connectionError', { message: connection.message ?? '' }) : t('chat.ui.connecting')}
    </p>
  );
}

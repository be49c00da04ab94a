import type { ChatMessageView, DisplayStatus } from '../../core';
import type { MessageId } from '../../core';
import { addTexts } from '../../core';
import { trustMk } from '../../core/i18n/mk/trust';
import { useText } from '../i18n';
import { MessageText } from './MessageText';
import { SafetyNotice } from './SafetyNotice';
import styles from './MessageBubble.module.css';

// The safety notices' and links' texts come with the chat's chunk, not with the first page (core/i18n/README.md).
addTexts('mk', trustMk);

const STATUS_LABEL: Record<DisplayStatus, MessageId> = {
  sending: 'chat.ui.statusSending',
  sent: 'chat.ui.statusSent',
  delivered: 'chat.ui.statusDelivered',
  rate_limited: 'chat.ui.statusRateLimited',
  error: 'chat.ui.statusFailed',
};

export interface MessageBubbleProps {
  message: ChatMessageView;
  /** Retries a failed message by its temp id (docs/product/chat.md: only failed messages, with a new temp id). */
  onRetry?: (tempId: string) => void;
  /** The reader closed this message's safety notice. */
  noticeDismissed?: boolean;
  onDismissNotice?: (key: string) => void;
}

/**
 * One message (docs/product/chat.md Outbound message status, Chat messages): the status icon the engine chose, the
 * server's error text and a retry action on a failed bubble, a note on a rate-limited one, and the larger
 * rounded bubble for long texts. The text is a React text node, so user content is never parsed as HTML.
 */
export function MessageBubble({ message, onRetry, noticeDismissed = false, onDismissNotice }: MessageBubbleProps) {
  const t = useText();
  const { status } = message;
  const classes = [styles.bubble, message.own ? styles.own : styles.theirs, message.large ? styles.large : '', status === 'error' ? styles.failed : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={message.own ? `${styles.row} ${styles.rowOwn}` : styles.row} data-testid="message">
      <div className={classes} data-large={message.large} data-status={status ?? undefined}>
        <MessageText parts={message.parts} />
        <span className={styles.meta}>
          <time className={styles.time}>{message.timeLabel}</time>
          {status && (
            <span className={styles.status} role="img" aria-label={t(STATUS_LABEL[status])} data-testid="message-status">
              {message.statusIcon}
            </span>
          )}
        </span>
      </div>
      {status === 'error' && (
        <div className={styles.failure} role="alert">
          <span>{message.error || t('chat.sendFailed')}</span>
          {message.canRetry && onRetry && (
            <button type="button" className={styles.retry} onClick={() => onRetry(message.tempId ?? message.key)}>
              {t('chat.ui.retry')}
            </button>
          )}
        </div>
      )}
      {status === 'rate_limited' && <div className={styles.note}>{t('chat.ui.willRetry')}</div>}
      {message.notice && !noticeDismissed && <SafetyNotice rule={message.notice} onDismiss={() => onDismissNotice?.(message.key)} />}
    </div>
  );
}

import type { ChatDayGroupView, ChatMessageView, ChatThreadHeader } from '../../core';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { useText } from '../i18n';
import { Composer, type ComposerSendResult } from './Composer';
import { MessageList } from './MessageList';
import { ThreadHeader } from './ThreadHeader';
import { TypingIndicator } from './TypingIndicator';
import styles from './ThreadView.module.css';

export interface ThreadViewProps {
  header: ChatThreadHeader;
  groups: readonly ChatDayGroupView[];
  hasMore: boolean;
  loadingMore: boolean;
  partnerTyping: boolean;
  /** Waiting for the conversation's messages. */
  loading?: boolean;
  canSend: (text: string) => boolean;
  onSend: (text: string) => ComposerSendResult;
  onTyping: (text: string) => void;
  onRetry: (key: string) => void;
  onLoadMore: () => void;
  onBack: () => void;
  inputRef?: Ref<HTMLTextAreaElement>;
  /** Block and report for this conversation, when it offers them. */
  actions?: ReactNode;
}

function lastIncoming(groups: readonly ChatDayGroupView[]): ChatMessageView | null {
  for (let g = groups.length - 1; g >= 0; g--) {
    const messages = groups[g]?.messages ?? [];
    for (let m = messages.length - 1; m >= 0; m--) {
      const message = messages[m];
      if (message && !message.own) return message;
    }
  }
  return null;
}

/**
 * docs/product/chat.md Open conversation: header, 'load more' while older messages exist, the messages by day, the
 * partner's typing indicator and the input. Incoming messages that arrive while it is open are announced
 * through a polite live region (the virtualised list itself is not a live region: rows come and go as it
 * scrolls).
 */
export function ThreadView(props: ThreadViewProps) {
  const { header, groups, hasMore, loadingMore, partnerTyping, onSend } = props;
  const t = useText();
  const headingId = useId();
  const latest = lastIncoming(groups);
  // Only messages that arrive after the history has loaded are announced, not the history itself.
  const loading = props.loading === true;
  const [baselineKey, setBaselineKey] = useState<string | null | undefined>(loading ? undefined : (latest?.key ?? null));
  if (baselineKey === undefined && !loading) setBaselineKey(latest?.key ?? null);
  const announcement = baselineKey !== undefined && latest && latest.key !== baselineKey ? t('chat.ui.incoming', { name: header.partner.name, message: latest.text }) : '';
  const [ownSendCount, setOwnSendCount] = useState(0);
  // Closed safety notices stay closed while the conversation is open (the list's rows come and go as it scrolls).
  const [dismissedNotices, setDismissedNotices] = useState<ReadonlySet<string>>(() => new Set());
  const dismissNotice = (key: string) => setDismissedNotices((keys) => new Set([...keys, key]));

  return (
    <section className={styles.thread} aria-labelledby={headingId}>
      <ThreadHeader header={header} onBack={props.onBack} headingId={headingId} actions={props.actions} />
      {hasMore && (
        <div className={styles.more}>
          <button type="button" className={styles.moreButton} onClick={props.onLoadMore} disabled={loadingMore} aria-busy={loadingMore}>
            {loadingMore ? t('button.loading') : t('chat.ui.loadMore')}
          </button>
        </div>
      )}
      {loading && groups.length === 0 ? (
        <p className={styles.loading} role="status">
          {t('button.loading')}
        </p>
      ) : (
        <MessageList groups={groups} onRetry={props.onRetry} ownSendCount={ownSendCount} labelledBy={headingId} dismissedNotices={dismissedNotices} onDismissNotice={dismissNotice} />
      )}
      <div className={styles.typing}>{partnerTyping && <TypingIndicator name={header.partner.name} />}</div>
      <div className={styles.srOnly} aria-live="polite" aria-atomic="true" data-testid="chat-live">
        {announcement}
      </div>
      <Composer
        canSend={props.canSend}
        onTyping={props.onTyping}
        inputRef={props.inputRef}
        onSend={(text) => {
          const result = onSend(text);
          if (result.ok) setOwnSendCount((count) => count + 1);
          return result;
        }}
      />
    </section>
  );
}

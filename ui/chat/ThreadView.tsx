import { useId, useState, type Ref } from 'react';
import { useText } from '../i18n';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { ThreadHeader } from './ThreadHeader';
import { TypingIndicator } from './TypingIndicator';
import type { DayGroupView, MessageView, ThreadHeaderView } from './viewTypes';
import styles from './ThreadView.module.css';

export interface ThreadViewProps {
  header: ThreadHeaderView;
  groups: readonly DayGroupView[];
  hasMore: boolean;
  loadingMore: boolean;
  partnerTyping: boolean;
  canSend: (text: string) => boolean;
  onSend: (text: string) => void;
  onTyping: (text: string) => void;
  onRetry: (key: string) => void;
  onLoadMore: () => void;
  onBack: () => void;
  inputRef?: Ref<HTMLTextAreaElement>;
}

function lastIncoming(groups: readonly DayGroupView[]): MessageView | null {
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
 * SPEC §2 Open conversation: header, 'load more' while older messages exist, the messages by day, the
 * partner's typing indicator and the input. Incoming messages that arrive while it is open are announced
 * through a polite live region (the virtualised list itself is not a live region: rows come and go as it
 * scrolls).
 */
export function ThreadView(props: ThreadViewProps) {
  const { header, groups, hasMore, loadingMore, partnerTyping, onSend } = props;
  const t = useText();
  const headingId = useId();
  const latest = lastIncoming(groups);
  // Only messages that arrive after opening are announced, not the history.
  const [initialLatestKey] = useState(() => latest?.key ?? null);
  const announcement = latest && latest.key !== initialLatestKey ? t('chat.ui.incoming', { name: header.partner.name || t('chat.anonymous'), message: latest.text }) : '';
  const [ownSendCount, setOwnSendCount] = useState(0);

  return (
    <section className={styles.thread} aria-labelledby={headingId}>
      <ThreadHeader header={header} onBack={props.onBack} headingId={headingId} />
      {hasMore && (
        <div className={styles.more}>
          <button type="button" className={styles.moreButton} onClick={props.onLoadMore} disabled={loadingMore} aria-busy={loadingMore}>
            {loadingMore ? t('button.loading') : t('chat.ui.loadMore')}
          </button>
        </div>
      )}
      <MessageList groups={groups} onRetry={props.onRetry} ownSendCount={ownSendCount} labelledBy={headingId} />
      <div className={styles.typing}>{partnerTyping && <TypingIndicator name={header.partner.name || t('chat.anonymous')} />}</div>
      <div className={styles.srOnly} aria-live="polite" aria-atomic="true" data-testid="chat-live">
        {announcement}
      </div>
      <Composer
        canSend={props.canSend}
        onTyping={props.onTyping}
        inputRef={props.inputRef}
        onSend={(text) => {
          onSend(text);
          setOwnSendCount((count) => count + 1);
        }}
      />
    </section>
  );
}

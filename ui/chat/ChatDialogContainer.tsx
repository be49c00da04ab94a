import { useEffect, useRef } from 'react';
import { useText } from '../i18n';
import { ChatDialog } from './ChatDialog';
import { ConnectionStatus } from './ConnectionStatus';
import { ConversationList } from './ConversationList';
import { SupportEntry } from './SupportEntry';
import { ThreadView } from './ThreadView';
import { useChatSelector, useUiChat } from './useUiChat';
import type { UiChatState } from './uiChat';
import styles from './ChatDialog.module.css';

const selectDialog = (state: UiChatState) => ({
  open: state.open,
  rows: state.rows,
  selectedId: state.selectedId,
  thread: state.thread,
  connection: state.connection,
});

/**
 * The dialog wired to the chat engine. Focus moves with the user: into the input when a conversation opens,
 * back to that conversation's row when they go back to the list.
 */
export default function ChatDialogContainer() {
  const t = useText();
  const chat = useUiChat();
  const { open, rows, selectedId, thread, connection } = useChatSelector(selectDialog);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const previousSelection = useRef(selectedId);

  useEffect(() => {
    const previous = previousSelection.current;
    previousSelection.current = selectedId;
    if (selectedId !== null && thread) {
      if (previous !== selectedId) inputRef.current?.focus();
    } else if (selectedId === null && previous !== null) {
      const rowOf = (id: unknown) => listRef.current?.querySelector<HTMLElement>(`[data-conversation-id="${CSS.escape(String(id))}"]`);
      (rowOf(previous) ?? listRef.current?.querySelector<HTMLElement>('[role="option"]'))?.focus();
    }
  }, [selectedId, thread]);

  if (!chat) return null;
  const threadPane = thread ? (
    <ThreadView
      key={String(thread.id)}
      header={thread.header}
      groups={thread.groups}
      hasMore={thread.hasMore}
      loadingMore={thread.loadingMore}
      partnerTyping={thread.partnerTyping}
      canSend={(text) => chat.canSend(text)}
      onSend={(text) => chat.send(text)}
      onTyping={(text) => chat.typing(text)}
      onRetry={(key) => chat.retry(key)}
      onLoadMore={() => chat.loadMore()}
      onBack={() => chat.back()}
      inputRef={inputRef}
    />
  ) : selectedId !== null ? (
    <p className={styles.placeholder}>{t('button.loading')}</p>
  ) : null;

  return (
    <ChatDialog
      open={open}
      onClose={() => chat.close()}
      status={<ConnectionStatus connection={connection} />}
      list={
        <div ref={listRef} className={styles.listScroll}>
          <ConversationList rows={rows} onSelect={(id) => chat.select(id)} />
          <div className={styles.support}>
            <SupportEntry onClick={() => chat.openSupport()} />
          </div>
        </div>
      }
      thread={threadPane}
    />
  );
}

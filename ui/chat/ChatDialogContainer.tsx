import type { ChatSnapshot } from '../../core';
import { useEffect, useRef } from 'react';
import { isSendableMessage } from '../../core';
import { canBlockOrReport } from '../../core/trust/conversation-trust';
import { ConversationActions } from './ConversationActions';
import { ChatDialog } from './ChatDialog';
import { ConnectionStatus } from './ConnectionStatus';
import { ConversationList } from './ConversationList';
import { SupportEntry } from './SupportEntry';
import { ThreadView } from './ThreadView';
import { useChatSelector, useUiChat } from './useUiChat';
import styles from './ChatDialog.module.css';

const selectDialog = (state: ChatSnapshot) => ({
  isOpen: state.isOpen,
  conversations: state.conversations,
  selectedId: state.selectedId,
  focusInput: state.focusInput,
  thread: state.thread,
  connection: state.connection,
});

/**
 * The dialog wired to the chat engine. Focus follows the engine's `focusInput` (the composer takes focus when
 * a conversation opens; cleared at every navigation) and returns to the conversation's row on back.
 */
export default function ChatDialogContainer() {
  const chat = useUiChat();
  const { isOpen, conversations, selectedId, focusInput, thread, connection } = useChatSelector(selectDialog);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const previousSelection = useRef(selectedId);
  const threadOpen = thread.conversationId !== null && thread.header !== null;

  useEffect(() => {
    if (focusInput && threadOpen) inputRef.current?.focus();
  }, [focusInput, threadOpen, selectedId]);

  useEffect(() => {
    const previous = previousSelection.current;
    previousSelection.current = selectedId;
    if (selectedId !== null || previous === null) return;
    const rowOf = (id: unknown) => listRef.current?.querySelector<HTMLElement>(`[data-conversation-id="${CSS.escape(String(id))}"]`);
    (rowOf(previous) ?? listRef.current?.querySelector<HTMLElement>('[role="option"]'))?.focus();
  }, [selectedId]);

  if (!chat) return null;
  const threadPane =
    threadOpen && thread.header ? (
      <ThreadView
        key={String(thread.conversationId)}
        header={thread.header}
        groups={thread.groups}
        hasMore={thread.hasMore}
        loading={thread.loading}
        loadingMore={thread.loadingMore}
        partnerTyping={thread.typing}
        canSend={isSendableMessage}
        onSend={(text) => chat.send(text)}
        onTyping={(text) => chat.typing(text)}
        onRetry={(key) => chat.retry(key)}
        onLoadMore={() => chat.loadMore()}
        onBack={() => chat.back()}
        inputRef={inputRef}
        actions={canBlockOrReport(thread.conversationId, thread.header.isSupport) ? <ConversationActions conversationId={thread.conversationId} listingId={thread.header.listingId} partnerId={/^\d+$/.test(thread.header.partner.id) ? Number(thread.header.partner.id) : null} /> : undefined}
      />
    ) : null;

  return (
    <ChatDialog
      open={isOpen}
      onClose={() => chat.close()}
      status={<ConnectionStatus connection={connection} />}
      list={
        <div ref={listRef} className={styles.listScroll}>
          <ConversationList rows={conversations} onSelect={(id) => chat.select(id)} />
          <div className={styles.support}>
            <SupportEntry onClick={() => chat.openSupport()} />
          </div>
        </div>
      }
      thread={threadPane}
    />
  );
}

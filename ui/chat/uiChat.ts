import type { ObservableStore } from '../hooks/useObservableState';
import type { ConversationRowView, DayGroupView, ThreadHeaderView } from './viewTypes';

/**
 * What the chat UI needs from the core chat engine, in the shape it renders. The engine decides everything
 * (order, truncation, statuses, badges, timings); `engineToUiChat` maps its stores onto this, field for field.
 * Tests and the embed pass any implementation (DESIGN.md §4: use cases come from one React context).
 */

export type UiConversationId = string | number;

export interface UiConnection {
  state: 'idle' | 'connecting' | 'connected' | 'error';
  /** The stored connect error (SPEC §4 Chat socket). */
  message?: string;
}

export interface UiThreadState {
  id: UiConversationId;
  header: ThreadHeaderView;
  groups: readonly DayGroupView[];
  hasMore: boolean;
  loadingMore: boolean;
  partnerTyping: boolean;
}

export interface UiChatState {
  /** A chat socket exists (the user has a token): the chat button is shown only then. */
  available: boolean;
  /** The shared open/closed state of the dialog. */
  open: boolean;
  connection: UiConnection;
  unreadTotal: number;
  /** '' / '1'…'9' / '9+' (SPEC §4 Chat unread indicator). */
  unreadBadge: string;
  rows: readonly ConversationRowView[];
  selectedId: UiConversationId | null;
  thread: UiThreadState | null;
}

export interface UiChatListing {
  id: number | string;
  /** The seller, when the page knows them; the engine resolves the conversation either way. */
  sellerId?: number | string | null;
  name?: string | null;
}

export interface UiChat extends ObservableStore<UiChatState> {
  /** Opens the dialog and emits `_lc` (SPEC §4). */
  open(): void;
  close(): void;
  select(id: UiConversationId): void;
  /** Back from a thread to the list (sends typing stop, SPEC §4 Typing). */
  back(): void;
  send(text: string): void;
  retry(messageKey: string): void;
  loadMore(): void;
  /** Every input edit; the engine sends typing start/stop. */
  typing(text: string): void;
  /** At the start of every page navigation: dialog closed, selection and focus cleared (SPEC §2). */
  navigationStarted(): void;
  openSupport(): void;
  /** "Chat with seller": opens or creates the conversation about this listing. */
  startWithSeller(listing: UiChatListing): void;
  /** Opens the dialog on one conversation (the inbox route's `inboxId`). */
  openConversation(id: UiConversationId): void;
  /** SPEC §5: may this text be sent (trimmed, not empty)? */
  canSend(text: string): boolean;
}

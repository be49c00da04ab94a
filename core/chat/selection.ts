import type { SocketPort } from '../ports/socket';
import type { ConversationId } from '../schemas/chat';
import { CHAT_EVENTS } from '../schemas/chat-events';
import { CHAT_TIMING } from './constants';
import type { ConversationListStore } from './conversation-list';
import { idKey, isPlaceholderId } from './ids';
import type { OpenThreadStore } from './open-thread';
import type { OutboundQueue } from './outbound-queue';
import type { PresenceStore } from './presence';
import { Store } from '../store/store';
import type { ChatTimers } from './timers';
import type { TypingStore } from './typing';
import type { UnreadStore } from './unread';

export interface ChatPanelState {
  /** The modal is open (shared chat state, docs/product/chat.md). */
  readonly isOpen: boolean;
  readonly selectedId: ConversationId | null;
  /** The composer should take focus (cleared at the start of every navigation). */
  readonly focusInput: boolean;
}

export const INITIAL_PANEL_STATE: ChatPanelState = { isOpen: false, selectedId: null, focusInput: false };

export interface SelectionDeps {
  socket: SocketPort;
  timers: ChatTimers;
  list: ConversationListStore;
  thread: OpenThreadStore;
  unread: UnreadStore;
  typing: TypingStore;
  presence: PresenceStore;
  outbound: OutboundQueue;
}

/**
 * docs/product/chat.md Selecting a conversation and closing the chat: clear messages and the unread count, leave the old
 * room, join the new one after 50 ms, mark it read 100 ms after that; closing leaves the room and resets
 * messages, unread counts, typing and online state. Placeholders have no room until their first message.
 */
export class ChatSelection extends Store<ChatPanelState> {
  constructor(private readonly deps: SelectionDeps) {
    super(INITIAL_PANEL_STATE);
  }

  /** Opening the chat emits `_lc` (docs/product/chat.md Chat unread indicator) and refreshes the list. */
  open(): void {
    if (this.getSnapshot().isOpen) return;
    this.patch({ isOpen: true });
    this.deps.socket.emit(CHAT_EVENTS.chatOpened);
    this.deps.socket.emit(CHAT_EVENTS.getLatestConversations);
  }

  select(id: ConversationId): void {
    const { selectedId } = this.getSnapshot();
    if (selectedId !== null && idKey(selectedId) === idKey(id)) {
      this.patch({ focusInput: true });
      return;
    }
    this.leaveCurrent();
    const entry = this.deps.list.get(id);
    this.deps.thread.open(id, {
      entity: entry?.conversation.entity ?? null,
      otherParticipant: entry?.conversation.other_participant ?? null,
      isSupport: Boolean(entry?.conversation.is_support),
    });
    this.deps.unread.clearConversation(id);
    this.deps.list.setUnread(id, 0);
    this.patch({ selectedId: id, focusInput: true });
    if (isPlaceholderId(id)) return;
    this.deps.timers.set('select.join', CHAT_TIMING.joinDelayMs, () => {
      this.deps.socket.emit(CHAT_EVENTS.join, { conversation_id: id });
      this.deps.timers.set('select.read', CHAT_TIMING.markReadDelayMs, () => {
        this.deps.socket.emit(CHAT_EVENTS.markConversationAsRead, { conversation_id: id });
      });
    });
  }

  /** Mobile back: the list again; typing stops and the room is left. */
  back(): void {
    if (this.getSnapshot().selectedId === null) return;
    this.leaveCurrent();
    this.deps.thread.close();
    this.patch({ selectedId: null, focusInput: false });
  }

  close(): void {
    const wasOpen = this.getSnapshot().isOpen;
    this.leaveCurrent();
    this.deps.thread.close();
    this.deps.typing.reset();
    this.deps.presence.reset();
    this.deps.unread.reset();
    this.deps.list.setAllUnread(new Map());
    this.setState(INITIAL_PANEL_STATE);
    // The badge must stay true after the reset: ask the server for the current counts again.
    if (wasOpen) this.deps.socket.emit(CHAT_EVENTS.getUnreadCount);
  }

  /** docs/product/chat.md: at the start of every page navigation the panel closes and selection and focus are cleared. */
  navigationStarted(): void {
    const state = this.getSnapshot();
    if (state.isOpen || state.selectedId !== null) this.close();
    else if (state.focusInput) this.patch({ focusInput: false });
  }

  /** A placeholder that is selected became a real conversation: join its room now. */
  rename(from: ConversationId, to: ConversationId): void {
    const { selectedId } = this.getSnapshot();
    if (selectedId === null || idKey(selectedId) !== idKey(from)) return;
    this.patch({ selectedId: to });
    if (!isPlaceholderId(to)) this.deps.socket.emit(CHAT_EVENTS.join, { conversation_id: to });
  }

  /**
   * After a reconnect the server has forgotten our room: join again (the server answers with the thread,
   * which merges by id) and mark read what arrived while we were away.
   */
  rejoin(): void {
    const { selectedId } = this.getSnapshot();
    if (selectedId === null || isPlaceholderId(selectedId) || this.deps.timers.has('select.join')) return;
    this.deps.socket.emit(CHAT_EVENTS.join, { conversation_id: selectedId });
    this.deps.timers.set('select.read', CHAT_TIMING.markReadDelayMs, () => {
      this.deps.socket.emit(CHAT_EVENTS.markConversationAsRead, { conversation_id: selectedId });
    });
  }

  private leaveCurrent(): void {
    const { selectedId } = this.getSnapshot();
    this.deps.timers.clear('select.join');
    this.deps.timers.clear('select.read');
    this.deps.typing.stop();
    if (selectedId === null) return;
    this.deps.outbound.clearSettled(selectedId);
    if (!isPlaceholderId(selectedId)) this.deps.socket.emit(CHAT_EVENTS.leave, { conversation_id: selectedId });
  }
}

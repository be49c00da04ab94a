import type { SocketPort } from '../ports/socket';
import type { ChatId, ConversationId, TypingPayload } from '../schemas/chat';
import { CHAT_EVENTS } from '../schemas/chat-events';
import { CHAT_TIMING } from './constants';
import { idKey, isPlaceholderId } from './ids';
import { Store } from '../store/store';
import type { ChatTimers } from './timers';

export interface TypingState {
  /** Conversation keys where the partner is typing now (docs/product/chat.md typing indicator). */
  readonly typingIn: Readonly<Record<string, true>>;
  /** The conversation we told the server we are typing in, if any. */
  readonly outgoing: string | null;
}

export const INITIAL_TYPING_STATE: TypingState = { typingIn: {}, outgoing: null };

interface OutgoingTarget {
  conversationId: ConversationId;
  recipientId: ChatId | null;
}

/**
 * docs/product/chat.md Typing: typing_start when the user types; typing_stop after 2 s idle, on empty input, on send, on
 * back. Incoming typing_start/stop are shown per conversation (and ignored for the current user's own id).
 */
export class TypingStore extends Store<TypingState> {
  private target: OutgoingTarget | null = null;

  constructor(
    private readonly socket: SocketPort,
    private readonly timers: ChatTimers,
    private readonly currentUserKey: () => string,
  ) {
    super(INITIAL_TYPING_STATE);
  }

  isTyping(conversationId: ConversationId | null | undefined): boolean {
    return this.getSnapshot().typingIn[idKey(conversationId)] === true;
  }

  /** The composer's text changed. Placeholder conversations have no room yet, so nothing is sent. */
  input(conversationId: ConversationId, recipientId: ChatId | null, text: string): void {
    if (text.trim().length === 0) {
      this.stop();
      return;
    }
    if (isPlaceholderId(conversationId)) return;
    if (this.target && idKey(this.target.conversationId) !== idKey(conversationId)) this.stop();
    if (!this.target) {
      this.target = { conversationId, recipientId };
      this.socket.emit(CHAT_EVENTS.typingStart, { conversation_id: conversationId, recepient_id: recipientId });
      this.patch({ outgoing: idKey(conversationId) });
    }
    this.timers.set('typing.idle', CHAT_TIMING.typingIdleMs, () => this.stop());
  }

  /** Sends typing_stop if a typing_start is outstanding (send, back, empty input, idle, conversation change). */
  stop(): void {
    this.timers.clear('typing.idle');
    const target = this.target;
    if (!target) return;
    this.target = null;
    this.socket.emit(CHAT_EVENTS.typingStop, { conversation_id: target.conversationId, recepient_id: target.recipientId });
    this.patch({ outgoing: null });
  }

  /** Incoming typing_start / typing_stop. */
  applyIncoming(started: boolean, payload: TypingPayload): void {
    if (idKey(payload.user_id) === this.currentUserKey()) return;
    const key = idKey(payload.conversation_id);
    if (started) {
      this.timers.set(`typing.in.${key}`, CHAT_TIMING.incomingTypingExpiryMs, () => this.setIncoming(key, false));
    } else {
      this.timers.clear(`typing.in.${key}`);
    }
    this.setIncoming(key, started);
  }

  private setIncoming(key: string, typing: boolean): void {
    const current = this.getSnapshot().typingIn;
    if ((current[key] === true) === typing) return;
    const next: Record<string, true> = { ...current };
    if (typing) next[key] = true;
    else delete next[key];
    this.patch({ typingIn: next });
  }

  /** A placeholder became a real conversation. */
  rename(from: ConversationId, to: ConversationId): void {
    if (this.isTyping(from)) {
      this.setIncoming(idKey(from), false);
      this.setIncoming(idKey(to), true);
    }
  }

  /** docs/product/chat.md closing resets typing state (an outstanding typing_start is stopped first). */
  reset(): void {
    this.stop();
    this.timers.clearPrefix('typing.');
    this.setState(INITIAL_TYPING_STATE);
  }

  override dispose(): void {
    this.timers.clearPrefix('typing.');
    super.dispose();
  }
}

import { type Subscription } from 'rxjs';
import type { SocketPort } from '../ports/socket';
import { onlineStatusAckSchema, type ChatId, type UserOnlineStatusPayload } from '../schemas/chat';
import { CHAT_EVENTS } from '../schemas/chat-events';
import { CHAT_TIMING } from './constants';
import { idKey } from './ids';
import { Store } from '../store/store';
import type { ChatTimers } from './timers';

export interface PresenceState {
  /** docs/product/chat.md Online map: user id → online. Unknown users are offline. */
  readonly online: Readonly<Record<string, boolean>>;
}

export const INITIAL_PRESENCE_STATE: PresenceState = { online: {} };

/**
 * Presence (docs/product/chat.md): get_online_status (with ack) 100 ms after a conversation list arrives, then
 * user_online_status updates. A failed or malformed acknowledgement leaves the map as it was.
 */
export class PresenceStore extends Store<PresenceState> {
  private request: Subscription | null = null;
  private readonly extraRequests = new Set<Subscription>();
  private readonly asked = new Set<string>();

  constructor(
    private readonly socket: SocketPort,
    private readonly timers: ChatTimers,
  ) {
    super(INITIAL_PRESENCE_STATE);
  }

  isOnline(userId: ChatId | null | undefined): boolean {
    return this.getSnapshot().online[idKey(userId)] === true;
  }

  /** Schedules the status request for these partners; a newer list within 100 ms replaces it. */
  requestAfterList(userIds: readonly ChatId[]): void {
    const seen = new Set<string>();
    const unique = userIds.filter((id) => {
      const key = idKey(id);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    this.timers.set('presence.request', CHAT_TIMING.onlineStatusDelayMs, () => {
      if (unique.length === 0) return;
      this.request?.unsubscribe();
      this.request = this.socket.emitWithAck<unknown>(CHAT_EVENTS.getOnlineStatus, { user_ids: unique }).subscribe({
        next: (answer) => this.applyAck(answer),
        error: () => undefined, // an unanswered presence request only leaves dots as they were
      });
    });
  }

  /**
   * A conversation that appears after the list (first message from a listing page or a new buyer) names a
   * partner whose status was never asked for: ask now, once per unknown partner, without touching the list timer.
   */
  requestUnknown(userIds: readonly ChatId[]): void {
    const online = this.getSnapshot().online;
    const unknown = userIds.filter((id) => {
      const key = idKey(id);
      if (!key || key in online || this.asked.has(key)) return false;
      this.asked.add(key);
      return true;
    });
    if (unknown.length === 0) return;
    const request = this.socket.emitWithAck<unknown>(CHAT_EVENTS.getOnlineStatus, { user_ids: unknown }).subscribe({
      next: (answer) => this.applyAck(answer),
      error: () => undefined,
      complete: () => this.extraRequests.delete(request),
    });
    if (!request.closed) this.extraRequests.add(request);
  }

  private applyAck(answer: unknown): void {
    const parsed = onlineStatusAckSchema.safeParse(answer);
    if (!parsed.success || parsed.data.status === 'error' || !parsed.data.data) return;
    this.setState({ online: { ...this.getSnapshot().online, ...parsed.data.data } });
  }

  /** user_online_status. */
  apply(payload: UserOnlineStatusPayload): void {
    const key = idKey(payload.user_id);
    if (this.getSnapshot().online[key] === payload.is_online) return;
    this.setState({ online: { ...this.getSnapshot().online, [key]: payload.is_online } });
  }

  /** docs/product/chat.md closing the chat resets online state. */
  reset(): void {
    this.timers.clear('presence.request');
    this.request?.unsubscribe();
    this.request = null;
    for (const request of this.extraRequests) request.unsubscribe();
    this.extraRequests.clear();
    this.asked.clear();
    this.setState(INITIAL_PRESENCE_STATE);
  }

  override dispose(): void {
    this.reset();
    super.dispose();
  }
}

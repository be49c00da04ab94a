import type { ClockPort } from '../ports/clock';
import type { SocketPort } from '../ports/socket';
import type { ChatId, ConversationId, MessageDeliveredPayload, MessageErrorPayload, MessageSendingPayload } from '../schemas/chat';
import { CHAT_EVENTS, RATE_LIMIT_ERROR_CODES, type SendMessagePayload } from '../schemas/chat-events';
import { CHAT_TIMING } from './constants';
import { idKey, isPlaceholderId, isSupportPlaceholder } from './ids';
import { fromPending, isPending, toPending, type OutboundRecord } from './outbound-record';
import type { OutboxStorage } from './outbox-storage';

export type { OutboundRecord } from './outbound-record';
import { Store } from '../store/store';
import type { ChatTimers } from './timers';

export interface OutboundQueueState {
  /** FIFO across conversations; the view shows the open conversation's. */
  readonly records: readonly OutboundRecord[];
  /** The temp_id sent and waiting for its outcome (one at a time). */
  readonly inFlight: string | null;
}

export const INITIAL_OUTBOUND_STATE: OutboundQueueState = { records: [], inFlight: null };

export interface OutboundDeps {
  socket: SocketPort;
  clock: ClockPort;
  timers: ChatTimers;
  outbox: OutboxStorage;
  isConnected: () => boolean;
  newTempId: () => string;
  /** Storage key part of the signed-in user, '' when nobody is signed in (then nothing is persisted). */
  userKey: () => string;
}

/**
 * docs/product/chat.md Outbound message status: queued → sending → delivered; error → failed (removed after 5 s unless
 * retried with a new temp id); RATE_LIMITED / TOO_FAST → rate_limited, re-queued after remaining + 0.5 s
 * (1 s default). One message at a time, 250 ms between. Pending messages are persisted and resent after a
 * reload or reconnect with the same temp_id; the server deduplicates, so each is delivered once and in order
 * (a rate-limited head holds the line rather than letting later messages overtake it).
 */
export class OutboundQueue extends Store<OutboundQueueState> {
  constructor(private readonly deps: OutboundDeps) {
    super(INITIAL_OUTBOUND_STATE);
  }

  get(tempId: string): OutboundRecord | undefined {
    return this.getSnapshot().records.find((record) => record.tempId === tempId);
  }

  forConversation(id: ConversationId | null): OutboundRecord[] {
    if (id === null) return [];
    return this.getSnapshot().records.filter((record) => idKey(record.conversationId) === idKey(id));
  }

  private commit(records: readonly OutboundRecord[], inFlight: string | null = this.getSnapshot().inFlight): void {
    this.setState({ records, inFlight });
    const userKey = this.deps.userKey();
    if (!userKey) return;
    this.deps.outbox.write(userKey, records.filter(isPending).map(toPending));
  }

  private update(tempId: string, change: Partial<OutboundRecord>, inFlight?: string | null): OutboundRecord | undefined {
    let updated: OutboundRecord | undefined;
    const records = this.getSnapshot().records.map((record) => (record.tempId === tempId ? (updated = { ...record, ...change }) : record));
    if (updated) this.commit(records, inFlight === undefined ? this.getSnapshot().inFlight : inFlight);
    return updated;
  }

  /** Reads the signed-in user's persisted messages back (after a reload); they are sent once connected. */
  restore(): void {
    const userKey = this.deps.userKey();
    if (!userKey) return;
    const known = new Set(this.getSnapshot().records.map((record) => record.tempId));
    const restored = this.deps.outbox
      .read(userKey)
      .filter((item) => !known.has(item.temp_id))
      .flatMap((item) => fromPending(item) ?? []);
    if (restored.length > 0) this.commit([...this.getSnapshot().records, ...restored]);
    this.pump();
  }

  enqueue(input: { conversationId: ConversationId; entityId: ChatId | null; recipientId: ChatId | null; text: string }): OutboundRecord {
    const record: OutboundRecord = { ...input, tempId: this.deps.newTempId(), timestamp: this.deps.clock.now(), status: 'queued', error: null, code: null, messageId: null };
    this.commit([...this.getSnapshot().records, record]);
    this.pump();
    return record;
  }

  /** Sends the head of the queue when connected, nothing is in flight and the 250 ms pause is over. */
  pump(): void {
    const { records, inFlight } = this.getSnapshot();
    if (inFlight !== null || this.deps.timers.has('outbound.pause') || !this.deps.isConnected()) return;
    const head = records.find((record) => record.status === 'queued' || record.status === 'rate_limited');
    if (!head || head.status === 'rate_limited') return;
    const payload: SendMessagePayload = {
      // A listing conversation that does not exist yet travels as null with its entity and recipient.
      conversation_id: isPlaceholderId(head.conversationId) && !isSupportPlaceholder(head.conversationId) ? null : head.conversationId,
      entity_id: head.entityId,
      recipient_id: head.recipientId,
      message: head.text,
      temp_id: head.tempId,
      timestamp: head.timestamp,
      status: 'sending',
    };
    this.update(head.tempId, { status: 'sending' }, head.tempId);
    this.deps.socket.emit(CHAT_EVENTS.sendMessage, payload);
    this.deps.timers.set('outbound.outcome', CHAT_TIMING.sendOutcomeTimeoutMs, () => this.requeueInFlight());
  }

  /** The in-flight send ended (delivered, failed or rate limited): pause 250 ms, then the next one. */
  private settle(tempId: string): void {
    if (this.getSnapshot().inFlight !== tempId) return;
    this.deps.timers.clear('outbound.outcome');
    this.setState({ ...this.getSnapshot(), inFlight: null });
    this.deps.timers.set('outbound.pause', CHAT_TIMING.queuePauseMs, () => this.pump());
  }

  /** No outcome (lost confirmation, dropped connection): send again later with the same temp_id. */
  private requeueInFlight(): void {
    const inFlight = this.getSnapshot().inFlight;
    this.deps.timers.clear('outbound.outcome');
    if (inFlight === null) return;
    this.update(inFlight, { status: 'queued' }, null);
    this.pump();
  }

  /** message_sending: the server has it (✓). */
  onSending(payload: MessageSendingPayload): void {
    const record = this.get(payload.temp_id);
    if (record && (record.status === 'sending' || record.status === 'queued')) this.update(record.tempId, { status: 'sent' });
  }

  /** message_delivered: ✓✓, the record is removed after 2 s. Returns the record (for the thread), if ours. */
  onDelivered(payload: MessageDeliveredPayload): OutboundRecord | undefined {
    const record = this.get(payload.temp_id);
    if (!record) return undefined;
    const delivered = this.update(record.tempId, { status: 'delivered', messageId: payload.message_id, conversationId: payload.conversation_id, error: null, code: null });
    this.deps.timers.clear(`outbound.remove.${record.tempId}`);
    this.deps.timers.set(`outbound.remove.${record.tempId}`, CHAT_TIMING.deliveredRemovalMs, () => this.remove(record.tempId));
    this.settle(record.tempId);
    return delivered;
  }

  /** message_error: rate limits retry by themselves; anything else fails (removed after 5 s unless retried). */
  onError(payload: MessageErrorPayload): OutboundRecord | undefined {
    const record = this.get(payload.temp_id);
    if (!record || record.status === 'delivered') return undefined;
    const code = payload.code ?? null;
    const error = payload.error ?? payload.message ?? null;
    let updated: OutboundRecord | undefined;
    if (code !== null && (RATE_LIMIT_ERROR_CODES as readonly string[]).includes(code)) {
      const delay = typeof payload.remainingTime === 'number' ? payload.remainingTime + CHAT_TIMING.rateLimitExtraMs : CHAT_TIMING.rateLimitDefaultMs;
      updated = this.update(record.tempId, { status: 'rate_limited', code, error });
      this.deps.timers.set(`outbound.retry.${record.tempId}`, delay, () => {
        if (this.get(record.tempId)?.status !== 'rate_limited') return;
        this.update(record.tempId, { status: 'queued' });
        this.pump();
      });
    } else {
      updated = this.update(record.tempId, { status: 'error', code, error });
      this.deps.timers.set(`outbound.remove.${record.tempId}`, CHAT_TIMING.errorRemovalMs, () => this.remove(record.tempId));
    }
    this.settle(record.tempId);
    return updated;
  }

  /** docs/product/chat.md: only a failed message can be retried, with a new temp id. Returns the new temp id. */
  retry(tempId: string): string | null {
    const record = this.get(tempId);
    if (!record || record.status !== 'error') return null;
    this.deps.timers.clear(`outbound.remove.${tempId}`);
    const retried: OutboundRecord = { ...record, tempId: this.deps.newTempId(), timestamp: this.deps.clock.now(), status: 'queued', error: null, code: null };
    this.commit([...this.getSnapshot().records.filter((item) => item.tempId !== tempId), retried]);
    this.pump();
    return retried.tempId;
  }

  private remove(tempId: string): void {
    this.deps.timers.clear(`outbound.remove.${tempId}`);
    this.deps.timers.clear(`outbound.retry.${tempId}`);
    const records = this.getSnapshot().records.filter((record) => record.tempId !== tempId);
    if (records.length !== this.getSnapshot().records.length) this.commit(records);
  }

  /**
   * docs/product/chat.md: the queue is cleared when the conversation changes. Delivered and failed records of the old
   * conversation go at once; messages still pending are not thrown away (that would lose what the user
   * wrote): they keep their place and are delivered in the background.
   */
  clearSettled(conversationId: ConversationId): void {
    for (const record of this.forConversation(conversationId)) {
      if (record.status === 'delivered' || record.status === 'error') this.remove(record.tempId);
    }
  }

  /** A placeholder conversation became real: its queued messages now go to the real id. */
  rename(from: ConversationId, to: ConversationId): void {
    if (!this.getSnapshot().records.some((record) => idKey(record.conversationId) === idKey(from))) return;
    this.commit(this.getSnapshot().records.map((record) => (idKey(record.conversationId) === idKey(from) ? { ...record, conversationId: to } : record)));
  }

  /** The socket went down: what was in flight is sent again after the reconnect; back up: resume. */
  connectionChanged(connected: boolean): void {
    if (connected) {
      this.pump();
      return;
    }
    this.deps.timers.clear('outbound.pause');
    const inFlight = this.getSnapshot().inFlight;
    const records = this.getSnapshot().records.map((record) => (record.status === 'sending' || record.status === 'sent' ? { ...record, status: 'queued' as const } : record));
    if (inFlight !== null || records.some((record, index) => record !== this.getSnapshot().records[index])) this.commit(records, null);
    this.deps.timers.clear('outbound.outcome');
  }

  /** Sign-out: forget the in-memory queue (the user's persisted messages stay for their next sign-in). */
  reset(): void {
    this.deps.timers.clearPrefix('outbound.');
    this.setState(INITIAL_OUTBOUND_STATE);
  }

  override dispose(): void {
    this.deps.timers.clearPrefix('outbound.');
    super.dispose();
  }
}

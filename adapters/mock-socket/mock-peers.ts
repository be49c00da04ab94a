import type { TimerHandle } from '../../core/ports';
import { CHAT_EVENTS } from '../../core/schemas/chat-events';
import type { MockChatServer } from './mock-chat-server';
import { otherOf, type StoredConversation, type StoredMessage } from './mock-views';

export interface MockPeersOptions {
  /** 0..1; seeded in tests so the script is repeatable. */
  random: () => number;
  /** Milliseconds between spontaneous events (a peer writes, or goes online/offline). */
  ambientEveryMs?: [number, number];
}

/**
 * The lively part of the demo: scripted peers that answer a message after a while (typing first), start
 * conversations on their own, and go online and offline. Only peers with no real connection act, so two
 * humans on one mock server are never impersonated.
 */
export class MockPeers {
  private readonly timers = new Set<TimerHandle>();
  private readonly replyIndex = new Map<number, number>();
  private stopped = false;

  constructor(
    private readonly server: MockChatServer,
    private readonly options: MockPeersOptions,
  ) {}

  start(): void {
    this.server.messaging.onStored = (message, conversation) => this.answer(message, conversation);
    this.scheduleAmbient();
  }

  stop(): void {
    this.stopped = true;
    this.server.messaging.onStored = undefined;
    for (const timer of this.timers) this.server.options.clock.clearTimeout(timer);
    this.timers.clear();
  }

  private isScripted(userId: number): boolean {
    for (const connection of this.server.connections) if (connection.userId === userId) return false;
    return this.server.users.get(userId) !== undefined;
  }

  private between([min, max]: [number, number]): number {
    return Math.round(min + (max - min) * this.options.random());
  }

  private later(ms: number, action: () => void): void {
    if (this.stopped) return;
    const timer = this.server.options.clock.setTimeout(() => {
      this.timers.delete(timer);
      if (!this.stopped) action();
    }, ms);
    this.timers.add(timer);
  }

  /** A human wrote to a scripted peer: it comes online, types for a moment, then answers. */
  private answer(message: StoredMessage, conversation: StoredConversation): void {
    const peerId = message.recipientId;
    if (!this.isScripted(peerId) || this.isScripted(message.senderId)) return;
    const peer = this.server.users.get(peerId);
    if (!peer || peer.replies.length === 0) return;
    const turn = this.replyIndex.get(peerId) ?? 0;
    this.replyIndex.set(peerId, turn + 1);
    const text = peer.replies[turn % peer.replies.length] ?? '';
    this.later(this.between([700, 1_400]), () => {
      this.setOnline(peerId, true);
      this.typing(conversation, peerId, CHAT_EVENTS.typingStart);
      this.later(this.between([1_500, 3_500]), () => {
        this.typing(conversation, peerId, CHAT_EVENTS.typingStop);
        this.server.messaging.post(conversation, peerId, text);
      });
    });
  }

  private scheduleAmbient(): void {
    this.later(this.between(this.options.ambientEveryMs ?? [20_000, 45_000]), () => {
      this.ambient();
      this.scheduleAmbient();
    });
  }

  /** Either a peer flips online/offline, or one writes first in one of its conversations. */
  private ambient(): void {
    const humans = new Set([...this.server.connections].map((connection) => connection.userId));
    const candidates = [...this.server.conversations.values()].filter((c) => c.participants.some((id) => humans.has(id)) && !c.isSupport);
    const conversation = candidates[Math.floor(this.options.random() * candidates.length)];
    if (!conversation) return;
    const human = conversation.participants.find((id) => humans.has(id)) ?? conversation.participants[0];
    const peerId = otherOf(conversation, human);
    if (!this.isScripted(peerId)) return;
    const peer = this.server.users.get(peerId);
    if (this.options.random() < 0.5 || !peer || peer.openers.length === 0) {
      this.setOnline(peerId, !this.server.isOnline(peerId));
      return;
    }
    const text = peer.openers[Math.floor(this.options.random() * peer.openers.length)] ?? '';
    this.setOnline(peerId, true);
    this.typing(conversation, peerId, CHAT_EVENTS.typingStart);
    this.later(this.between([1_500, 3_000]), () => {
      this.typing(conversation, peerId, CHAT_EVENTS.typingStop);
      this.server.messaging.post(conversation, peerId, text);
    });
  }

  private typing(conversation: StoredConversation, peerId: number, event: string): void {
    this.server.typing(peerId, event, { conversation_id: conversation.id, recepient_id: otherOf(conversation, peerId) });
  }

  private setOnline(peerId: number, online: boolean): void {
    if (this.server.isOnline(peerId) === online) return;
    this.server.botsOnline.set(peerId, online);
    this.server.broadcastPresence(peerId);
  }
}

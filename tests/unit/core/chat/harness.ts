import { BehaviorSubject } from 'rxjs';
import { ChatEngine, type ChatIdentity } from '../../../../core/chat/chat-engine';
import type { ChatConversation, ChatMessage } from '../../../../core/schemas/chat';
import { FakeClock, FakeNotifier, FakeSocket, FakeStorage } from '../../../fakes';

export const ME = 7;
export const SELLER = 4;
export const T0 = Date.UTC(2026, 0, 15, 10, 0, 0);

/** A chat engine over in-memory ports; the test plays the server through `socket`. */
export function createHarness(options: { storage?: FakeStorage; identity?: ChatIdentity | null; clock?: FakeClock } = {}) {
  const socket = new FakeSocket();
  const clock = options.clock ?? new FakeClock(T0);
  const storage = options.storage ?? new FakeStorage();
  const notifier = new FakeNotifier();
  const identity$ = new BehaviorSubject<ChatIdentity | null>(options.identity === undefined ? { userId: ME, token: 'token-7' } : options.identity);
  let counter = 0;
  const engine = new ChatEngine({ socket, clock, storage, notifier, identity$, newTempId: () => `tmp-${++counter}` });
  // The app starts the engine by watching it; these tests drive it without a screen.
  engine.start();
  const server = {
    emit: (event: string, payload?: unknown) => socket.serverEmit(event, payload),
    list: (conversations: ChatConversation[]) => socket.serverEmit('latest_conversations', { user_id: ME, conversations, users: {} }),
    emits: (event: string) => socket.emitsOf(event),
    clear: () => socket.emitted.splice(0, socket.emitted.length),
  };
  return { socket, clock, storage, notifier, identity$, engine, server };
}

export function conversation(id: number | string, overrides: Partial<ChatConversation> = {}): ChatConversation {
  return {
    id,
    entity: { id: 500 + Number(String(id).replace(/\D/g, '') || 0), name: `Оглас ${id}`, listing_href: `/oglas/x-${id}` },
    is_support: false,
    other_participant: { id: 100 + Number(String(id).replace(/\D/g, '') || 0), name: `Партнер ${id}` },
    unread_count: 0,
    last_message: `порака ${id}`,
    last_message_at: new Date(T0 - 3_600_000 + Number(String(id).replace(/\D/g, '') || 0) * 1000).toISOString(),
    created_at: new Date(T0 - 86_400_000).toISOString(),
    ...overrides,
  };
}

export function message(id: number, conversationId: number | string, overrides: Partial<ChatMessage> & { at?: number } = {}) {
  const { at, ...rest } = overrides;
  return {
    id,
    conversation_id: conversationId,
    message: `текст ${id}`,
    sender_id: 100 + Number(String(conversationId).replace(/\D/g, '') || 0),
    recipient_id: ME,
    created_at: new Date(at ?? T0 + id * 1000).toISOString(),
    ...rest,
  };
}

export function dayGroups(messages: Array<ReturnType<typeof message>>) {
  const groups = new Map<string, Array<ReturnType<typeof message>>>();
  for (const item of messages) {
    const day = String(item.created_at).slice(0, 10);
    groups.set(day, [...(groups.get(day) ?? []), item]);
  }
  return [...groups].map(([date, items]) => ({ date, date_formatted: date, messages: items }));
}

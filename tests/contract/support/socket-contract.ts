import { BehaviorSubject, firstValueFrom, type Subscription } from 'rxjs';
import { MemoryStorage } from '../../../adapters/storage/memory-storage';
import { ChatEngine, type ChatIdentity } from '../../../core/chat/chat-engine';
import { FakeNotifier } from '../../fakes';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SocketPort, SocketStatus } from '../../../core/ports';
import { Received, type SocketWorld } from './socket-world';

/**
 * The SocketPort contract (docs/product/chat.md Chat socket, Realtime chat socket, docs/architecture.md#reliability-and-security-rules), written once and run
 * against every implementation: the same assertions for the fake, the mock chat socket and socket.io + the
 * real server.
 */
export function socketContract(name: string, setup: () => Promise<SocketWorld>): void {
  describe(`SocketPort contract: ${name}`, () => {
    let world: SocketWorld;
    const open: SocketPort[] = [];
    const subscriptions: Subscription[] = [];

    beforeAll(async () => {
      world = await setup();
    });
    afterEach(() => {
      for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
      for (const port of open.splice(0)) port.disconnect();
    });
    afterAll(() => world.close());

    function statuses(port: SocketPort): SocketStatus[] {
      const seen: SocketStatus[] = [];
      subscriptions.push(port.status$.subscribe((status) => seen.push(status)));
      return seen;
    }

    async function connected(token: string): Promise<{ port: SocketPort; seen: SocketStatus[] }> {
      const port = world.createPort();
      open.push(port);
      const seen = statuses(port);
      port.connect(token);
      await world.driver.until(() => seen.at(-1)?.state === 'connected', 'connected');
      return { port, seen };
    }

    const tempId = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`;
    const sendPayload = (text: string, id = tempId('t')) => ({ conversation_id: world.conversationId, entity_id: null, message: text, temp_id: id, timestamp: 1_700_000_000_000, status: 'sending' });

    it('refuses a bad token with an error status carrying the server message, never connected', async () => {
      const port = world.createPort();
      open.push(port);
      const seen = statuses(port);
      port.connect(world.tokens.invalid);
      await world.driver.until(() => seen.at(-1)?.state === 'error', 'error status');
      expect(seen.at(-1)).toEqual({ state: 'error', message: world.refusalMessage });
      expect(seen.some((status) => status.state === 'connected')).toBe(false);
      expect(seen[1]?.state).toBe('connecting');
    });

    it('connects with a valid token (connecting → connected) and answers the on-connect requests', async () => {
      const { port, seen } = await connected(world.tokens.a);
      expect(seen.map((status) => status.state)).toEqual(['idle', 'connecting', 'connected']);
      const list = new Received(port, 'latest_conversations');
      const unread = new Received(port, 'unread_count');
      port.emit('get_unread_count');
      port.emit('get_latest_conversations');
      await world.driver.until(() => list.values.length > 0 && unread.values.length > 0, 'list and unread count');
      expect(list.last()?.conversations.map((conversation) => String(conversation.id))).toContain(String(world.conversationId));
      expect(typeof unread.last()?.total_unread_count).toBe('number');
      expect([...list.invalid, ...unread.invalid]).toEqual([]);
    });

    it('_lc (chat opened) is accepted quietly: no error, and the connection keeps answering', async () => {
      const { port, seen } = await connected(world.tokens.a);
      const errors = new Received(port, 'message_error');
      const list = new Received(port, 'latest_conversations');
      port.emit('_lc');
      port.emit('get_latest_conversations');
      await world.driver.until(() => list.values.length > 0, 'list after _lc');
      expect(errors.values).toEqual([]);
      expect(seen.at(-1)).toEqual({ state: 'connected' });
    });

    it('join → conversation_messages; load_more_messages → an older page', async () => {
      const { port } = await connected(world.tokens.a);
      const thread = new Received(port, 'conversation_messages');
      const more = new Received(port, 'load_more_messages');
      port.emit('join', { conversation_id: world.conversationId });
      await world.driver.until(() => thread.values.length > 0, 'conversation_messages');
      expect(String(thread.last()?.conversation_id)).toBe(String(world.conversationId));
      port.emit('load_more_messages', { conversation_id: world.conversationId, offset: 0, limit: 20 });
      await world.driver.until(() => more.values.length > 0, 'load_more_messages');
      expect(String(more.last()?.conversation_id)).toBe(String(world.conversationId));
    });

    it('send_message → message_sending, message_delivered to the sender; new_message to the recipient, plus a preview outside the room', async () => {
      const { port: a } = await connected(world.tokens.a);
      const { port: b } = await connected(world.tokens.b);
      const sending = new Received(a, 'message_sending');
      const delivered = new Received(a, 'message_delivered');
      const incoming = new Received(b, 'new_message');
      const previews = new Received(b, 'new_message_preview');
      const joined = new Received(b, 'conversation_messages');
      b.emit('join', { conversation_id: world.conversationId });
      await world.driver.until(() => joined.values.length > 0, 'b joined');

      const first = sendPayload('Здраво, дали е достапно?');
      a.emit('send_message', first);
      await world.driver.until(() => delivered.values.length > 0 && incoming.values.length > 0, 'delivery and new_message');
      expect(sending.values.map((value) => value.temp_id)).toEqual([first.temp_id]);
      const confirmation = delivered.last();
      expect(confirmation?.temp_id).toBe(first.temp_id);
      expect(String(confirmation?.conversation_id)).toBe(String(world.conversationId));
      expect(incoming.last()?.message).toBe('Здраво, дали е достапно?');
      expect(String(incoming.last()?.sender_id)).toBe(String(world.userIds.a));
      expect(String(incoming.last()?.message_id ?? incoming.last()?.id)).toBe(String(confirmation?.message_id));
      expect(previews.values).toEqual([]); // b has the conversation open: no preview toast

      b.emit('leave', { conversation_id: world.conversationId });
      await world.driver.pass(200);
      a.emit('send_message', sendPayload('Уште едно прашање'));
      await world.driver.until(() => previews.values.length > 0 && incoming.values.length > 1, 'new_message_preview');
      expect(previews.values.map((value) => value.message)).toEqual(['Уште едно прашање']);
      expect(incoming.values.map((value) => value.message)).toEqual(['Здраво, дали е достапно?', 'Уште едно прашање']);
    });

    it('a resent temp_id is acknowledged again with the same message id and stored once', async () => {
      const { port: a } = await connected(world.tokens.a);
      const { port: b } = await connected(world.tokens.b);
      const delivered = new Received(a, 'message_delivered');
      const incoming = new Received(b, 'new_message');
      const joined = new Received(b, 'conversation_messages');
      b.emit('join', { conversation_id: world.conversationId });
      await world.driver.until(() => joined.values.length > 0, 'b joined');
      const payload = sendPayload('Само еднаш');
      a.emit('send_message', payload);
      await world.driver.until(() => delivered.values.length === 1, 'first delivery');
      await world.driver.pass(300);
      a.emit('send_message', payload);
      await world.driver.until(() => delivered.values.length === 2, 'second acknowledgement');
      await world.driver.pass(300);
      expect(String(delivered.values[1]?.message_id)).toBe(String(delivered.values[0]?.message_id));
      expect(incoming.values.filter((message) => message.message === 'Само еднаш')).toHaveLength(1);
    });

    it('typing_start / typing_stop reach the other participant with the conversation and the typist', async () => {
      const { port: a } = await connected(world.tokens.a);
      const { port: b } = await connected(world.tokens.b);
      const starts = new Received(b, 'typing_start');
      const stops = new Received(b, 'typing_stop');
      a.emit('typing_start', { conversation_id: world.conversationId, recepient_id: world.userIds.b });
      await world.driver.until(() => starts.values.length > 0, 'typing_start');
      a.emit('typing_stop', { conversation_id: world.conversationId, recepient_id: world.userIds.b });
      await world.driver.until(() => stops.values.length > 0, 'typing_stop');
      for (const signal of [starts.last(), stops.last()]) {
        expect(String(signal?.conversation_id)).toBe(String(world.conversationId));
        expect(String(signal?.user_id)).toBe(String(world.userIds.a));
      }
    });

    it('mark_conversation_as_read zeroes that conversation in the next unread_count', async () => {
      const { port: a } = await connected(world.tokens.a);
      const { port: b } = await connected(world.tokens.b);
      const unread = new Received(b, 'unread_count');
      a.emit('send_message', sendPayload('Непрочитана'));
      await world.driver.until(() => unread.values.some((value) => (value.total_unread_count ?? 0) > 0), 'unread > 0');
      const before = unread.values.length;
      b.emit('mark_conversation_as_read', { conversation_id: world.conversationId });
      b.emit('get_unread_count');
      await world.driver.until(() => unread.values.length > before, 'unread after read');
      const entry = unread.last()?.unread_counts?.find((item) => String(item.conversation_id) === String(world.conversationId));
      expect(entry?.unread_count ?? 0).toBe(0);
    });

    it('get_online_status is acknowledged with a data map; presence changes arrive as user_online_status', async () => {
      const { port: a } = await connected(world.tokens.a);
      const { port: b } = await connected(world.tokens.b);
      let ack: { status?: unknown; data?: Record<string, boolean> } | undefined;
      subscriptions.push(a.emitWithAck<typeof ack>('get_online_status', { user_ids: [world.userIds.b] }).subscribe((value) => (ack = value)));
      await world.driver.until(() => ack !== undefined, 'online ack');
      expect(ack?.data?.[String(world.userIds.b)]).toBe(true);
      const presence = new Received(a, 'user_online_status');
      b.disconnect();
      await world.driver.until(() => presence.values.some((value) => String(value.user_id) === String(world.userIds.b) && !value.is_online), 'b offline');
    });

    it('a burst of messages is refused with RATE_LIMITED or TOO_FAST and a remaining time', async () => {
      const { port: a } = await connected(world.tokens.a);
      const errors = new Received(a, 'message_error');
      for (let i = 0; i < 40; i += 1) a.emit('send_message', sendPayload(`Порака ${i}`));
      await world.driver.until(() => errors.values.length > 0, 'message_error');
      const refusal = errors.values[0];
      expect(['RATE_LIMITED', 'TOO_FAST']).toContain(refusal?.code);
      expect(refusal?.remainingTime ?? 0).toBeGreaterThan(0);
    });

    it('emits nothing while disconnected (no buffer replay) and fails an ack at once', async () => {
      const { port: a, seen } = await connected(world.tokens.a);
      const { port: b } = await connected(world.tokens.b);
      const previews = new Received(b, 'new_message_preview');
      a.disconnect();
      a.emit('send_message', sendPayload('Изгубена додека сум офлајн'));
      await expect(firstValueFrom(a.emitWithAck('get_online_status', { user_ids: [world.userIds.b] }))).rejects.toThrow();
      a.connect(world.tokens.a);
      await world.driver.until(() => seen.at(-1)?.state === 'connected', 'connected again');
      await world.driver.pass(500);
      expect(previews.values.filter((value) => value.message === 'Изгубена додека сум офлајн')).toEqual([]);
    });

    it('an emit while the connection is dropped is not buffered and replayed after reconnect', async () => {
      const { port: b } = await connected(world.tokens.b);
      const atB = new Received(b, 'new_message');
      const { port: a, seen } = await connected(world.tokens.a);
      await world.dropConnection(a);
      await world.driver.until(() => seen.at(-1)?.state === 'connecting', 'dropped');
      a.emit('send_message', sendPayload('Емитувана во прекин'));
      await world.driver.until(() => seen.at(-1)?.state === 'connected', 'reconnected', 20_000);
      await world.driver.pass(800);
      expect(atB.values.filter((value) => value.message === 'Емитувана во прекин')).toEqual([]);
    });

    it('reconnects by itself after the server drops the connection, and events flow again', async () => {
      const { port: a, seen } = await connected(world.tokens.a);
      await world.dropConnection(a);
      await world.driver.until(() => seen.at(-1)?.state === 'connecting', 'connecting after drop');
      await world.driver.until(() => seen.at(-1)?.state === 'connected', 'reconnected', 20_000);
      const list = new Received(a, 'latest_conversations');
      a.emit('get_latest_conversations');
      await world.driver.until(() => list.values.length > 0, 'list after reconnect');
    });

    it("a message sent during a disconnect is delivered exactly once after reconnect (the core's queue is the only retrier)", async () => {
      const { port: b } = await connected(world.tokens.b);
      const atB = new Received(b, 'new_message');
      const port = world.createPort();
      open.push(port);
      const seen = statuses(port);
      const identity = new BehaviorSubject<ChatIdentity | null>({ userId: world.userIds.a, token: world.tokens.a });
      const engine = new ChatEngine({ socket: port, clock: world.clock, storage: new MemoryStorage(), notifier: new FakeNotifier(), identity$: identity });
      engine.start();
      try {
        await world.driver.until(() => seen.at(-1)?.state === 'connected', 'engine connected');
        engine.open();
        engine.select(world.conversationId);
        await world.driver.pass(400);
        await world.dropConnection(port);
        await world.driver.until(() => seen.at(-1)?.state === 'connecting', 'dropped');
        const text = `Испратена при прекин ${tempId('x')}`;
        engine.send(text);
        await world.driver.until(() => seen.at(-1)?.state === 'connected', 'reconnected', 20_000);
        await world.driver.until(() => atB.values.some((value) => value.message === text), 'delivery after reconnect');
        await world.driver.pass(3_000);
        expect(atB.values.filter((value) => value.message === text)).toHaveLength(1);
      } finally {
        engine.dispose();
      }
    });

    it('each on() subscriber gets an event once; unsubscribed ones none', async () => {
      const { port: a } = await connected(world.tokens.a);
      const one = new Received(a, 'latest_conversations');
      const two = new Received(a, 'latest_conversations');
      two.stop();
      a.emit('get_latest_conversations');
      await world.driver.until(() => one.values.length > 0, 'list');
      await world.driver.pass(200);
      expect(one.values).toHaveLength(1);
      expect(two.values).toHaveLength(0);
    });

    it('disconnect() ends at idle', async () => {
      const { port, seen } = await connected(world.tokens.a);
      port.disconnect();
      expect(seen.at(-1)).toEqual({ state: 'idle' });
    });
  });
}

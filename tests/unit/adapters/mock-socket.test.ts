import { describe, expect, it } from 'vitest';
import { MockChatSocket } from '../../../adapters/mock-socket/mock-chat-socket';
import { SUPPORT_USER_ID } from '../../../adapters/mock-socket/mock-data';
import { decodeChatEvent } from '../../../core/chat/codec/decode-payload';
import type { ServerChatEvent } from '../../../core/schemas/chat-events';
import { FakeClock } from '../../fakes';

/** The demo socket's liveliness, on virtual time with a fixed "random" (0 → the shortest delays). */
function lively() {
  const clock = new FakeClock();
  const socket = MockChatSocket.lively(clock, () => 0);
  const events: Array<{ event: string; at: number; payload: unknown }> = [];
  const names: ServerChatEvent[] = ['typing_start', 'typing_stop', 'new_message', 'new_message_preview', 'message_delivered', 'message_error', 'user_online_status', 'latest_conversations', 'unread_count'];
  for (const event of names) {
    socket.on(event).subscribe((raw) => {
      const decoded = decodeChatEvent(event, raw);
      if (!decoded.ok) throw new Error(`${event} does not match its schema: ${decoded.error.message}`);
      events.push({ event, at: clock.now(), payload: decoded.value });
    });
  }
  const of = (event: string) => events.filter((entry) => entry.event === event);
  return { clock, socket, events, of };
}

const send = (conversationId: number | string, message: string, tempId: string) => ({ conversation_id: conversationId, entity_id: null, message, temp_id: tempId, timestamp: 0, status: 'sending' });

describe('MockChatSocket demo peers', () => {
  it('a peer types, then answers the demo user in the open conversation', async () => {
    const { clock, socket, of } = lively();
    socket.connect('demo');
    await clock.advance(200);
    socket.emit('join', { conversation_id: 501 });
    socket.emit('send_message', send(501, 'Може ли да го видам утре?', 't1'));
    await clock.advance(500);
    expect(of('message_delivered')).toHaveLength(1);
    await clock.advance(1_000);
    const fromPeer = () => of('new_message').filter((e) => (e.payload as { sender_id: number }).sender_id === 9001).map((e) => (e.payload as { message: string }).message);
    expect(of('typing_start').map((e) => e.payload)).toEqual([{ conversation_id: 501, user_id: 9001, is_support: false }]);
    expect(fromPeer()).toEqual([]);
    await clock.advance(2_000);
    expect(of('typing_stop')).toHaveLength(1);
    expect(fromPeer()).toEqual(['Здраво! Да, огласот е сè уште активен.']);
    socket.dispose();
  });

  it('starts the support conversation on the first message, with its real id, and support answers', async () => {
    const { clock, socket, of } = lively();
    socket.connect('demo');
    await clock.advance(200);
    socket.emit('send_message', send('support-1', 'Не можам да објавам оглас', 's1'));
    await clock.advance(500);
    const delivered = of('message_delivered')[0]?.payload as { conversation_id: number; is_support: boolean };
    expect(typeof delivered.conversation_id).toBe('number');
    expect(delivered.is_support).toBe(true);
    await clock.advance(4_000);
    const typing = of('typing_start')[0]?.payload as { conversation_id: number; user_id: number };
    expect(typing).toMatchObject({ conversation_id: delivered.conversation_id, user_id: SUPPORT_USER_ID });
    const preview = of('new_message_preview')[0]?.payload as { is_support: boolean; conversation_id: number };
    expect(preview).toMatchObject({ is_support: true, conversation_id: delivered.conversation_id });
    socket.dispose();
  });

  it('now and then refuses a message with RATE_LIMITED and a remaining time (every 7th)', async () => {
    const { clock, socket, of } = lively();
    socket.connect('demo');
    await clock.advance(200);
    for (let i = 1; i <= 7; i += 1) {
      socket.emit('send_message', send(502, `порака ${i}`, `r${i}`));
      await clock.advance(300);
    }
    expect(of('message_delivered')).toHaveLength(6);
    expect(of('message_error').map((e) => e.payload)).toEqual([
      expect.objectContaining({ temp_id: 'r7', code: 'RATE_LIMITED', remainingTime: 1_500, error: 'Испративте премногу пораки. Обидете се повторно за 2 секунди.' }),
    ]);
    socket.dispose();
  });

  it('peers go online and offline, and write first, while the demo runs', async () => {
    const { clock, socket, of } = lively();
    socket.connect('demo');
    await clock.advance(200);
    await clock.advance(5 * 60_000);
    expect(of('user_online_status').length).toBeGreaterThan(0);
    socket.dispose();
    expect(clock.pendingTimers()).toBe(0);
  });

  it('the signed-in user becomes the demo user, so their own messages are theirs', async () => {
    const { clock, socket, of } = lively();
    socket.connect('v1.42.1900000000.signature');
    await clock.advance(200);
    socket.emit('get_latest_conversations');
    socket.emit('join', { conversation_id: 501 });
    const thread: unknown[] = [];
    socket.on('conversation_messages').subscribe((raw) => thread.push(raw));
    await clock.advance(500);
    expect((of('latest_conversations')[0]?.payload as { user_id: number }).user_id).toBe(42);
    const firstMessage = (thread[0] as { messages: Array<{ messages: Array<{ sender_id: number; is_own_message: boolean }> }> }).messages[0]?.messages[0];
    expect(firstMessage).toMatchObject({ sender_id: 42, is_own_message: true });
    socket.dispose();
  });

  it('refuses an empty token and reports the refusal as the error message', async () => {
    const { clock, socket } = lively();
    const statuses: unknown[] = [];
    socket.status$.subscribe((status) => statuses.push(status));
    socket.connect('');
    await clock.advance(500);
    expect(statuses.at(-1)).toEqual({ state: 'error', message: 'notAuthenticated' });
    socket.dispose();
  });

  it('gives up after 5 reconnection attempts 2 s apart while the network is down', async () => {
    const clock = new FakeClock();
    const socket = new MockChatSocket({ clock, latencyMs: 10 });
    const statuses: Array<{ state: string; attempt?: number }> = [];
    socket.status$.subscribe((status) => statuses.push(status));
    socket.connect('demo');
    await clock.advance(50);
    socket.reachable = false;
    socket.dropConnection();
    await clock.advance(1_999);
    expect(statuses.at(-1)).toEqual({ state: 'connecting', attempt: 0 });
    await clock.advance(5 * 2_000 + 100);
    expect(statuses.filter((s) => s.state === 'connecting').map((s) => s.attempt)).toEqual([0, 0, 1, 2, 3, 4, 5]);
    expect(statuses.at(-1)).toEqual({ state: 'error', message: 'xhr poll error' });
  });
});

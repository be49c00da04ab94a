import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, type TestApp } from '../helpers/test-server';
import { createUser, next, outbound, send, socketPool, startChatApp, type TestUser } from './chat-helpers';

describe('chat socket: the support conversation (docs/product/chat.md Support conversation)', () => {
  let app: TestApp;
  let user: TestUser;
  let support: TestUser;
  const pool = socketPool(() => app);
  const open = pool.open;
  const list = async (socket: Socket) => {
    const answer = next(socket, 'latest_conversations');
    socket.emit('get_latest_conversations');
    return answer;
  };

  beforeAll(async () => {
    app = await startChatApp({ minIntervalMs: 0 });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase(app.database);
    user = await createUser(app, 'kupuvac@primer.mk', { full_name: 'Марко Николов' });
    support = await createUser(app, 'poddrska@primer.mk', { full_name: 'Поддршка Огласи', role: 'support' });
  });
  afterEach(() => pool.closeAll());

  it('lists a support placeholder first for a user who never wrote to support', async () => {
    const socket = await open(user);
    const payload = await list(socket);
    expect(payload.user_id).toBe(user.id);
    expect(payload.conversations).toHaveLength(1);
    expect(payload.conversations[0]).toMatchObject({
      id: `support-${user.id}`,
      is_support: true,
      unread_count: 0,
      last_message: null,
      other_participant: {
        id: support.id,
        name: 'Поддршка Огласи',
        email: 'poddrska@primer.mk',
        is_support: true,
      },
    });
    expect(payload.users).toMatchObject({ [String(support.id)]: { id: support.id } });
  });

  it('opens the placeholder as an empty thread with the support account', async () => {
    const socket = await open(user);
    const thread = next(socket, 'conversation_messages');
    socket.emit('join', { conversation_id: `support-${user.id}` });
    expect(await thread).toMatchObject({
      conversation_id: `support-${user.id}`,
      messages: [],
      is_support: true,
      has_more_messages: false,
      other_participant: { id: support.id },
    });
  });

  it('creates the real conversation on the first message; the confirmation carries the real id', async () => {
    const socket = await open(user);
    const agent = await open(support);
    const atAgent = next(agent, 'new_message');
    const confirmation = await send(socket, `support-${user.id}`, 'Не можам да објавам оглас');
    expect(typeof confirmation.conversation_id).toBe('number');
    expect(confirmation.is_support).toBe(true);

    const incoming = await atAgent;
    expect(incoming).toMatchObject({
      conversation_id: confirmation.conversation_id,
      is_support: true,
      sender_id: user.id,
      recipient_id: support.id,
    });
    // The agent's view: the user is the other participant and is not "support".
    expect(incoming.conversation).toMatchObject({
      id: confirmation.conversation_id,
      is_support: true,
      other_participant: { id: user.id, is_support: false, email: null },
    });

    // Once it exists, the placeholder is gone from the user's list and the real one is first.
    const payload = await list(socket);
    expect(payload.conversations.map((c) => c.id)).toEqual([confirmation.conversation_id]);
    expect(payload.conversations[0]).toMatchObject({
      is_support: true,
      last_message: 'Не можам да објавам оглас',
    });
  });

  it('reuses the one support conversation for later placeholder sends', async () => {
    const socket = await open(user);
    const first = await send(socket, `support-${user.id}`, 'Прва');
    const second = await send(socket, 'support-anything', 'Втора');
    expect(second.conversation_id).toBe(first.conversation_id);
  });

  it('lets the support agent answer and relays the agent typing with the real id', async () => {
    const socket = await open(user);
    const agent = await open(support);
    const { conversation_id } = await send(socket, `support-${user.id}`, 'Помош');
    const typing = next(socket, 'typing_start');
    agent.emit('typing_start', { conversation_id, recepient_id: user.id });
    expect(await typing).toMatchObject({ conversation_id, user_id: support.id, is_support: true });
    const answer = next(socket, 'new_message', (m) => m.sender_id === support.id);
    await send(agent, conversation_id, 'Како можам да помогнам?');
    expect(await answer).toMatchObject({
      conversation_id,
      message: 'Како можам да помогнам?',
      is_own_message: false,
    });
  });

  it('gives the support account no placeholder of its own and refuses a placeholder send from it', async () => {
    const agent = await open(support);
    const payload = await list(agent);
    expect(payload.conversations).toEqual([]);
    const error = next(agent, 'message_error');
    const message = outbound(`support-${support.id}`, 'Самиот со себе');
    agent.emit('send_message', message);
    expect(await error).toMatchObject({
      temp_id: message.temp_id,
      code: 'CONVERSATION_NOT_FOUND',
      message: 'Разговорот не е пронајден.',
    });
  });

  it('answers SUPPORT_UNAVAILABLE when there is no support account', async () => {
    await app.database.db.deleteFrom('users').where('id', '=', support.id).execute();
    const socket = await open(user);
    const error = next(socket, 'message_error');
    const message = outbound(`support-${user.id}`, 'Има ли некој?');
    socket.emit('send_message', message);
    expect(await error).toMatchObject({
      temp_id: message.temp_id,
      code: 'SUPPORT_UNAVAILABLE',
      message: 'Поддршката моментално не е достапна.',
    });
    const payload = await list(socket);
    expect(payload.conversations).toEqual([]);
  });

  it('drops typing on the placeholder before the first message without an error', async () => {
    const socket = await open(user);
    const errors: unknown[] = [];
    socket.on('chat_error', (e: unknown) => errors.push(e));
    const answer = await socket
      .timeout(2_000)
      .emitWithAck('typing_start', { conversation_id: `support-${user.id}`, recepient_id: support.id });
    expect(answer).toMatchObject({ status: 'success' });
    expect(errors).toEqual([]);
  });
});

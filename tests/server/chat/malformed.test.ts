import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, type TestApp } from '../helpers/test-server';
import {
  ack,
  closeAll,
  connect,
  createListing,
  createUser,
  next,
  nextRaw,
  outbound,
  send,
  startChatApp,
  type TestUser,
} from './chat-helpers';

/** Payloads no event with a required payload accepts (numbers and short strings are id shorthand for some). */
const garbage: [string, unknown][] = [
  ['nothing', undefined],
  ['null', null],
  ['a boolean', true],
  ['an array', [1, 2, 3]],
  ['an empty object', {}],
  ['an object id', { conversation_id: { $gt: 0 } }],
  ['a null id', { conversation_id: null }],
  ['an empty id', { conversation_id: '' }],
  ['a huge string id', { conversation_id: 'x'.repeat(200_000) }],
  ['an array id', { conversation_id: [1] }],
  ['binary garbage', Buffer.from([0xff, 0x00, 0x4f, 0x43, 0x01, 0xde, 0xad, 0xbe, 0xef])],
  ['binary in a field', { conversation_id: Buffer.from('1') }],
  ['deep nesting', JSON.parse('{"conversation_id":'.repeat(40) + '1' + '}'.repeat(40)) as unknown],
  [
    'prototype pollution',
    JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}') as unknown,
  ],
];

const eventsWithPayload = [
  'join',
  'leave',
  'typing_start',
  'typing_stop',
  'send_message',
  'mark_conversation_as_read',
  'load_more_messages',
  'get_online_status',
];

describe('chat socket: malformed payloads are answered with errors and the server stays up', () => {
  let app: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let listingId: number;
  let socket: Socket;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startChatApp({ minIntervalMs: 0, rateLimitMessages: 1_000, eventsPerSecond: 10_000 });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase(app.database);
    seller = await createUser(app, 'prodavac@primer.mk');
    buyer = await createUser(app, 'kupuvac@primer.mk');
    listingId = await createListing(app, seller.id, 'Фрижидер');
    socket = await connect(app, buyer);
    sockets.push(socket);
  });
  afterEach(() => closeAll(sockets));

  /** After every hostile test the same socket still chats normally. */
  const stillWorks = async () => {
    const delivered = await send(socket, null, 'Сè уште работи', { entity_id: listingId });
    expect(delivered.message_id).toBeGreaterThan(0);
  };

  it.each(eventsWithPayload)('%s: every kind of garbage gets an error answer', async (event) => {
    // get_online_status takes a bare array of ids (docs/protocol.md: "a list of user ids").
    for (const [label, payload] of garbage.filter(
      ([label]) => !(event === 'get_online_status' && label === 'an array'),
    )) {
      const answer = await ack<{ status: string; code: string }>(socket, event, payload);
      expect({ label, status: answer.status }).toEqual({ label, status: 'error' });
      expect(['INVALID_PAYLOAD', 'CONVERSATION_NOT_FOUND']).toContain(answer.code);
    }
    await stillWorks();
  });

  it.each(['get_unread_count', 'get_latest_conversations', '_lc'])(
    '%s takes no payload: whatever comes with it is ignored and it still answers',
    async (event) => {
      for (const [, payload] of garbage) {
        const answer = await ack<{ status: string }>(socket, event, payload);
        expect(answer.status).toBe('success');
      }
      await stillWorks();
    },
  );

  it('answers without an ack too: chat_error names the event', async () => {
    const error = nextRaw(socket, 'chat_error');
    socket.emit('join', { conversation_id: { nested: true } });
    expect(await error).toEqual({
      event: 'join',
      status: 'error',
      code: 'INVALID_PAYLOAD',
      messageId: 'chat.error.invalidPayload',
      message: 'Невалидни податоци.',
    });
  });

  it.each([
    ['whitespace only', 'EMPTY_MESSAGE', { message: ' \n\t  ' }, 'Пораката не може да биде празна.'],
    ['an empty string', 'EMPTY_MESSAGE', { message: '' }, 'Пораката не може да биде празна.'],
    [
      '2,001 characters',
      'MESSAGE_TOO_LONG',
      { message: 'я'.repeat(2_001) },
      'Пораката е предолга (најмногу 2000 знаци).',
    ],
    [
      'a 300 kB string',
      'MESSAGE_TOO_LONG',
      { message: 'x'.repeat(300_000) },
      'Пораката е предолга (најмногу 2000 знаци).',
    ],
    ['a number', 'INVALID_PAYLOAD', { message: 42 }, 'Невалидни податоци.'],
    ['an object', 'INVALID_PAYLOAD', { message: { toString: 'x' } }, 'Невалидни податоци.'],
    ['no temp_id', 'INVALID_PAYLOAD', { temp_id: undefined }, 'Невалидни податоци.'],
    ['a 101-character temp_id', 'INVALID_PAYLOAD', { temp_id: 't'.repeat(101) }, 'Невалидни податоци.'],
    ['no timestamp', 'INVALID_PAYLOAD', { timestamp: undefined }, 'Невалидни податоци.'],
    [
      'neither conversation nor listing',
      'INVALID_PAYLOAD',
      { conversation_id: null, entity_id: null },
      'Невалидни податоци.',
    ],
    ['a negative conversation id', 'INVALID_PAYLOAD', { conversation_id: -5 }, 'Невалидни податоци.'],
    [
      'an out-of-range conversation id',
      'CONVERSATION_NOT_FOUND',
      { conversation_id: 1e15 },
      'Разговорот не е пронајден.',
    ],
    ['an id of letters', 'CONVERSATION_NOT_FOUND', { conversation_id: 'abc' }, 'Разговорот не е пронајден.'],
  ] as const)('send_message with %s → %s', async (_label, code, override, text) => {
    const message = { ...outbound(null, 'Добро', { entity_id: listingId }), ...override };
    const attributable = typeof message.temp_id === 'string' && message.temp_id.length <= 100;
    // A usable temp_id gets message_error (the client marks that bubble failed); otherwise chat_error.
    const error = attributable ? next(socket, 'message_error') : nextRaw(socket, 'chat_error');
    const body = await ack<{ status: string; code: string; message: string }>(
      socket,
      'send_message',
      message,
    );
    expect(body).toMatchObject({ status: 'error', code, message: text });
    expect(await error).toMatchObject(
      attributable
        ? { temp_id: message.temp_id, code, message: text, error: text }
        : { event: 'send_message', code, message: text },
    );
    const stored = await app.database.db.selectFrom('messages').select('id').execute();
    expect(stored).toHaveLength(0);
    await stillWorks();
  });

  it('strips control characters (NUL cannot be stored) and keeps line breaks', async () => {
    const sellerSocket = await connect(app, seller);
    sockets.push(sellerSocket);
    const atSeller = next(sellerSocket, 'new_message');
    await send(socket, null, 'ред\u0000 еден\r\nред два\u0007\u001b[31m', { entity_id: listingId });
    expect((await atSeller).message).toBe('ред еден\nред два[31m');
  });

  it('ignores unknown events and survives a payload over the transport limit (that socket is dropped)', async () => {
    socket.emit('drop_table_users', { sql: 'drop table users' });
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    socket.emit('send_message', outbound(null, 'x'.repeat(2_000_000), { entity_id: listingId }));
    expect(await dropped).toBeTruthy();
    socket = await connect(app, buyer);
    sockets.push(socket);
    await stillWorks();
  });

  it('answers TOO_MANY_EVENTS to a socket that floods events', async () => {
    const flooding = await startChatApp({ eventsPerSecond: 5 });
    const flooder = await connect(flooding, buyer);
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => ack<{ status: string; code?: string }>(flooder, 'get_unread_count')),
      );
      const refused = answers.filter((a) => a.code === 'TOO_MANY_EVENTS');
      expect(refused.length).toBeGreaterThanOrEqual(10);
      expect(answers.filter((a) => a.status === 'success').length).toBeGreaterThanOrEqual(5);
    } finally {
      flooder.close();
      await flooding.close();
    }
  });
});

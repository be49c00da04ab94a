import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_OPTIONS, chatOptionsFromEnv } from '../../../server/chat/options';
import { SendRateLimiter } from '../../../server/chat/rate-limiter';
import { resetDatabase, type TestApp } from '../helpers/test-server';
import {
  closeAll,
  connect,
  createListing,
  createUser,
  next,
  outbound,
  send,
  startChatApp,
  type TestUser,
} from './chat-helpers';

describe('SendRateLimiter (virtual time)', () => {
  const clock = { at: 1_000_000 };
  const limiter = () =>
    new SendRateLimiter({ limit: 3, windowMs: 10_000, minIntervalMs: 200, now: () => clock.at });

  it('refuses two messages closer than the minimum interval with TOO_FAST and the time left', () => {
    const l = limiter();
    expect(l.tryAcquire(1)).toEqual({ allowed: true });
    clock.at += 50;
    expect(l.tryAcquire(1)).toEqual({ allowed: false, code: 'TOO_FAST', remainingTime: 150 });
    clock.at += 150;
    expect(l.tryAcquire(1)).toEqual({ allowed: true });
  });

  it('refuses the N+1th message in the window with RATE_LIMITED until the oldest leaves the window', () => {
    const l = limiter();
    const start = clock.at;
    for (let i = 0; i < 3; i += 1) {
      expect(l.tryAcquire(7).allowed).toBe(true);
      clock.at += 1_000;
    }
    expect(l.tryAcquire(7)).toEqual({
      allowed: false,
      code: 'RATE_LIMITED',
      remainingTime: start + 10_000 - clock.at,
    });
    clock.at = start + 10_000;
    expect(l.tryAcquire(7)).toEqual({ allowed: true });
  });

  it('does not count refused attempts, counts per user, and gives a released slot back', () => {
    const l = limiter();
    l.tryAcquire(1);
    clock.at += 10;
    l.tryAcquire(1); // TOO_FAST, not counted
    clock.at += 300;
    expect(l.tryAcquire(2)).toEqual({ allowed: true });
    expect(l.tryAcquire(1)).toEqual({ allowed: true });
    l.release(1);
    clock.at += 300;
    expect(l.tryAcquire(1)).toEqual({ allowed: true });
    clock.at += 300;
    expect(l.tryAcquire(1)).toEqual({ allowed: true });
  });

  it('forgets users whose window has passed', () => {
    const l = limiter();
    l.tryAcquire(1);
    l.tryAcquire(2);
    expect(l.size).toBe(2);
    clock.at += 10_001;
    l.sweep();
    expect(l.size).toBe(0);
  });
});

describe('chat options', () => {
  it('defaults suit people: 30 messages per 10 s, 100 ms apart, 2,000 characters, pages of 20', () => {
    expect(DEFAULT_CHAT_OPTIONS).toMatchObject({
      rateLimitMessages: 30,
      rateWindowMs: 10_000,
      minIntervalMs: 100,
      maxMessageLength: 2_000,
      pageSize: 20,
    });
    // Under the client's own 250 ms queue pause (docs/product/chat.md), so a well-behaved client is never TOO_FAST.
    expect(DEFAULT_CHAT_OPTIONS.minIntervalMs).toBeLessThan(250);
  });

  it('reads CHAT_* environment overrides and ignores invalid ones', () => {
    expect(
      chatOptionsFromEnv({
        CHAT_RATE_LIMIT: '5',
        CHAT_RATE_WINDOW_MS: '1000',
        CHAT_MIN_INTERVAL_MS: '0',
        CHAT_MAX_MESSAGE_LENGTH: '500',
      }),
    ).toEqual({
      rateLimitMessages: 5,
      rateWindowMs: 1_000,
      minIntervalMs: 0,
      maxMessageLength: 500,
    });
    expect(
      chatOptionsFromEnv({
        CHAT_RATE_LIMIT: 'lots',
        CHAT_RATE_WINDOW_MS: '-1',
        CHAT_MAX_MESSAGE_LENGTH: '0',
      }),
    ).toEqual({});
  });
});

describe('chat socket: rate limits answered as message_error', () => {
  let app: TestApp | undefined;
  let seller: TestUser;
  let buyer: TestUser;
  let listingId: number;
  const sockets: Socket[] = [];
  const setUp = async (limits: {
    rateLimitMessages?: number;
    rateWindowMs?: number;
    minIntervalMs?: number;
  }) => {
    app = await startChatApp(limits);
    await resetDatabase(app.database);
    seller = await createUser(app, 'prodavac@primer.mk');
    buyer = await createUser(app, 'kupuvac@primer.mk');
    listingId = await createListing(app, seller.id, 'Велосипед');
    const socket = await connect(app, buyer);
    sockets.push(socket);
    return socket;
  };

  beforeEach(() => {
    app = undefined;
  });
  afterEach(async () => {
    closeAll(sockets);
    await app?.close();
  });

  it('answers RATE_LIMITED with remainingTime (ms) once N messages were sent in the window, and stores nothing', async () => {
    const socket = await setUp({ rateLimitMessages: 3, rateWindowMs: 60_000, minIntervalMs: 0 });
    const { conversation_id } = await send(socket, null, 'Една', { entity_id: listingId });
    await send(socket, conversation_id, 'Две');
    await send(socket, conversation_id, 'Три');
    const message = outbound(conversation_id, 'Четири');
    const error = next(socket, 'message_error');
    socket.emit('send_message', message);
    const body = await error;
    expect(body).toMatchObject({ temp_id: message.temp_id, code: 'RATE_LIMITED', conversation_id });
    expect(body.remainingTime).toBeGreaterThan(55_000);
    expect(body.remainingTime).toBeLessThanOrEqual(60_000);
    expect(body.message).toMatch(/^Испративте премногу пораки\. Обидете се повторно за \d+ секунди\.$/);
    const stored = await app!.database.db
      .selectFrom('messages')
      .select('id')
      .where('temp_id', '=', message.temp_id)
      .execute();
    expect(stored).toHaveLength(0);
  });

  it('answers TOO_FAST when two messages come closer than M ms, and accepts the retry after remainingTime', async () => {
    const socket = await setUp({ rateLimitMessages: 100, minIntervalMs: 400 });
    const { conversation_id } = await send(socket, null, 'Брзо', { entity_id: listingId });
    const message = outbound(conversation_id, 'Побрзо');
    const error = next(socket, 'message_error');
    socket.emit('send_message', message);
    const body = await error;
    expect(body).toMatchObject({
      temp_id: message.temp_id,
      code: 'TOO_FAST',
      message: 'Испраќате пораки пребрзо.',
    });
    expect(body.remainingTime).toBeGreaterThan(0);
    expect(body.remainingTime).toBeLessThanOrEqual(400);
    // The client re-queues after remainingTime + 0.5 s (docs/product/chat.md); the same temp_id then goes through.
    await new Promise((resolve) => setTimeout(resolve, (body.remainingTime ?? 0) + 50));
    const retried = next(socket, 'message_delivered');
    socket.emit('send_message', message);
    expect(await retried).toMatchObject({ temp_id: message.temp_id, conversation_id });
  });

  it('limits per user, not per socket: a second tab shares the quota', async () => {
    const socket = await setUp({ rateLimitMessages: 2, rateWindowMs: 60_000, minIntervalMs: 0 });
    const { conversation_id } = await send(socket, null, 'Од прв таб', { entity_id: listingId });
    const secondTab = await connect(app!, buyer);
    sockets.push(secondTab);
    await send(secondTab, conversation_id, 'Од втор таб');
    const error = next(secondTab, 'message_error');
    secondTab.emit('send_message', outbound(conversation_id, 'Уште една'));
    expect((await error).code).toBe('RATE_LIMITED');
  });
});

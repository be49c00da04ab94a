import { describe, expect, it } from 'vitest';
import { encodeCompact, makeCompressedEnvelope } from '../../../../core/chat/codec/compact';
import { conversation, createHarness } from './harness';

describe('chat connection (docs/product/chat.md Chat socket)', () => {
  it('connects only with a token', () => {
    const { socket, identity$ } = createHarness({ identity: { userId: 7, token: null } });
    expect(socket.connectTokens).toEqual([]);
    identity$.next({ userId: 7, token: 'abc' });
    expect(socket.connectTokens).toEqual(['abc']);
  });

  it('disconnects when the token goes away, reconnects with a new one', () => {
    const { socket, identity$ } = createHarness();
    identity$.next({ userId: 7, token: null });
    expect(socket.disconnectCount).toBe(1);
    identity$.next({ userId: 7, token: 'fresh' });
    expect(socket.connectTokens).toEqual(['token-7', 'fresh']);
  });

  it('on connect requests unread counts and latest conversations', () => {
    const { server, engine } = createHarness();
    expect(engine.getSnapshot().connection.status).toBe('connected');
    expect(server.emits('get_unread_count')).toHaveLength(1);
    expect(server.emits('get_latest_conversations')).toHaveLength(1);
  });

  it('reports connecting with the attempt, and error with the message stored', () => {
    const { socket, engine } = createHarness();
    socket.serverReconnecting(3);
    expect(engine.getSnapshot().connection).toMatchObject({ status: 'connecting', attempt: 3 });
    socket.serverError('websocket error: refused');
    expect(engine.getSnapshot().connection).toMatchObject({ status: 'error', error: 'websocket error: refused' });
    socket.serverConnect();
    expect(engine.getSnapshot().connection).toMatchObject({ status: 'connected', error: null, connections: 2 });
  });

  it('signing out disconnects and forgets the chat state', () => {
    const { socket, identity$, engine, server } = createHarness();
    server.list([{ id: 1, last_message: 'a' }]);
    identity$.next(null);
    expect(socket.disconnectCount).toBe(1);
    expect(engine.getSnapshot().conversations).toEqual([]);
  });

  it('garbage payloads are counted and reported, never applied, and the engine keeps working', () => {
    const { server, engine } = createHarness();
    server.emit('latest_conversations', 'T0MB////');
    server.emit('latest_conversations', { conversations: 'nope' });
    server.emit('new_message', new Uint8Array([1, 2, 3]));
    expect(engine.getSnapshot().connection.refusedCount).toBe(3);
    expect(engine.getSnapshot().connection.lastRefused).toMatchObject({ kind: 'malformed', event: 'new_message' });
    expect(engine.getSnapshot().conversations).toEqual([]);
    server.list([{ id: 1, last_message: 'ok' }]);
    expect(engine.getSnapshot().conversations.map((row) => row.id)).toEqual([1]);
  });

  it('registers each socket listener once and removes them on dispose', () => {
    const { socket, engine } = createHarness();
    expect(socket.listenerCount('new_message')).toBe(1);
    expect(socket.listenerCount('compressed')).toBe(1);
    engine.dispose();
    expect(socket.listenerCount('new_message')).toBe(0);
  });

  it('applies payloads sent in the compact form, as bytes in the envelope, or on the generic compressed event', () => {
    const { server, engine } = createHarness();
    server.emit('latest_conversations', encodeCompact({ user_id: 7, conversations: [conversation(1)], users: {} }));
    expect(engine.getSnapshot().conversations.map((row) => row.id)).toEqual([1]);
    server.emit('latest_conversations', makeCompressedEnvelope('latest_conversations', { user_id: 7, conversations: [conversation(1), conversation(2)] }, { binary: true }));
    expect(engine.getSnapshot().conversations.map((row) => row.id)).toEqual([2, 1]);
    server.emit('compressed', makeCompressedEnvelope('unread_count', { total_unread_count: 4, unread_counts: [{ conversation_id: 1, unread_count: 4 }] }));
    expect(engine.getSnapshot().unread.total).toBe(4);
    expect(engine.getSnapshot().connection.refusedCount).toBe(0);
  });

  it('session_ended reports its reason once; a malformed notice is ignored', () => {
    const { socket, engine } = createHarness();
    const reasons: string[] = [];
    const subscription = engine.sessionEnded$.subscribe((reason) => reasons.push(reason));
    socket.serverEmit('session_ended', { reason: 'nonsense' });
    socket.serverEmit('session_ended', 'garbage');
    socket.serverEmit('session_ended', { reason: 'passwordChanged' });
    expect(reasons).toEqual(['passwordChanged']);
    subscription.unsubscribe();
  });
});

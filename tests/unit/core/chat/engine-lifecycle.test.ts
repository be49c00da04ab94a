import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { ChatEngine, type ChatIdentity } from '../../../../core/chat/chat-engine';
import { FakeClock, FakeNotifier, FakeSocket, FakeStorage } from '../../../fakes';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function engineWithSpies() {
  const socket = new FakeSocket();
  const clock = new FakeClock();
  const storage = new FakeStorage();
  const storageReads = vi.spyOn(storage, 'get');
  const socketListeners = vi.spyOn(socket, 'on');
  const identity$ = new BehaviorSubject<ChatIdentity | null>({ userId: 7, token: 'token-7' });
  const engine = new ChatEngine({ socket, clock, storage, notifier: new FakeNotifier(), identity$ });
  return { socket, clock, storageReads, socketListeners, identity$, engine };
}

describe('ChatEngine lifecycle: lazy and shared', () => {
  it('starts nothing before its first subscriber: no connection, no socket listener, no storage read, no timer', () => {
    const { socket, clock, storageReads, socketListeners, identity$, engine } = engineWithSpies();
    expect(socket.connectTokens).toEqual([]);
    expect(socketListeners).not.toHaveBeenCalled();
    expect(storageReads).not.toHaveBeenCalled();
    expect(clock.pendingTimers()).toBe(0);
    expect(identity$.observed).toBe(false);

    const subscription = engine.state$.subscribe();
    expect(socket.connectTokens).toEqual(['token-7']);
    expect(socketListeners).toHaveBeenCalled();
    expect(identity$.observed).toBe(true);
    subscription.unsubscribe();
    engine.dispose();
  });

  it('a command starts it too, once', () => {
    const { socket, engine } = engineWithSpies();
    engine.open();
    engine.start();
    engine.state$.subscribe().unsubscribe();
    expect(socket.connectTokens).toEqual(['token-7']);
    engine.dispose();
  });

  it('two subscribers share one pipeline: one snapshot built per change, both see it', async () => {
    const { socket, engine } = engineWithSpies();
    const first: unknown[] = [];
    const second: unknown[] = [];
    const a = engine.state$.subscribe((snapshot) => first.push(snapshot));
    const b = engine.state$.subscribe((snapshot) => second.push(snapshot));
    await flush();
    const builds = vi.spyOn(engine, 'getSnapshot');
    socket.serverEmit('unread_count', { total_unread_count: 3 });
    await flush();
    expect(builds).toHaveBeenCalledTimes(1);
    expect(first.at(-1)).toBe(second.at(-1));
    expect(engine.getSnapshot().unread).toMatchObject({ total: 3 });
    a.unsubscribe();
    b.unsubscribe();
    engine.dispose();
  });

  it('two subscribers open one upstream subscription; it closes when the last one leaves', () => {
    const { engine } = engineWithSpies();
    const upstream = vi.spyOn(engine.unread.state$, 'subscribe');
    const a = engine.state$.subscribe();
    const b = engine.state$.subscribe();
    expect(upstream).toHaveBeenCalledTimes(1);
    a.unsubscribe();
    expect(upstream.mock.results[0]?.value).toMatchObject({ closed: false });
    b.unsubscribe();
    expect(upstream.mock.results[0]?.value).toMatchObject({ closed: true });
    engine.dispose();
  });

  it('a late subscriber gets the newest snapshot at once; after everyone leaves the engine keeps running', async () => {
    const { socket, engine } = engineWithSpies();
    const a = engine.state$.subscribe();
    socket.serverEmit('unread_count', { total_unread_count: 2 });
    await flush();
    const late: unknown[] = [];
    const b = engine.state$.subscribe((snapshot) => late.push(snapshot));
    expect(late).toHaveLength(1);
    a.unsubscribe();
    b.unsubscribe();
    expect(socket.disconnectCount).toBe(0);
    engine.dispose();
  });
});

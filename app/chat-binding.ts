import type { Container } from 'inversify';
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import {
  CHAT_ENGINE,
  CLOCK_PORT,
  LANGUAGE,
  ChatEngine,
  LOGGER_PORT,
  NOTIFIER_PORT,
  SESSION,
  SOCKET_PORT,
  STORAGE_PORT,
  type ChatEngine as ChatEngineType,
  type ChatIdentity,
  type SessionState,
} from '../core';
import { DeferredSocket } from '../adapters/socket/deferred-socket';
import { SocketIoSocket } from '../adapters/socket/socketio-socket';
import { bindSingleton, fromContext, CLIENT_CONFIG, optionsOf, resolve } from './container';

/**
 * The chat half of the composition root: the socket adapter and the core chat engine. It is its own module so
 * that the web app can load it as a separate chunk once someone signs in (app/web/lazy-parts.ts) — a visitor
 * never downloads the engine, its codec or its schemas — while the embed binds it up front.
 * Binding twice is a no-op, so concurrent loads cannot create two engines.
 *
 * Start phase: the engine starts nothing when constructed; binding starts it, because the chat of a signed-in
 * user runs on every page (new-message toasts, the unread badge) whether or not a chat screen is watching.
 */
export function bindChat(container: Container): ChatEngineType {
  if (!container.isBound(CHAT_ENGINE)) {
    const ports = optionsOf(container).ports ?? {};
    const get = fromContext;
    bindSingleton(container, SOCKET_PORT, (c) => {
      if (ports.socket) return ports.socket;
      const config = get(c, CLIENT_CONFIG);
      if (config.chatSocket === 'mock') {
        // Demo code is loaded only by demo visits: the mock is a chunk of its own, imported on the first connect.
        const clock = get(c, CLOCK_PORT);
        return new DeferredSocket(async () => (await import('../adapters/mock-socket/mock-chat-socket')).MockChatSocket.lively(clock), get(c, LOGGER_PORT));
      }
      return new SocketIoSocket({ url: config.socketUrl, logger: get(c, LOGGER_PORT) });
    });
    bindSingleton(container, CHAT_ENGINE, (c) =>
      new ChatEngine({
        socket: get(c, SOCKET_PORT),
        clock: get(c, CLOCK_PORT),
        // Durable: pending outbound messages survive a reload (resent once, the server dedupes by temp_id).
        storage: get(c, STORAGE_PORT),
        notifier: get(c, NOTIFIER_PORT),
        identity$: chatIdentity(get(c, SESSION).state$),
        logger: get(c, LOGGER_PORT),
        language: get(c, LANGUAGE).current,
      }),
    );
  }
  const engine = resolve(container, CHAT_ENGINE);
  engine.start();
  return engine;
}

/** The chat's view of the session: who is signed in and the socket token (no token → no connection, SPEC §4). */
export function chatIdentity(state$: Observable<SessionState>): Observable<ChatIdentity | null> {
  return state$.pipe(
    map((state): ChatIdentity | null => (state.user ? { userId: state.user.id, token: state.token, isSupportAgent: state.user.role === 'support' } : null)),
    distinctUntilChanged((a, b) => a?.userId === b?.userId && a?.token === b?.token && a?.isSupportAgent === b?.isSupportAgent),
  );
}

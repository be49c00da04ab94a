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
} from '../../core';
import { DeferredSocket } from '../../adapters/socket/deferred-socket';
import { SocketIoSocket } from '../../adapters/socket/socketio-socket';
import { CLIENT_CONFIG, resolve } from '../container';
import type { Feature } from '../feature';

/**
 * The chat: the socket adapter and the core chat engine, a feature module. The web app loads it as a chunk of its
 * own once someone signs in (app/web/lazy-parts.ts) — a visitor never downloads the engine, its codec or its
 * schemas — while the embed installs it up front.
 *
 * Start phase: the engine starts nothing when constructed; the start phase starts it, because the chat of a
 * signed-in user runs on every page (new-message toasts, the unread badge) whether or not a chat screen watches.
 */
export const chatFeature: Feature<ChatEngineType> = {
  name: 'chat',
  bindings(define, options) {
    const ports = options.ports ?? {};
    define.singleton(SOCKET_PORT, (get) => {
      if (ports.socket) return ports.socket;
      const config = get(CLIENT_CONFIG);
      if (config.chatSocket === 'mock') {
        // Demo code is loaded only by demo visits: the mock is a chunk of its own, imported on the first connect.
        const clock = get(CLOCK_PORT);
        return new DeferredSocket(async () => (await import('../../adapters/mock-socket/mock-chat-socket')).MockChatSocket.lively(clock), get(LOGGER_PORT));
      }
      return new SocketIoSocket({ url: config.socketUrl, logger: get(LOGGER_PORT) });
    });
    define.singleton(CHAT_ENGINE, (get) =>
      new ChatEngine({
        socket: get(SOCKET_PORT),
        clock: get(CLOCK_PORT),
        // Durable: pending outbound messages survive a reload (resent once, the server dedupes by temp_id).
        storage: get(STORAGE_PORT),
        notifier: get(NOTIFIER_PORT),
        identity$: chatIdentity(get(SESSION).state$),
        logger: get(LOGGER_PORT),
        language: get(LANGUAGE).current,
      }),
    );
  },
  start(container) {
    const engine = resolve(container, CHAT_ENGINE);
    engine.start();
    // An ended sign-in (docs/protocol.md "Session ended") takes the session's own path: user data re-read.
    const session = resolve(container, SESSION);
    engine.sessionEnded$.subscribe((reason) => void session.endedByServer(reason));
    return engine;
  },
};

/** The chat's view of the session: who is signed in and the socket token (no token → no connection, docs/product/chat.md). */
export function chatIdentity(state$: Observable<SessionState>): Observable<ChatIdentity | null> {
  return state$.pipe(
    map((state): ChatIdentity | null => (state.user ? { userId: state.user.id, token: state.token, isSupportAgent: state.user.role === 'support' } : null)),
    distinctUntilChanged((a, b) => a?.userId === b?.userId && a?.token === b?.token && a?.isSupportAgent === b?.isSupportAgent),
  );
}

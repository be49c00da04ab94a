import type { Observable } from 'rxjs';
import { ChatEngine, type ChatIdentity, type LanguageStore, type NotifierPort } from '../../core';
import { GlobalClock } from '../../adapters/clock/global-clock';
import { ConsoleLogger } from '../../adapters/logger/console-logger';
import { SocketIoSocket } from '../../adapters/socket/socketio-socket';
import { createLocalStorage } from '../../adapters/storage/web-storage';

/** No toasts in a frame the size of a button: the partner page gets the unread count (`onUnreadChange`) instead. */
const quietNotifier = (logger: ConsoleLogger): NotifierPort => ({
  show: (toast) => {
    if (toast.kind === 'error') logger.warn(toast.text);
    return toast.id ?? '';
  },
  dismiss: () => undefined,
});

/**
 * The embedded chat's engine and socket: a chunk of its own, loaded on sign-in (core/embed/deferred-chat.ts). The
 * socket connects to the frame's own origin (Oglasi) with the chat token the sign-in window handed over.
 */
export function createEmbedChat(identity$: Observable<ChatIdentity | null>, language: LanguageStore): ChatEngine {
  const logger = new ConsoleLogger('[oglasi-chat]');
  const engine = new ChatEngine({
    socket: new SocketIoSocket({ logger }),
    clock: new GlobalClock(),
    // Pending outbound messages survive a reload (Oglasi's origin, partitioned per partner site; never the token).
    storage: createLocalStorage(logger),
    notifier: quietNotifier(logger),
    identity$,
    logger,
    language: language.current,
  });
  engine.start();
  return engine;
}

import type { Container } from 'inversify';
import { BehaviorSubject, filter, type Subscription } from 'rxjs';
import { LOGGER_PORT, SESSION } from '../../core';
import type { UiChat } from '../../ui/chat/uiChat';
import type { ObservableStore } from '../../ui/hooks/useObservableState';
import { resolve } from '../container';

/** The web app's chat, once loaded: null for a visitor (no token → no socket → no chat, SPEC §2 Header, §4). */
export interface LazyChat extends ObservableStore<UiChat | null> {
  /** Loads the chat chunk and binds the engine (idempotent); resolves to the engine. */
  load(): Promise<UiChat>;
  dispose(): void;
}

/**
 * Loads the chat engine (app/chat-binding.ts, its own chunk with the codec, schemas and socket adapter) the
 * first time the session has a signed-in user. Visitors — most of the traffic and every first paint — never
 * download it; a signed-in user gets it right after user-data answers, before the chat button can show.
 * `importBinding` is injectable so a test can count and delay the load.
 */
export function startChatWhenSignedIn(
  container: Container,
  importBinding: () => Promise<typeof import('../chat-binding')> = () => import('../chat-binding'),
): LazyChat {
  const chat$ = new BehaviorSubject<UiChat | null>(null);
  let loading: Promise<UiChat> | null = null;
  const load = () =>
    (loading ??= importBinding().then(
      ({ bindChat }) => {
        const engine = bindChat(container);
        chat$.next(engine);
        return engine;
      },
      (error: unknown) => {
        // A failed chunk load (offline, a new deploy) leaves the app without chat; the next sign-in retries.
        loading = null;
        resolve(container, LOGGER_PORT).error('chat could not be loaded', error);
        throw error;
      },
    ));
  const subscription: Subscription = resolve(container, SESSION)
    .state$.pipe(filter((state) => state.user !== null))
    .subscribe(() => void load().catch(() => undefined));
  return {
    state$: chat$,
    getSnapshot: () => chat$.getValue(),
    load,
    dispose: () => subscription.unsubscribe(),
  };
}

import { BehaviorSubject, filter, of, switchMap, type Subscription } from 'rxjs';
import { INITIAL_FAVOURITES_STATE, LOGGER_PORT, NOTIFIER_PORT, SESSION, Toasts, loadOnce, messageText } from '../../core';
import type { UiChat } from '../../ui/chat/uiChat';
import type { UiFavourites, UiOnboarding } from '../../ui/services';
import type { Favourites, LatePart } from '../../core';
import type { Registry } from '../registry';
import type { Feature } from '../feature';

/**
 * The running web app as the late parts see it: the app's one registry (app/registry.ts), with the first page's
 * services defined; each feature module loaded here defines its own into it.
 */
export type AppRoot = Registry;

/** A part of the app loaded late: null until it is there. */
export interface LoadedOnSignIn<T> extends LatePart<T> {
  dispose(): void;
}

/** The web app's chat, once loaded: null for a visitor (no token → no socket → no chat, docs/product/chat.md Header). */
export type LazyChat = LoadedOnSignIn<UiChat>;

/**
 * The one late-loading mechanism of the web app's parts: a feature module (app/feature.ts) in a chunk of its own,
 * installed the first time `load()` is called. A failed load (offline, a new deploy) is logged and forgotten, so
 * the next `load()` tries again. The module machinery (app/feature.ts) comes with the first feature, not with the
 * first page.
 */
export function loadOnDemand<T>(root: AppRoot, what: string, importFeature: () => Promise<Feature<T>>): LoadedOnSignIn<T> {
  const part$ = new BehaviorSubject<T | null>(null);
  const load = loadOnce(() =>
    Promise.all([importFeature(), import('../feature')]).then(
      ([feature, { installFeature }]) => {
        const part = installFeature(root, feature);
        part$.next(part);
        return part;
      },
      (error: unknown) => {
        root.get(LOGGER_PORT).error(`${what} could not be loaded`, error);
        throw error;
      },
    ),
  );
  return { state$: part$, getSnapshot: () => part$.getValue(), load, dispose: () => undefined };
}

/**
 * A part loaded on demand and, at the latest, when the session has a signed-in user: visitors — most of the
 * traffic and every first paint — never download it; a signed-in user gets it right after user-data answers.
 */
export function loadOnSignIn<T>(root: AppRoot, what: string, importFeature: () => Promise<Feature<T>>): LoadedOnSignIn<T> {
  const part = loadOnDemand(root, what, importFeature);
  const subscription: Subscription = root.get(SESSION)
    .state$.pipe(filter((state) => state.user !== null))
    .subscribe(() => void part.load().catch(() => undefined));
  return { ...part, dispose: () => subscription.unsubscribe() };
}

/**
 * The chat engine (app/features/chat.ts, its own chunk with the codec, schemas and socket adapter), bound on
 * sign-in, before the chat button can show. `importBinding` is injectable so a test can count and delay the load.
 */
export function startChatWhenSignedIn(
  root: AppRoot,
  importFeature: () => Promise<Feature<UiChat>> = async () => (await import('../features/chat')).chatFeature,
): LazyChat {
  return loadOnSignIn(root, 'chat', importFeature);
}

/**
 * The profile-completion checklist behind the bell (docs/product/accounts.md) and the verification check it reads
 * (app/features/onboarding.ts): a signed-in user's only, so bound on sign-in; it checks the tasks at once.
 */
export function startOnboardingWhenSignedIn(
  root: AppRoot,
  importFeature: () => Promise<Feature<UiOnboarding>> = async () => (await import('../features/onboarding')).onboardingFeature,
): LoadedOnSignIn<UiOnboarding> {
  return loadOnSignIn(root, 'onboarding', importFeature);
}

/**
 * The favourites (app/features/favourites.ts) behind a stand-in with the same interface: bound on sign-in (the
 * list loads then), or on a visitor's first save (which the use case answers with docs/product/trust.md's message). Until then
 * nothing is saved. A save whose code cannot be fetched says 'Настана грешка.' and changes nothing.
 */
export function favouritesOnDemand(
  root: AppRoot,
  importFeature: () => Promise<Feature<Favourites>> = async () => (await import('../features/favourites')).favouritesFeature,
): UiFavourites & { dispose(): void } {
  const part = loadOnSignIn(root, 'favourites', importFeature);
  return {
    state$: part.state$.pipe(switchMap((favourites) => favourites?.state$ ?? of(INITIAL_FAVOURITES_STATE))),
    getSnapshot: () => part.getSnapshot()?.getSnapshot() ?? INITIAL_FAVOURITES_STATE,
    toggle: async (entityId, listing) => {
      try {
        return await (await part.load()).toggle(entityId, listing);
      } catch {
        new Toasts(root.get(NOTIFIER_PORT)).error(messageText('common.errorOccurred'));
        return false;
      }
    },
    dispose: () => part.dispose(),
  };
}

import { createContext, useContext, type ReactNode } from 'react';
import type { AccountForms, Admin, LanguageChoice, ClockPort, Money, Selling, FavouritesState, FooterLink, HttpPort, LoggerPort, LoginOptions, LoginResult, NotifierPort, ObservableStore, OnboardingState, OnboardingTaskId, SessionState, SessionUser, StoragePort } from '../core';
import type { UiChat } from './chat/uiChat';
import type { SearchBox } from '../core/search/search-box';

/**
 * Everything the web UI needs from the outside world, handed down through ONE React context (docs/architecture.md).
 * app/web/main.tsx resolves these from the inversify container; tests pass fakes. The UI never constructs an
 * adapter: it only sees these interfaces, which the core's use cases and ports satisfy.
 */

/** The user fields the shell and pages read (docs/product/accounts.md User): the core's own type. */
export type UiUser = SessionUser;

/** The slice of the core Session state the UI renders (docs/product/accounts.md Session). */
export type UiSessionState = Pick<SessionState, 'user' | 'token' | 'sessionLoaded' | 'loggingOut' | 'loading' | 'success' | 'error'>;

/** docs/product/accounts.md login outcomes as the core's Session returns them, narrowed to what the login screen reads. */
export type UiLoginResult = Pick<Extract<LoginResult, { outcome: 'error' }>, 'outcome' | 'message'> | Pick<Exclude<LoginResult, { outcome: 'error' }>, 'outcome'>;

/** The core Session (docs/product/accounts.md), as far as the web UI uses it. */
export interface UiSession extends ObservableStore<UiSessionState> {
  /** On success the core toasts 'Успешна најава!' and does a full page navigation to the safe redirect target. */
  login(provider: string, fields: Record<string, unknown>, options?: LoginOptions): Promise<UiLoginResult>;
  /** Waits 100 ms, logs out, toasts 'Успешна одјава', reloads the page the user was on. */
  logout(): Promise<boolean>;
  /** The one-tap social login. */
  loginWithGoogleOneTap(credential: string): Promise<unknown>;
}

export type UiFavouritesState = Pick<FavouritesState, 'ids' | 'loaded'>;

export interface UiFavourites extends ObservableStore<UiFavouritesState> {
  /** Adds (emitting add_to_wishlist for `listing`) or removes; anonymous users get 'Само регистрирани корисници можат да зачуваат огласи'. Resolves false on failure. */
  toggle(entityId: number | string, listing?: AnalyticsListing): Promise<boolean>;
}

export type UiMenuLink = Pick<FooterLink, 'slug' | 'title'>;

/** docs/product/browsing.md Footer: two columns from footer-1 / footer-2, or the six fallback links. */
export interface UiFooterMenus {
  load(): Promise<{ columns: UiMenuLink[][] }>;
}

/** docs/product/README.md analytics, already shaped by the core (emits nothing when the page has no facility). */
export interface UiAnalytics {
  viewItem(listing: AnalyticsListing): void;
  generateLead(listing: AnalyticsListing, contactType?: 'phone' | 'whatsapp' | 'viber' | 'chat'): void;
  search(searchTerm: string, resultsCount?: number): void;
  share(method: string, itemId: number | string): void;
  addToWishlist(listing: AnalyticsListing): void;
}

export interface AnalyticsListing {
  id: number | string;
  title?: string | null;
  category?: string | { name?: string | null } | null;
  price?: number | string | null;
  currency?: string | { code?: string | null } | null;
}

/** Optional identity providers and wrappers, detected or configured by app/. */
export interface UiConfig {
  /** docs/product/accounts.md Other UI elements: the one-tap prompt runs only when a Google client id is configured. */
  googleClientId: string | null;
  /** Login screen options shown only when the server has them configured (docs/product/accounts.md Login page). */
  smsLogin: boolean;
  socialProviders: readonly string[];
  /** True inside the native mobile wrapper (pull-to-refresh); app/ decides how it is detected. */
  nativeWrapper: boolean;
}

/** Shows Google's one-tap prompt and hands back the identity token (loaded by app/, never by ui/). */
export interface UiOneTap {
  prompt(onCredential: (credential: string) => void): void;
  cancel(): void;
}

/** docs/product/accounts.md Profile-completion panel / Onboarding: the core's checklist behind the bell. */
export interface UiOnboarding extends ObservableStore<OnboardingState> {
  /** The first click hides the badge count for the rest of the session. */
  clickBell(): void;
  /** Runs a clickable task's action (navigates to its page); false when the task is not clickable. */
  openTask(id: OnboardingTaskId): boolean;
}

/** A part the app loads late (app/web/lazy-parts.ts): null until it is there; `load()` fetches it (idempotent). */
export interface UiLoadable<T> extends ObservableStore<T | null> {
  load(): Promise<T>;
}

/** The language switch (core's LanguageChoice): what the footer and the user menu render and press. */
export type UiLanguageChoice = Pick<LanguageChoice, 'state$' | 'getSnapshot' | 'choose'>;

export interface UiServices {
  http: HttpPort;
  session: UiSession;
  favourites: UiFavourites;
  footerMenus: UiFooterMenus;
  analytics: UiAnalytics;
  notifier: NotifierPort;
  /** Session-scoped storage (scroll positions per path). */
  storage: StoragePort;
  clock: ClockPort;
  logger: LoggerPort;
  config: UiConfig;
  oneTap: UiOneTap | null;
  /** The chat engine as the chat UI renders it (ui/chat/uiChat.ts); absent when this build has no chat. */
  chat?: UiChat | null;
  /**
   * The profile-completion checklist behind the bell: undefined when this app has none (a plain bell: the embed,
   * some tests); null while it is loading (the web app binds it on sign-in): no bell until it can tell.
   */
  onboarding?: UiOnboarding | null;
  /** The accounts screens' use cases (registration, activation, password recovery, profile), loaded on demand. */
  accounts?: UiLoadable<AccountForms>;
  /** The selling screens' use cases (my listings, saved listings, the wizard, statistics), loaded on demand. */
  selling?: UiLoadable<Selling>;
  /** The moderation console (admins only), loaded on demand. */
  admin?: UiLoadable<Admin>;
  /** The money screens' use cases and the wallet balance (issue 21), loaded on demand. */
  money?: UiLoadable<Money>;
  /** The search fields' suggestions and recent searches, loaded when a search field is first used. */
  search?: UiLoadable<SearchBox>;
  /**
   * The language switch; absent where the page must not choose (the embed runs on another site's page and takes
   * its language from `data-lang`): no switch is shown then.
   */
  languageChoice?: UiLanguageChoice;
}

const ServicesContext = createContext<UiServices | null>(null);

export function ServicesProvider({ services, children }: { services: UiServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The services when a provider is there, else null (the embedded chat's frame has only the chat: ui/chat/useUiChat). */
export function useOptionalServices(): UiServices | null {
  return useContext(ServicesContext);
}

export function useServices(): UiServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices: wrap the app in <ServicesProvider> (app/web/main.tsx does)');
  return services;
}

import { createContext, useContext, type ReactNode } from 'react';
import type { Alerts } from '../core/alerts/alerts';
import type { AccountForms, Admin, Analytics, ClockPort, Favourites, FooterMenus, HttpPort, LanguageChoice, LatePart, ThemeChoice, LoggerPort, Money, NotifierPort, Onboarding, Selling, Session, StoragePort } from '../core';
import type { UiChat } from './chat/uiChat';
import type { SearchBox } from '../core/search/search-box';

/**
 * Everything the web UI needs from the outside world, handed down through ONE React context (docs/architecture.md).
 * app/web/main.tsx resolves these from the composition root; tests pass fakes. The UI never constructs an adapter.
 *
 * Each service is the core's own class narrowed with `Pick` to the members the UI calls: its signatures, states
 * and comments live once, in core (a copy here drifted before — docs/architecture.md "One contract").
 */

/** The core Session (docs/product/accounts.md), as far as the web UI uses it. */
export type UiSession = Pick<Session, 'state$' | 'getSnapshot' | 'login' | 'logout' | 'loginWithGoogleOneTap'>;

/** The saved listings (docs/product/browsing.md): the hearts read the ids and toggle. */
export type UiFavourites = Pick<Favourites, 'state$' | 'getSnapshot' | 'toggle'>;

/** docs/product/browsing.md Footer: two columns from footer-1 / footer-2, or the six fallback links. */
export type UiFooterMenus = Pick<FooterMenus, 'load'>;

/** docs/product/README.md analytics, already shaped by the core (emits nothing when the page has no facility). */
export type UiAnalytics = Pick<Analytics, 'viewItem' | 'generateLead' | 'search' | 'share' | 'addToWishlist'>;

/** docs/product/accounts.md Profile-completion panel: the core's checklist behind the bell. */
export type UiOnboarding = Pick<Onboarding, 'state$' | 'getSnapshot' | 'clickBell' | 'openTask'>;

/** The language switch (core's LanguageChoice): what the footer and the user menu render and press. */
export type UiLanguageChoice = Pick<LanguageChoice, 'state$' | 'getSnapshot' | 'choose'>;

/**
 * What the app configures for the UI (not a core service): optional identity providers and the native wrapper.
 */
export interface UiConfig {
  /** Login screen options shown only when the server has them configured (docs/product/accounts.md Login page). */
  smsLogin: boolean;
  socialProviders: readonly string[];
  /** True inside the native mobile wrapper (pull-to-refresh); app/ decides how it is detected. */
  nativeWrapper: boolean;
}

/** What a one-tap prompt needs: the server's client id and script (GET /api/auth/providers) and a nonce it gave out. */
export interface UiOneTapRequest {
  clientId: string;
  script: string;
  nonce: string;
}

/** Google's one-tap prompt (a browser SDK the app loads late, never ui/): it hands back the identity token. */
export interface UiOneTap {
  prompt(request: UiOneTapRequest, onCredential: (credential: string) => void): void;
  cancel(): void;
}

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
  accounts?: LatePart<AccountForms>;
  /** The selling screens' use cases (my listings, saved listings, the wizard, statistics), loaded on demand. */
  selling?: LatePart<Selling>;
  /** The moderation console (admins only), loaded on demand. */
  admin?: LatePart<Admin>;
  /** The money screens' use cases and the wallet balance (issue 21), loaded on demand. */
  money?: LatePart<Money>;
  /** Saved searches and the bell's notifications (issue 38), loaded on demand. */
  alerts?: LatePart<Alerts>;
  /** The search fields' suggestions and recent searches, loaded when a search field is first used. */
  search?: LatePart<SearchBox>;
  /**
   * The language switch; absent where the page must not choose (the embed runs on another site's page and takes
   * its language from `data-lang`): no switch is shown then.
   */
  languageChoice?: UiLanguageChoice;
  /** The dark-mode switch's rules (web app only), loaded when the switch is first shown. */
  theme?: LatePart<ThemeChoice>;
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

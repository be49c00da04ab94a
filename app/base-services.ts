import type { Renderable } from 'react-hot-toast';
import {
  ANALYTICS,
  ANALYTICS_PORT,
  Analytics,
  CLOCK_PORT,
  FOOTER_MENUS,
  FooterMenus,
  HTTP_PORT,
  LANGUAGE,
  LANGUAGE_CHOICE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  LANGUAGE_STORAGE_KEY,
  LanguageChoice,
  LanguageStore,
  initialLanguage,
  PAGE_LANGUAGE_PORT,
  PAGE_THEME_PORT,
  LOGGER_PORT,
  NAVIGATOR_PORT,
  NOTIFIER_PORT,
  RedirectOnUnauthenticatedHttp,
  SESSION,
  SESSION_STORAGE_PORT,
  STORAGE_PORT,
  Session,
  portToken,
  type AnalyticsPort,
  type ClockPort,
  type HttpPort,
  type Language,
  type LoggerPort,
  type NavigatorPort,
  type NotifierPort,
  type PageLanguagePort,
  type PageThemePort,
  type PortToken,
  type SocketPort,
  type StoragePort,
  type ToastRequest,
} from '../core';
import { PageAnalytics } from '../adapters/analytics/page-analytics';
import { GlobalClock } from '../adapters/clock/global-clock';
import { FetchHttp } from '../adapters/http/fetch-http';
import { requestTasks } from '../adapters/http/request-tasks';
import { ConsoleLogger } from '../adapters/logger/console-logger';
import { DemoSessionHttp } from '../adapters/mock-socket/demo-session-http';
import { BrowserNavigator } from '../adapters/navigator/browser-navigator';
import { DeferredToastLibrary } from '../adapters/notifier/deferred-toast-library';
import { HotToastNotifier } from '../adapters/notifier/hot-toast-notifier';
import { loadToastLibrary } from '../ui/shell/toastLibrary';
import { createLocalStorage, createSessionStorage } from '../adapters/storage/web-storage';
import { createDocumentLanguage } from '../adapters/page/document-language';
import { createDocumentTheme } from '../adapters/page/document-theme';
import { clientConfig, type ClientConfig } from './config';
import { Registry, type Build } from './registry';


/*
 * The composition root of the first page (docs/architecture.md#the-dependency-rule): with the feature modules
 * (app/features/), the only place that knows every concrete adapter and use case. The first page's services are
 * defined here as lazy singletons by token in the app's one registry (app/registry.ts); the feature modules loaded
 * later define theirs into the same registry (docs/decisions/153-one-registry.md).
 */
export interface PortOverrides {
  http: HttpPort;
  socket: SocketPort;
  storage: StoragePort;
  sessionStorage: StoragePort;
  analytics: AnalyticsPort;
  notifier: NotifierPort;
  navigator: NavigatorPort;
  clock: ClockPort;
  logger: LoggerPort;
  pageLanguage: PageLanguagePort;
  pageTheme: PageThemePort;
}

export interface ContainerOptions {
  /** Default: `clientConfig()` (import.meta.env + `?demo=chat`). */
  config?: ClientConfig;
  /** Replace any port (fakes in tests, a host page's own notifier in an embed). */
  ports?: Partial<PortOverrides>;
  /** Renders custom toasts (the new-message preview) — handed in by app/ from ui/, adapters cannot import React. */
  renderToast?: (request: ToastRequest, id: string) => Renderable;
  /**
   * The interface language to start in (the embed's `data-lang`). Default: the page's choice — its language cookie,
   * else the stored choice, else Macedonian (core's `initialLanguage`).
   */
  language?: Language;
  /** Each API request starts in a task of its own (adapters/http/request-tasks.ts): the web app's first page. */
  requestsInOwnTasks?: boolean;
}

/** App-level tokens (not ports): the configuration, the options, and the navigator the web app attaches its router to. */
export const CLIENT_CONFIG = portToken<ClientConfig>('app.client-config');
export const BROWSER_NAVIGATOR = portToken<BrowserNavigator>('app.browser-navigator');

export function createBaseServices(options: ContainerOptions = {}): Registry {
  const base = new Registry(options);
  const config = options.config ?? clientConfig();
  const ports = options.ports ?? {};
  const single = <T>(token: PortToken<T>, build: Build<T>) => base.define(token, build);

  single(CLIENT_CONFIG, () => config);
  // ---- ports → adapters --------------------------------------------------------------------------------
  single(CLOCK_PORT, () => ports.clock ?? new GlobalClock());
  single(LOGGER_PORT, () => ports.logger ?? new ConsoleLogger());
  single(STORAGE_PORT, (c) => ports.storage ?? createLocalStorage(c(LOGGER_PORT)));
  single(SESSION_STORAGE_PORT, (c) => ports.sessionStorage ?? createSessionStorage(c(LOGGER_PORT)));
  single(PAGE_LANGUAGE_PORT, () => ports.pageLanguage ?? createDocumentLanguage());
  single(PAGE_THEME_PORT, () => ports.pageTheme ?? createDocumentTheme());
  single(ANALYTICS_PORT, (c) => ports.analytics ?? new PageAnalytics(undefined, c(LOGGER_PORT)));
  single(NOTIFIER_PORT, (c) => {
    if (ports.notifier) return ports.notifier;
    // react-hot-toast is fetched with the first toast (or when the first page is idle), not with the first page.
    const library = new DeferredToastLibrary(async () => (await loadToastLibrary()).default, c(LOGGER_PORT));
    return new HotToastNotifier({ toast: library.toast, clock: c(CLOCK_PORT), render: options.renderToast });
  });
  single(BROWSER_NAVIGATOR, (c) => new BrowserNavigator(undefined, c(LOGGER_PORT)));
  single(NAVIGATOR_PORT, (c) => ports.navigator ?? c(BROWSER_NAVIGATOR));
  // The 401 → login redirect (docs/product/accounts.md) is the core's decorator around the adapter: one owner, one redirect.
  single(HTTP_PORT, (c) => {
    const createXhr = typeof XMLHttpRequest === 'undefined' ? undefined : browserXhr;
    const fetched = ports.http ?? new FetchHttp({ baseUrl: config.apiBase, clock: c(CLOCK_PORT), createXhr, scheduleRequest: options.requestsInOwnTasks ? requestTasks() : undefined });
    // Chat demo with no server: a demo user when user-data cannot be fetched at all (README "Demo chat without a server").
    const inner = config.chatSocket === 'mock' ? new DemoSessionHttp(fetched) : fetched;
    return new RedirectOnUnauthenticatedHttp(inner, c(NAVIGATOR_PORT), c(CLOCK_PORT));
  });
  // ---- core use cases ------------------------------------------------------------------------------------
  // The one language source: every use case writes its texts in `current()`, the UI renders `shown`.
  single(LANGUAGE, (c) =>
    new LanguageStore(
      options.language ??
        initialLanguage({
          query: c(PAGE_LANGUAGE_PORT).readQuery(LANGUAGE_QUERY),
          cookie: c(PAGE_LANGUAGE_PORT).readCookie(LANGUAGE_COOKIE),
          stored: c(STORAGE_PORT).get(LANGUAGE_STORAGE_KEY),
        }),
    ),
  );
  single(ANALYTICS, (c) => new Analytics(c(ANALYTICS_PORT)));
  single(SESSION, (c) =>
    new Session({
      http: c(HTTP_PORT),
      tokenStorage: c(SESSION_STORAGE_PORT),
      notifier: c(NOTIFIER_PORT),
      navigator: c(NAVIGATOR_PORT),
      clock: c(CLOCK_PORT),
      analytics: c(ANALYTICS),
      logger: c(LOGGER_PORT),
      language: c(LANGUAGE).current,
    }),
  );
  // The switch's rules (cookie, storage, <html lang>, the account's copy); started by the web app only — an embed
  // on somebody else's page takes its language from `data-lang` and writes no cookie there.
  single(LANGUAGE_CHOICE, (c) =>
    new LanguageChoice({
      language: c(LANGUAGE),
      page: c(PAGE_LANGUAGE_PORT),
      storage: c(STORAGE_PORT),
      http: c(HTTP_PORT),
      logger: c(LOGGER_PORT),
      signedIn: () => c(SESSION).getSnapshot().user !== null,
    }),
  );
  // Loaded later as feature modules (app/feature.ts, app/features/): the chat, the onboarding checklist and the
  // verification check (on sign-in), the favourites (on sign-in or first use).
  single(FOOTER_MENUS, (c) => new FooterMenus({ http: c(HTTP_PORT), logger: c(LOGGER_PORT), language: c(LANGUAGE).current }));
  return base;
}

/** Uploads use XMLHttpRequest for progress (docs/decisions/081-uploads-over-xhr.md), when the page has it. */
function browserXhr(): XMLHttpRequest {
  return new XMLHttpRequest();
}

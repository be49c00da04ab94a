import { Container, type ResolutionContext } from 'inversify';
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
  type PortToken,
  type SocketPort,
  type StoragePort,
  type ToastRequest,
} from '../core';
import { PageAnalytics } from '../adapters/analytics/page-analytics';
import { GlobalClock } from '../adapters/clock/global-clock';
import { FetchHttp } from '../adapters/http/fetch-http';
import { ConsoleLogger } from '../adapters/logger/console-logger';
import { DemoSessionHttp } from '../adapters/mock-socket/demo-session-http';
import { BrowserNavigator } from '../adapters/navigator/browser-navigator';
import { DeferredToastLibrary } from '../adapters/notifier/deferred-toast-library';
import { HotToastNotifier } from '../adapters/notifier/hot-toast-notifier';
import { loadToastLibrary } from '../ui/shell/toastLibrary';
import { createLocalStorage, createSessionStorage } from '../adapters/storage/web-storage';
import { createDocumentLanguage } from '../adapters/page/document-language';
import { clientConfig, type ClientConfig } from './config';
import { CONTAINER_OPTIONS, uninstallFeatures } from './installed-features';

/**
 * The composition root (DESIGN.md §2): the only place that knows every concrete adapter and use case.
 * Core classes carry no decorators; each is bound by its token with `toDynamicValue` as a singleton, so one
 * container is one running app (the web app, or the embedded chat). Tests and embeds replace ports through
 * `options.ports`.
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
}

/** App-level tokens (not ports): the configuration, and the navigator the web app attaches its router to. */
export const CLIENT_CONFIG = portToken<ClientConfig>('app.client-config');
export const BROWSER_NAVIGATOR = portToken<BrowserNavigator>('app.browser-navigator');

export function createContainer(options: ContainerOptions = {}): Container {
  const container = new Container();
  const config = options.config ?? clientConfig();
  const ports = options.ports ?? {};
  const get = fromContext;
  createdInstances.set(container, []);
  const single = <T>(token: PortToken<T>, build: (context: ResolutionContext) => T) => bindSingleton(container, token, build);

  container.bind<ClientConfig>(CLIENT_CONFIG).toConstantValue(config);
  container.bind<ContainerOptions>(CONTAINER_OPTIONS).toConstantValue(options);

  // ---- ports → adapters --------------------------------------------------------------------------------
  single(CLOCK_PORT, () => ports.clock ?? new GlobalClock());
  single(LOGGER_PORT, () => ports.logger ?? new ConsoleLogger());
  single(STORAGE_PORT, (c) => ports.storage ?? createLocalStorage(get(c, LOGGER_PORT)));
  single(SESSION_STORAGE_PORT, (c) => ports.sessionStorage ?? createSessionStorage(get(c, LOGGER_PORT)));
  single(PAGE_LANGUAGE_PORT, () => ports.pageLanguage ?? createDocumentLanguage());
  single(ANALYTICS_PORT, (c) => ports.analytics ?? new PageAnalytics(undefined, get(c, LOGGER_PORT)));
  single(NOTIFIER_PORT, (c) => {
    if (ports.notifier) return ports.notifier;
    // react-hot-toast is fetched with the first toast (or when the first page is idle), not with the first page.
    const library = new DeferredToastLibrary(async () => (await loadToastLibrary()).default, get(c, LOGGER_PORT));
    return new HotToastNotifier({ toast: library.toast, clock: get(c, CLOCK_PORT), render: options.renderToast });
  });
  single(BROWSER_NAVIGATOR, (c) => new BrowserNavigator(undefined, get(c, LOGGER_PORT)));
  single(NAVIGATOR_PORT, (c) => ports.navigator ?? get(c, BROWSER_NAVIGATOR));
  // The 401 → login redirect (SPEC §2) is the core's decorator around the adapter: one owner, one redirect.
  single(HTTP_PORT, (c) => {
    const createXhr = typeof XMLHttpRequest === 'undefined' ? undefined : browserXhr;
    const fetched = ports.http ?? new FetchHttp({ baseUrl: config.apiBase, clock: get(c, CLOCK_PORT), createXhr });
    // Chat demo with no server: a demo user when user-data cannot be fetched at all (README "Demo chat without a server").
    const inner = config.chatSocket === 'mock' ? new DemoSessionHttp(fetched) : fetched;
    return new RedirectOnUnauthenticatedHttp(inner, get(c, NAVIGATOR_PORT), get(c, CLOCK_PORT));
  });
  // ---- core use cases ------------------------------------------------------------------------------------
  // The one language source: every use case writes its texts in `current()`, the UI renders `shown`.
  single(LANGUAGE, (c) =>
    new LanguageStore(
      options.language ??
        initialLanguage({
          query: get(c, PAGE_LANGUAGE_PORT).readQuery(LANGUAGE_QUERY),
          cookie: get(c, PAGE_LANGUAGE_PORT).readCookie(LANGUAGE_COOKIE),
          stored: get(c, STORAGE_PORT).get(LANGUAGE_STORAGE_KEY),
        }),
    ),
  );
  single(ANALYTICS, (c) => new Analytics(get(c, ANALYTICS_PORT)));
  single(SESSION, (c) =>
    new Session({
      http: get(c, HTTP_PORT),
      tokenStorage: get(c, SESSION_STORAGE_PORT),
      notifier: get(c, NOTIFIER_PORT),
      navigator: get(c, NAVIGATOR_PORT),
      clock: get(c, CLOCK_PORT),
      analytics: get(c, ANALYTICS),
      logger: get(c, LOGGER_PORT),
      language: get(c, LANGUAGE).current,
    }),
  );
  // The switch's rules (cookie, storage, <html lang>, the account's copy); started by the web app only — an embed
  // on somebody else's page takes its language from `data-lang` and writes no cookie there.
  single(LANGUAGE_CHOICE, (c) =>
    new LanguageChoice({
      language: get(c, LANGUAGE),
      page: get(c, PAGE_LANGUAGE_PORT),
      storage: get(c, STORAGE_PORT),
      http: get(c, HTTP_PORT),
      logger: get(c, LOGGER_PORT),
      signedIn: () => get(c, SESSION).getSnapshot().user !== null,
    }),
  );
  // Loaded later as feature modules (app/feature.ts, app/features/): the chat, the onboarding checklist and the
  // verification check (on sign-in), the favourites (on sign-in or first use).
  single(FOOTER_MENUS, (c) => new FooterMenus({ http: get(c, HTTP_PORT), logger: get(c, LOGGER_PORT), language: get(c, LANGUAGE).current }));
  return container;
}

/** Binds `token` to one lazily built instance, remembered for `disposeContainer`. */
function bindSingleton<T>(container: Container, token: PortToken<T>, build: (context: ResolutionContext) => T): void {
  container
    .bind<T>(token)
    .toDynamicValue((context) => {
      const instance = build(context);
      createdInstances.get(container)?.push(instance);
      return instance;
    })
    .inSingletonScope();
}

/** Typed access by token inside a binding: `fromContext(c, SESSION)` is a `Session`. */
export function fromContext<T>(context: ResolutionContext, token: PortToken<T>): T {
  return context.get<T>(token);
}

/** Typed access by token: `resolve(container, SESSION)` is a `Session`. */
export function resolve<T>(container: Container, token: PortToken<T>): T {
  return container.get<T>(token);
}

const createdInstances = new WeakMap<Container, unknown[]>();

/**
 * Tears the running app down: the feature modules loaded later first (app/feature.ts), then every singleton
 * created so far that has a `dispose()` (use cases, the pending login redirect), newest first, so dependants go
 * before what they depend on.
 */
export function disposeContainer(container: Container): void {
  uninstallFeatures(container);
  const created = createdInstances.get(container) ?? [];
  for (const instance of [...new Set(created)].reverse()) (instance as { dispose?: () => void }).dispose?.();
  created.length = 0;
}

/** Uploads use XMLHttpRequest for progress (docs/decisions/001-uploads-over-xhr.md), when the page has it. */
function browserXhr(): XMLHttpRequest {
  return new XMLHttpRequest();
}

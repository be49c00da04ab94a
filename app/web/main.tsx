import { StrictMode, startTransition, useMemo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { CLOCK_PORT, LANGUAGE, LANGUAGE_CHOICE, NOTIFIER_PORT, SESSION, isRetryableFailure } from '../../core';
import { LanguageProvider } from '../../ui/i18n';
import { useObservableState } from '../../ui/hooks/useObservableState';
import { ServicesProvider, type UiOnboarding, type UiServices } from '../../ui/services';
import { ChatRoot } from '../../ui/chat/ChatRoot';
import { handOffBoot } from '../../ui/shell/bootHandOff';
import { renderChatToastLater } from '../../ui/chat/lazyChatToast';
import { BROWSER_NAVIGATOR, createBaseServices } from '../base-services';
import { createAppHistory } from './app-history';
import { AppRouter } from './routes';
import { startChatWhenSignedIn, startOnboardingWhenSignedIn, type LazyChat, type LoadedOnSignIn } from './lazy-parts';
import { createUiServices } from './services';
import { browserSettlingPage, whenPageSettles } from './when-page-settles';
import { screenFeatures } from './screen-features';
import './fonts.css';
import './tokens.css';
import './global.css';

/** How long the server's preview may wait for its page (a slow or failing data call) before React shows. */
const BOOT_PREVIEW_LIMIT_MS = 4_000;

/** The start-up runs as a few shorter tasks rather than one long one: the browser can paint and take input in
 * between (Lighthouse's Total Blocking Time counts every task over 50 ms). */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The services with the chat and the checklist once they have loaded (a re-render of the tree, on sign-in). */
function WebServices({ base, chat$, onboarding$, children }: { base: UiServices; chat$: LazyChat; onboarding$: LoadedOnSignIn<UiOnboarding>; children: ReactNode }) {
  const chat = useObservableState(chat$);
  const onboarding = useObservableState(onboarding$);
  const services = useMemo<UiServices>(() => ({ ...base, chat, onboarding }), [base, chat, onboarding]);
  return <ServicesProvider services={services}>{children}</ServicesProvider>;
}

async function boot(): Promise<void> {
  // First let the browser breathe after evaluating every module of the first download.
  await yieldToMain();
  // Custom toasts (the chat's new-message preview) are rendered by the chat UI; a click opens that conversation.
  const base = createBaseServices({
    requestsInOwnTasks: true,
    renderToast: (request, id) =>
      renderChatToastLater(request, {
        dismiss: () => base.get(NOTIFIER_PORT).dismiss(id),
        // A preview toast comes from the engine, so the chat is loaded by the time one can be clicked.
        openConversation: (conversationId) => {
          const chat = lazyChat.getSnapshot();
          chat?.open();
          chat?.select(conversationId);
        },
      }),
  });
  // The language the server wrote the page in (its cookie) is the one the services start with; from here on the
  // switch keeps the cookie, storage and <html lang> in step (core/i18n/language-choice.ts).
  const languageChoice = base.get(LANGUAGE_CHOICE);
  languageChoice.start();
  const baseServices = {
    ...createUiServices(base),
    ...screenFeatures(base),
    languageChoice,
  };
  const lazyChat = startChatWhenSignedIn(base);
  // The bell's checklist is a signed-in user's: bound on sign-in, when it checks the tasks.
  const lazyOnboarding = startOnboardingWhenSignedIn(base);
  // The browser history the router runs on (react-router's own, as BrowserRouter makes it), built here so that
  // the core's navigator, the chat and the boot preview hear of a navigation when it starts.
  const appHistory = createAppHistory(createBrowserHistory({ v5Compat: true }));
  const startedAt = new Date(baseServices.clock.now());
  // In-app redirects from the core (login after 401, banned) go through the router, not a full reload.
  base.get(BROWSER_NAVIGATOR).attachRouter((path, options) =>
    options?.replace ? appHistory.history.replace(path) : appHistory.history.push(path),
  );

  // The server's static preview never outlives a navigation, and never stays long if its page cannot load.
  appHistory.onNavigationStart(() => handOffBoot('always'));
  setTimeout(() => handOffBoot('always'), BOOT_PREVIEW_LIMIT_MS);

  const queryClient = new QueryClient({
    defaultOptions: {
      // One automatic retry for a flaky network; after that the page shows its error with a retry button. An answer
      // about the request itself (404: no such category, place, user or listing) is shown at once, never retried.
      queries: { retry: (failures, error) => failures < 1 && isRetryableFailure(error), refetchOnWindowFocus: false },
    },
  });

  void base.get(SESSION).start();
  // Installable and offline (issue 26): the service worker is registered from a chunk of its own once the first
  // page has settled (its data in, the main thread idle), so installing it costs the first page nothing.
  const language = base.get(LANGUAGE);
  const settled = whenPageSettles(browserSettlingPage(queryClient, base.get(CLOCK_PORT)));
  void settled
    .then(() => import('./pwa'))
    .then((pwa) => pwa.registerServiceWorker(language.current))
    .catch(() => undefined);
  // The site's font for the next page, fetched after this one has settled (docs/decisions/165).
  void settled
    .then(() => import('./site-font'))
    .then((font) => font.cacheSiteFont())
    .catch(() => undefined);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  await yieldToMain();

  // A transition: React renders the first page in slices, so a slow phone's main thread is not blocked for long
  // (Total Blocking Time). RouterHost makes that safe for the router (see there).
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(
    <StrictMode>
      <LanguageProvider language={base.get(LANGUAGE)}>
        <QueryClientProvider client={queryClient}>
          <WebServices base={baseServices} chat$={lazyChat} onboarding$={lazyOnboarding}>
            <AppRouter appHistory={appHistory} now={startedAt} ChatRoot={ChatRoot} />
          </WebServices>
        </QueryClientProvider>
      </LanguageProvider>
    </StrictMode>,
  ));
}

void boot();

import {
  ANALYTICS,
  CLOCK_PORT,
  FOOTER_MENUS,
  HTTP_PORT,
  LOGGER_PORT,
  NOTIFIER_PORT,
  SESSION,
  SESSION_STORAGE_PORT,
  loadOnce,
} from '../../core';
import type { UiOneTap, UiServices } from '../../ui/services';
import { isNativeWrapper } from './environment';
import { favouritesOnDemand, type AppRoot } from './lazy-parts';

/**
 * The services object the UI sees (ui/services.tsx), resolved from the composition root; shared by the web app and
 * the embeddable chat. The web app adds its own screens' features (app/web/screen-features.ts).
 */
export function createUiServices(root: AppRoot): UiServices {
  const { get } = root;
  return {
    http: get(HTTP_PORT),
    session: get(SESSION),
    favourites: favouritesOnDemand(root),
    footerMenus: get(FOOTER_MENUS),
    analytics: get(ANALYTICS),
    notifier: get(NOTIFIER_PORT),
    storage: get(SESSION_STORAGE_PORT),
    clock: get(CLOCK_PORT),
    logger: get(LOGGER_PORT),
    config: {
      // The server has no SMS gateway or social providers configured in this build (docs/api.md): hidden.
      smsLogin: false,
      socialProviders: [],
      nativeWrapper: isNativeWrapper(),
    },
    oneTap: deferredOneTap(),
    // The chat is loaded on sign-in (app/web/lazy-parts.ts) and handed in then; the embed binds it up front. The
    // onboarding checklist is loaded on sign-in as well (main.tsx); absent here, the embed's bell is a plain one.
    chat: null,
  };
}

/** The one-tap client (app/web/googleOneTap.ts) fetched with the first prompt: no first-page code. */
function deferredOneTap(): UiOneTap {
  // Offline or a new deploy: no prompt this time, the next one fetches again (loadOnce forgets a failed load).
  const client = loadOnce(async () => (await import('./googleOneTap')).createGoogleOneTap());
  let wanted = false;
  let fetched = false;
  return {
    prompt(request, onCredential) {
      wanted = true;
      fetched = true;
      client().then((tap) => wanted && tap.prompt(request, onCredential)).catch(() => undefined);
    },
    cancel() {
      wanted = false;
      if (fetched) client().then((tap) => tap.cancel()).catch(() => undefined);
    },
  };
}

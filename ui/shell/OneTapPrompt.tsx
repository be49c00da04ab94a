import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ROUTES } from '../../core';
import { useServices } from '../services';
import { useSessionView } from '../session/useSessionView';

/** docs/product/accounts.md: the one-tap sign-in starts 2 s after a logged-out page load. */
export const ONE_TAP_DELAY_MS = 2_000;

/**
 * docs/product/accounts.md Other UI elements: Google's one-tap prompt for logged-out visitors, 2 s after load, never on the login
 * or register pages, and nothing at all when the server does not offer it (GET /api/auth/providers `one_tap`: its
 * client id and script come from the server's configuration, decision 158).
 */
export function OneTapPrompt() {
  const { oneTap, clock, session, http, logger } = useServices();
  const { loaded, loggedIn } = useSessionView();
  const { pathname } = useLocation();
  const excluded = pathname.startsWith(ROUTES.login) || pathname.startsWith(ROUTES.register);
  const eligible = oneTap !== null && loaded && !loggedIn && !excluded;

  useEffect(() => {
    if (!eligible || !oneTap) return;
    let current = true;
    const timer = clock.setTimeout(() => {
      // Only when the server accepts Google credentials: a prompt whose answer is refused helps nobody. The check
      // is code of its own, fetched only where a client id is configured.
      void import('../../core/accounts/providers')
        .then(async ({ fetchAuthProviders, fetchOneTapNonce }) => {
          const { oneTap: config } = await fetchAuthProviders({ http, logger });
          if (!current || !config) return;
          // The nonce binds the credential to this browser and is good once (decision 158).
          const nonce = await fetchOneTapNonce({ http, logger });
          if (current && nonce) oneTap.prompt({ ...config, nonce }, (credential) => void session.loginWithGoogleOneTap(credential));
        })
        .catch(() => undefined);
    }, ONE_TAP_DELAY_MS);
    return () => {
      current = false;
      clock.clearTimeout(timer);
      oneTap.cancel();
    };
  }, [eligible, oneTap, clock, session, http, logger]);

  return null;
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ROUTES } from '../../core';
import { useServices } from '../services';
import { useSessionView } from '../session/useSessionView';

/** docs/product/accounts.md: the one-tap sign-in starts 2 s after a logged-out page load. */
export const ONE_TAP_DELAY_MS = 2_000;

/**
 * docs/product/accounts.md Other UI elements: Google's one-tap prompt for logged-out visitors, 2 s after load, never on the login
 * or register pages, and nothing at all when no Google client id is configured or the server does not accept
 * Google sign-in (GET /api/auth/providers).
 */
export function OneTapPrompt() {
  const { config, oneTap, clock, session, http, logger } = useServices();
  const { loaded, loggedIn } = useSessionView();
  const { pathname } = useLocation();
  const excluded = pathname.startsWith(ROUTES.login) || pathname.startsWith(ROUTES.register);
  const eligible = Boolean(config.googleClientId && oneTap) && loaded && !loggedIn && !excluded;

  useEffect(() => {
    if (!eligible || !oneTap) return;
    let current = true;
    const timer = clock.setTimeout(() => {
      // Only when the server accepts Google credentials: a prompt whose answer is refused helps nobody. The check
      // is code of its own, fetched only where a client id is configured.
      void import('../../core/accounts/providers')
        .then(({ fetchAuthProviders }) => fetchAuthProviders({ http, logger }))
        .then((providers) => {
          if (current && providers.google) oneTap.prompt((credential) => void session.loginWithGoogleOneTap(credential));
        }, () => undefined);
    }, ONE_TAP_DELAY_MS);
    return () => {
      current = false;
      clock.clearTimeout(timer);
      oneTap.cancel();
    };
  }, [eligible, oneTap, clock, session, http, logger]);

  return null;
}

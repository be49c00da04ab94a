import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ROUTES } from '../../core';
import { useServices } from '../services';
import { useSessionView } from '../session/useSessionView';

/** SPEC §9: the one-tap sign-in starts 2 s after a logged-out page load. */
export const ONE_TAP_DELAY_MS = 2_000;

/**
 * SPEC §2 Other UI elements: Google's one-tap prompt for logged-out visitors, 2 s after load, never on the login
 * or register pages, and nothing at all when no Google client id is configured.
 */
export function OneTapPrompt() {
  const { config, oneTap, clock, session } = useServices();
  const { loaded, loggedIn } = useSessionView();
  const { pathname } = useLocation();
  const excluded = pathname.startsWith(ROUTES.login) || pathname.startsWith(ROUTES.register);
  const eligible = Boolean(config.googleClientId && oneTap) && loaded && !loggedIn && !excluded;

  useEffect(() => {
    if (!eligible || !oneTap) return;
    const timer = clock.setTimeout(() => {
      oneTap.prompt((credential) => void session.loginWithGoogleOneTap(credential));
    }, ONE_TAP_DELAY_MS);
    return () => {
      clock.clearTimeout(timer);
      oneTap.cancel();
    };
  }, [eligible, oneTap, clock, session]);

  return null;
}

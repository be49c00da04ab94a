import type { Container } from 'inversify';
import {
  HTTP_PORT,
  LANGUAGE,
  LOGGER_PORT,
  NAVIGATOR_PORT,
  ONBOARDING,
  Onboarding,
  SESSION,
  VERIFICATION_STATUS,
  VerificationStatusCheck,
} from '../core';
import { bindSingleton, fromContext, resolve } from './container';

/**
 * The onboarding half of the composition root: the profile-completion checklist and the verification check it
 * reads. Its own module so that the web app loads it once someone signs in (app/web/lazy-parts.ts) — a visitor
 * never downloads it. Binding twice is a no-op; the checklist starts (and checks its tasks) when first bound.
 */
export function bindOnboarding(container: Container): Onboarding {
  if (!container.isBound(ONBOARDING)) {
    const get = fromContext;
    bindSingleton(container, VERIFICATION_STATUS, (c) => new VerificationStatusCheck({ http: get(c, HTTP_PORT), session: get(c, SESSION), logger: get(c, LOGGER_PORT), language: get(c, LANGUAGE).current }));
    bindSingleton(container, ONBOARDING, (c) =>
      new Onboarding({ http: get(c, HTTP_PORT), session: get(c, SESSION), verification: get(c, VERIFICATION_STATUS), navigator: get(c, NAVIGATOR_PORT), logger: get(c, LOGGER_PORT), language: get(c, LANGUAGE).current }),
    );
    resolve(container, ONBOARDING).start();
  }
  return resolve(container, ONBOARDING);
}

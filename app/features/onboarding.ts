import { HTTP_PORT, LANGUAGE, LOGGER_PORT, NAVIGATOR_PORT, ONBOARDING, Onboarding, SESSION, VERIFICATION_STATUS, VerificationStatusCheck, type Onboarding as OnboardingType } from '../../core';
import { resolve } from '../container';
import type { Feature } from '../feature';

/**
 * The profile-completion checklist and the verification check it reads: a feature module the web app loads once
 * someone signs in (app/web/lazy-parts.ts) — a visitor never downloads it. Start phase: the checklist starts and
 * checks its tasks.
 */
export const onboardingFeature: Feature<OnboardingType> = {
  name: 'onboarding',
  bindings(define) {
    define.singleton(VERIFICATION_STATUS, (get) => new VerificationStatusCheck({ http: get(HTTP_PORT), session: get(SESSION), logger: get(LOGGER_PORT), language: get(LANGUAGE).current }));
    define.singleton(ONBOARDING, (get) =>
      new Onboarding({ http: get(HTTP_PORT), session: get(SESSION), verification: get(VERIFICATION_STATUS), navigator: get(NAVIGATOR_PORT), logger: get(LOGGER_PORT), language: get(LANGUAGE).current }),
    );
  },
  start(container) {
    const onboarding = resolve(container, ONBOARDING);
    onboarding.start();
    return onboarding;
  },
};

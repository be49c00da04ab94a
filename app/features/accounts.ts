import { ACCOUNT_FORMS, ANALYTICS, AccountForms, CLOCK_PORT, HTTP_PORT, LANGUAGE, LOGGER_PORT, NAVIGATOR_PORT, NOTIFIER_PORT, SESSION } from '../../core';
import { resolve } from '../container';
import type { Feature } from '../feature';

/**
 * The accounts screens (registration, activation, forgotten password and reset, my profile, the login form's
 * rules): a feature module loaded when one of those screens is first shown (app/web/lazy-parts.ts). Start phase:
 * none beyond resolving the factory — each screen builds its own use case from it.
 */
export const accountsFeature: Feature<AccountForms> = {
  name: 'accounts',
  bindings(define) {
    define.singleton(ACCOUNT_FORMS, (get) =>
      new AccountForms({
        session: get(SESSION),
        http: get(HTTP_PORT),
        clock: get(CLOCK_PORT),
        notifier: get(NOTIFIER_PORT),
        navigator: get(NAVIGATOR_PORT),
        analytics: get(ANALYTICS),
        logger: get(LOGGER_PORT),
        language: get(LANGUAGE).current,
      }),
    );
  },
  start: (container) => resolve(container, ACCOUNT_FORMS),
};

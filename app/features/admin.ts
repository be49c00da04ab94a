import { ADMIN, Admin, CLOCK_PORT, HTTP_PORT, LANGUAGE, LOGGER_PORT, NOTIFIER_PORT } from '../../core';
import { resolve } from '../container';
import type { Feature } from '../feature';

/** The moderation console (issue 20): a feature module of its own, loaded only when an admin opens the console. */
export const adminFeature: Feature<Admin> = {
  name: 'admin',
  bindings(define) {
    define.singleton(ADMIN, (get) => new Admin({ http: get(HTTP_PORT), notifier: get(NOTIFIER_PORT), logger: get(LOGGER_PORT), clock: get(CLOCK_PORT), language: get(LANGUAGE).current }));
  },
  start: (container) => resolve(container, ADMIN),
};

import { CLOCK_PORT, HTTP_PORT, LANGUAGE, LOGGER_PORT, NOTIFIER_PORT } from '../../core';
import { Alerts, ALERTS } from '../../core/alerts/alerts';
import { resolve } from '../container';
import type { Feature } from '../feature';

/**
 * Saved searches and the bell's notifications (issue 38; docs/product/browsing.md "Saved searches"): a feature module
 * loaded when the bell of a signed-in user, the save button or a saved-searches screen first needs it — never with
 * the first page.
 */
export const alertsFeature: Feature<Alerts> = {
  name: 'alerts',
  bindings(define) {
    define.singleton(ALERTS, (get) => new Alerts({ http: get(HTTP_PORT), notifier: get(NOTIFIER_PORT), logger: get(LOGGER_PORT), clock: get(CLOCK_PORT), language: get(LANGUAGE).current }));
  },
  start: (container) => resolve(container, ALERTS),
};

import { HTTP_PORT, LANGUAGE, LOGGER_PORT, NOTIFIER_PORT, SELLING, Selling } from '../../core';
import { resolve } from '../container';
import type { Feature } from '../feature';

/** The selling screens (my listings): a feature module loaded when one of them is first shown. */
export const sellingFeature: Feature<Selling> = {
  name: 'selling',
  bindings(define) {
    define.singleton(SELLING, (get) => new Selling({ http: get(HTTP_PORT), notifier: get(NOTIFIER_PORT), logger: get(LOGGER_PORT), language: get(LANGUAGE).current }));
  },
  start: (container) => resolve(container, SELLING),
};

import { CLOCK_PORT, HTTP_PORT, LANGUAGE, LOGGER_PORT, NOTIFIER_PORT, SELLING, SESSION, STORAGE_PORT, Selling } from '../../core';
import { CanvasPhotoShrinker } from '../../adapters/media/canvas-photo-shrinker';
import { resolve } from '../container';
import type { Feature } from '../feature';

/** The selling screens (my listings, saved listings, the listing wizard): a feature module loaded when one is first shown. */
export const sellingFeature: Feature<Selling> = {
  name: 'selling',
  bindings(define) {
    define.singleton(SELLING, (get) => {
      const session = get(SESSION);
      return new Selling({
        http: get(HTTP_PORT),
        notifier: get(NOTIFIER_PORT),
        logger: get(LOGGER_PORT),
        language: get(LANGUAGE).current,
        clock: get(CLOCK_PORT),
        storage: get(STORAGE_PORT),
        user: () => session.getSnapshot().user,
        shrinker: new CanvasPhotoShrinker(),
      });
    });
  },
  start: (container) => resolve(container, SELLING),
};

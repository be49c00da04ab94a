import { ANALYTICS, FAVOURITES, Favourites, HTTP_PORT, LANGUAGE, LOGGER_PORT, NOTIFIER_PORT, SESSION, type Favourites as FavouritesType } from '../../core';
import { resolve } from '../container';
import type { Feature } from '../feature';

/**
 * The favourites (docs/product/trust.md, docs/product/selling.md): a feature module the web app loads on sign-in or when a listing page's save
 * button is first used (app/web/lazy-parts.ts) — the home page never needs it. Start phase: the use case starts
 * (loads the list on login, empties it on logout).
 */
export const favouritesFeature: Feature<FavouritesType> = {
  name: 'favourites',
  bindings(define) {
    define.singleton(FAVOURITES, (get) =>
      new Favourites({ http: get(HTTP_PORT), session: get(SESSION), notifier: get(NOTIFIER_PORT), logger: get(LOGGER_PORT), analytics: get(ANALYTICS), language: get(LANGUAGE).current }),
    );
  },
  start(container) {
    const favourites = resolve(container, FAVOURITES);
    favourites.start();
    return favourites;
  },
};

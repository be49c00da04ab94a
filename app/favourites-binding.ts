import type { Container } from 'inversify';
import { ANALYTICS, FAVOURITES, Favourites, HTTP_PORT, LANGUAGE, LOGGER_PORT, NOTIFIER_PORT, SESSION } from '../core';
import { bindSingleton, fromContext, resolve } from './container';

/**
 * The favourites half of the composition root (SPEC §6, §7): its own module, so that the web app loads it on
 * sign-in or when a listing page's save button is first used (app/web/lazy-parts.ts) — the home page never needs
 * it. Binding twice is a no-op; the use case starts (loads the list on login, empties it on logout) when bound.
 */
export function bindFavourites(container: Container): Favourites {
  if (!container.isBound(FAVOURITES)) {
    const get = fromContext;
    bindSingleton(container, FAVOURITES, (c) =>
      new Favourites({ http: get(c, HTTP_PORT), session: get(c, SESSION), notifier: get(c, NOTIFIER_PORT), logger: get(c, LOGGER_PORT), analytics: get(c, ANALYTICS), language: get(c, LANGUAGE).current }),
    );
    resolve(container, FAVOURITES).start();
  }
  return resolve(container, FAVOURITES);
}

/*
 * The favourites' state before anything is known, in a module of its own: the web app shows it while the
 * Favourites use case is not loaded (a visitor's home page never needs it), and bundlers split by module.
 */

export type EntityId = number | string;

export interface FavouritesState {
  ids: ReadonlySet<EntityId>;
  loaded: boolean;
  loading: boolean;
}

export const INITIAL_FAVOURITES_STATE: FavouritesState = Object.freeze({ ids: new Set<EntityId>(), loaded: false, loading: false });

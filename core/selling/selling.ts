import type { Language } from '../i18n/catalogue';
import type { HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import { Toasts, type NotifierPort } from '../ports/notifier';
import { portToken } from '../ports/token';
import { MyListings } from './my-listings';
import { SavedListings, type SavedListingsDeps } from './saved-listings';

export interface SellingDeps {
  http: HttpPort;
  notifier: NotifierPort;
  logger: LoggerPort;
  language: () => Language;
}

/**
 * The selling screens' use cases (my listings today; the listing wizard and statistics next), one instance per
 * shown screen, over the app's ports. Bound by the selling feature module (app/features/selling.ts).
 */
export class Selling {
  private readonly toasts: Toasts;

  constructor(private readonly deps: SellingDeps) {
    this.toasts = new Toasts(deps.notifier);
  }

  savedListings(favourites: SavedListingsDeps['favourites']): SavedListings {
    return new SavedListings({ http: this.deps.http, toasts: this.toasts, logger: this.deps.logger, language: this.deps.language, favourites });
  }

  myListings(): MyListings {
    return new MyListings({ http: this.deps.http, toasts: this.toasts, logger: this.deps.logger, language: this.deps.language });
  }
}

export const SELLING = portToken<Selling>('Selling');

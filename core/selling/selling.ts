import type { Language } from '../i18n/catalogue';
import type { HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import { Toasts, type NotifierPort } from '../ports/notifier';
import { portToken } from '../ports/token';
import { MyListings } from './my-listings';
import { OwnerListingActions } from './listing-actions';
import { SavedListings, type SavedListingsDeps } from './saved-listings';
import type { ClockPort } from '../ports/clock';
import type { StoragePort } from '../ports/storage';
import type { WireUser } from '../schemas/user';
import { ListingWizard } from './listing-wizard';
import { ListingStatsView } from './listing-stats';
import type { PhotoShrinker } from './photo-uploads';
import { RatingResponses } from '../trust/rating-responses';

export interface SellingDeps {
  http: HttpPort;
  notifier: NotifierPort;
  logger: LoggerPort;
  language: () => Language;
  clock: ClockPort;
  /** Durable storage: the wizard's local copy of what was typed. */
  storage: StoragePort;
  /** The signed-in user (the wizard prefills contacts from the profile). */
  user: () => WireUser | null;
  shrinker?: PhotoShrinker;
}

/**
 * The selling screens' use cases (my listings, saved listings, the add/edit listing wizard, the answers and edits of
 * ratings on a seller's page), one instance per shown screen, over the app's ports. Bound by the selling feature module (app/features/selling.ts).
 */
export class Selling {
  private readonly toasts: Toasts;

  constructor(private readonly deps: SellingDeps) {
    this.toasts = new Toasts(deps.notifier);
  }

  savedListings(favourites: SavedListingsDeps['favourites']): SavedListings {
    return new SavedListings({ http: this.deps.http, toasts: this.toasts, logger: this.deps.logger, language: this.deps.language, favourites });
  }

  listingWizard(): ListingWizard {
    const { http, logger, language, clock, storage, user, shrinker } = this.deps;
    return new ListingWizard({ http, toasts: this.toasts, logger, language, clock, storage, user, shrinker });
  }

  listingStats(): ListingStatsView {
    return new ListingStatsView({ http: this.deps.http, logger: this.deps.logger });
  }

  /** The owner's bar on their own listing's page. */
  ownerListingActions(): OwnerListingActions {
    return new OwnerListingActions({ http: this.deps.http, toasts: this.toasts, language: this.deps.language });
  }

  /** Answering and editing ratings on the public user page (a signed-in viewer's, docs/product/trust.md "Reputation"). */
  ratingResponses(): RatingResponses {
    const { http, clock, language } = this.deps;
    return new RatingResponses({ http, toasts: this.toasts, clock, language });
  }

  myListings(): MyListings {
    return new MyListings({ http: this.deps.http, toasts: this.toasts, logger: this.deps.logger, language: this.deps.language });
  }
}

export const SELLING = portToken<Selling>('Selling');

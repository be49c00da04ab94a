import { firstValueFrom } from 'rxjs';
import { Store } from '../store/store';
import { messageText, type Language } from '../i18n/catalogue';
import type { HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import type { Toasts } from '../ports/notifier';
import { z } from '../schemas/zod-mini';
import type { ListingSummary } from '../listings/read-model';
import { placeLinkOf } from '../listings/wire';
import { listingSchema, type WireListing } from '../schemas/listing';
import { listingPagePath } from '../routes/routes';
import type { ImageVariants } from '../format/images';

export const SAVED_LISTINGS_PATHS = { list: '/api/favourites', cleanup: '/api/favourites/cleanup' } as const;

export interface SavedListing {
  entityId: number | string;
  savedAt: string | null;
  /** False when the listing is no longer public (sold, archived, expired): shown greyed, offered for clean-up. */
  available: boolean;
  listing: ListingSummary | null;
}

export interface SavedListingsState {
  loading: boolean;
  failed: boolean;
  items: readonly SavedListing[];
}

export interface SavedListingsDeps {
  http: HttpPort;
  toasts: Toasts;
  logger: LoggerPort;
  language: () => Language;
  /** The app's favourites (hearts everywhere follow them): removing here goes through them. */
  favourites: { toggle(entityId: number | string): Promise<boolean> };
}

const answerSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      entity_id: z.union([z.number(), z.string()]),
      created_at: z.nullish(z.string()),
      available: z.nullish(z.boolean()),
      listing: z.nullish(z.unknown()),
    }),
  ),
});

/**
 * Saved listings (docs/product/selling.md, docs/product/trust.md): the user's favourites, newest saved first; removing one goes through the app's
 * favourites (so every heart agrees) and the toast offers to undo it; listings no longer public are kept apart and
 * can be cleaned up.
 */
export class SavedListings extends Store<SavedListingsState> {
  constructor(private readonly deps: SavedListingsDeps) {
    super({ loading: true, failed: false, items: [] });
  }

  async load(): Promise<void> {
    this.patch({ loading: true, failed: false });
    try {
      const body = answerSchema.parse(await firstValueFrom(this.deps.http.request({ path: SAVED_LISTINGS_PATHS.list, credentials: true })));
      const items = body.data.map((entry): SavedListing => {
        const listing = listingSchema.safeParse(entry.listing);
        return { entityId: entry.entity_id, savedAt: entry.created_at ?? null, available: entry.available !== false, listing: listing.success ? toListingCard(listing.data) : null };
      });
      if (!this.isDisposed) this.patch({ loading: false, items });
    } catch (error) {
      this.deps.logger.warn('saved listings not loaded', error);
      if (!this.isDisposed) this.patch({ loading: false, failed: true });
    }
  }

  /** Removes one; the toast's click puts it back. */
  async remove(entityId: number | string): Promise<boolean> {
    const before = this.getSnapshot().items;
    if (!before.some((item) => String(item.entityId) === String(entityId))) return false;
    if (!(await this.deps.favourites.toggle(entityId))) return false;
    this.patch({ items: before.filter((item) => String(item.entityId) !== String(entityId)) });
    this.deps.toasts.success(messageText('saved.removed', this.deps.language()), {
      onClick: () => void this.undo(entityId),
    });
    return true;
  }

  /** Takes the listings that are no longer public off the list (POST /api/favourites/cleanup). */
  async cleanup(): Promise<boolean> {
    try {
      await firstValueFrom(this.deps.http.request({ path: SAVED_LISTINGS_PATHS.cleanup, method: 'POST', credentials: true, payload: {} }));
    } catch (error) {
      this.deps.logger.warn('favourites cleanup failed', error);
      this.deps.toasts.error(messageText('common.errorOccurred', this.deps.language()));
      return false;
    }
    await this.load();
    return true;
  }

  private async undo(entityId: number | string): Promise<void> {
    if (await this.deps.favourites.toggle(entityId)) await this.load();
  }
}

/**
 * A saved listing's card from the full listing schema (the one my listings reads; home's lighter card reader stays in
 * home's own modules, so this screen does not pull it out of home's first download).
 */
function toListingCard(wire: WireListing): ListingSummary {
  const place = wire.location?.city?.name ?? wire.location?.region?.name ?? null;
  return {
    id: wire.id,
    title: wire.title,
    href: listingPagePath(wire.slug ?? String(wire.id)),
    price: wire.price ?? null,
    priceType: wire.price_type ?? null,
    currency: wire.currency ?? null,
    location: place,
    placeLink: placeLinkOf(wire.location),
    date: wire.published_at === null || wire.published_at === undefined ? null : String(wire.published_at),
    image: (wire.main_image as ImageVariants | null | undefined) ?? null,
    category: wire.subcategory?.name ?? wire.category?.name ?? null,
    promoted: wire.promoted ?? false,
    promotedUntil: wire.promoted_until === null || wire.promoted_until === undefined ? null : String(wire.promoted_until),
    highlighted: wire.highlighted === true,
  };
}

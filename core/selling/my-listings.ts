import { PAGE_SIZES } from '../routes/page-sizes';
import { firstValueFrom } from 'rxjs';
import { LISTING_ACTION_PATHS, sendListingAction } from './listing-actions';
import { Store } from '../store/store';
import type { Language, MessageId } from '../i18n/catalogue';
import type { HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import type { Toasts } from '../ports/notifier';
import { listingSchema } from '../schemas/listing';
import { z } from '../schemas/zod-mini';
import { LISTING_STATUSES, type ListingAction, type ListingStatus, type OwnerCommand } from '../listings/statuses';
import { listingPagePath, ROUTES } from '../routes/routes';
import type { ImageVariants } from '../format/images';
import type { CurrencyInput } from '../format/price';

export { MY_LISTINGS_TABS, ACTIONS_BY_STATUS, type ListingAction, type OwnerCommand } from '../listings/statuses';
/** Listings per page of a tab (core/routes/page-sizes.ts). */
export const MY_LISTINGS_PAGE_SIZE = PAGE_SIZES.myListings;

export const MY_LISTINGS_PATHS = { list: '/api/oglasi/my-listings', ...LISTING_ACTION_PATHS } as const;


/** One row of my listings, as the screen renders it. */
export interface MyListing {
  id: number | string;
  title: string;
  href: string;
  status: ListingStatus;
  image: ImageVariants | null;
  price: number | string | null;
  priceType: string | null;
  currency: CurrencyInput;
  publishedAt: string | null;
  expiresAt: string | null;
  /** When the owner last sent it (to moderation, for one in moderation). */
  updatedAt: string | null;
  views: number | null;
  rejectionReason: string | null;
  /** When it was archived as sold (docs/product/trust.md "Reputation"); null otherwise. */
  soldAt: string | null;
}

/**
 * docs/product/selling.md: archive and renew ask for confirmation, and so do marking sold (it archives) and deleting a
 * draft (it cannot be undone); reactivating is done at once. The text each confirmation shows (with the listing's title).
 */
export const CONFIRMATION_TEXT: Readonly<Partial<Record<OwnerCommand, MessageId>>> = {
  archive: 'myListings.confirmArchive',
  markSold: 'myListings.confirmSold',
  renew: 'myListings.confirmRenew',
  deleteDraft: 'myListings.confirmDelete',
};

/**
 * What an empty tab says and the next sensible step from it (issue 19): an empty active, moderation or draft tab
 * leads to posting a listing; an empty rejected, archived or expired tab is good news and leads back to the
 * active ones.
 */
export const EMPTY_TAB: Readonly<Record<ListingStatus, { text: MessageId; action: MessageId; href: string }>> = {
  active: { text: 'myListings.emptyActive', action: 'myListings.postFirst', href: ROUTES.createListing },
  moderation: { text: 'myListings.emptyModeration', action: 'myListings.postFirst', href: ROUTES.createListing },
  draft: { text: 'myListings.emptyDraft', action: 'myListings.startDraft', href: ROUTES.createListing },
  rejected: { text: 'myListings.emptyRejected', action: 'myListings.seeActive', href: `${ROUTES.myListings}?tab=active` },
  archived: { text: 'myListings.emptyArchived', action: 'myListings.seeActive', href: `${ROUTES.myListings}?tab=active` },
  expired: { text: 'myListings.emptyExpired', action: 'myListings.seeActive', href: `${ROUTES.myListings}?tab=active` },
};

export interface MyListingsState {
  loading: boolean;
  /** The page-load error (with a retry); null when the list is there. */
  failed: boolean;
  tabs: Readonly<Record<ListingStatus, readonly MyListing[]>>;
  counts: Readonly<Record<ListingStatus, number>>;
  /** Listings with an action in flight: their buttons wait (a second click sends nothing). */
  busy: ReadonlySet<string>;
}

export interface MyListingsDeps {
  http: HttpPort;
  toasts: Toasts;
  logger: LoggerPort;
  language: () => Language;
}

const emptyTabs = () => Object.fromEntries(LISTING_STATUSES.map((status) => [status, []])) as unknown as Record<ListingStatus, MyListing[]>;
const answerSchema = z.looseObject({ data: z.record(z.string(), z.array(z.unknown())) });

/**
 * My listings (docs/product/selling.md Listing lifecycle): the six tabs with their counts, and the actions each status
 * allows — archive, reactivate, renew, delete a draft. Every action says its outcome as a toast, refreshes the tabs
 * and counts in place, and cannot be sent twice while it is in flight.
 */
export class MyListings extends Store<MyListingsState> {
  constructor(private readonly deps: MyListingsDeps) {
    super({ loading: true, failed: false, tabs: emptyTabs(), counts: countsOf(emptyTabs()), busy: new Set() });
  }

  async load(): Promise<void> {
    this.patch({ loading: true, failed: false });
    try {
      const body = answerSchema.parse(await firstValueFrom(this.deps.http.request({ path: MY_LISTINGS_PATHS.list, credentials: true })));
      const tabs = emptyTabs();
      for (const status of LISTING_STATUSES) {
        for (const raw of body.data[status] ?? []) {
          const parsed = listingSchema.safeParse(raw);
          if (parsed.success) tabs[status].push(toRow(parsed.data, status));
          else this.deps.logger.warn('my listing not readable', parsed.error.issues);
        }
      }
      if (!this.isDisposed) this.patch({ loading: false, tabs, counts: countsOf(tabs) });
    } catch (error) {
      this.deps.logger.warn('my listings not loaded', error);
      if (!this.isDisposed) this.patch({ loading: false, failed: true });
    }
  }

  /** Archive (also as sold), reactivate or renew; true when the server did it. */
  act(id: number | string, action: ListingAction | 'markSold'): Promise<boolean> {
    return this.run(id, action);
  }

  deleteDraft(id: number | string): Promise<boolean> {
    return this.run(id, 'deleteDraft');
  }

  private async run(id: number | string, action: OwnerCommand): Promise<boolean> {
    const key = String(id);
    if (this.getSnapshot().busy.has(key)) return false;
    this.patch({ busy: new Set([...this.getSnapshot().busy, key]) });
    const ok = await sendListingAction(this.deps, id, action);
    if (ok) await this.load();
    const busy = new Set(this.getSnapshot().busy);
    busy.delete(key);
    this.patch({ busy });
    return ok;
  }
}

function countsOf(tabs: Record<ListingStatus, readonly MyListing[]>): Record<ListingStatus, number> {
  return Object.fromEntries(LISTING_STATUSES.map((status) => [status, tabs[status].length])) as Record<ListingStatus, number>;
}

function toRow(wire: z.infer<typeof listingSchema>, status: ListingStatus): MyListing {
  const slug = wire.slug ?? `${wire.id}`;
  return {
    id: wire.id,
    title: wire.title,
    href: listingPagePath(slug),
    status,
    image: (wire.main_image as ImageVariants | null | undefined) ?? null,
    price: wire.price ?? null,
    priceType: wire.price_type ?? null,
    currency: wire.currency ?? null,
    publishedAt: wire.published_at === null || wire.published_at === undefined ? null : String(wire.published_at),
    expiresAt: wire.expires_at === null || wire.expires_at === undefined ? null : String(wire.expires_at),
    updatedAt: wire.updated_at === null || wire.updated_at === undefined ? null : String(wire.updated_at),
    views: wire.views ?? null,
    rejectionReason: status === 'rejected' ? (wire.rejection_reason ?? null) : null,
    soldAt: wire.sold_at === null || wire.sold_at === undefined ? null : String(wire.sold_at),
  };
}

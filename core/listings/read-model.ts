import type { CurrencyInput } from '../format/price';
import type { ImageVariants } from '../format/images';
import type { ListingStatus } from './statuses';
import type { ListingSort } from './listing-query-params';

/**
 * What the listing screens render. The wire answers (docs/api.md) are validated and mapped onto these in
 * core/listings/wire.ts, so a component never reads a raw payload.
 */
export interface ListingSummary {
  id: number | string;
  title: string;
  /** The listing page path (/oglas/...). */
  href: string;
  price: number | string | null;
  priceType: string | null;
  currency: CurrencyInput;
  location: string | null;
  /** The listing's place as a link to its location page (the town, else the region). */
  placeLink: NamedLink | null;
  /** Publication date (ISO). */
  date: string | null;
  image: ImageVariants | null;
  category: string | null;
  /** Promoted (issue 21): shown first in its category and search, with the 'Промовиран' badge, until `promotedUntil`. */
  promoted: boolean;
  /** When the promotion ends (ISO); null when there is none. */
  promotedUntil: string | null;
  /** A highlight package runs (decision 144): the card is shown highlighted. */
  highlighted: boolean;
  /** The seller is verified (docs/product/trust.md): the card carries the small mark. */
  sellerVerified?: boolean;
}

export interface ListingPage {
  items: ListingSummary[];
  total: number;
  page: number;
  totalPages: number;
}

export interface NamedLink {
  name: string;
  href: string;
}

export interface Seller {
  id: number | string;
  name: string;
  href: string | null;
  verified: boolean;
  avatar: ImageVariants | null;
  companyName: string | null;
  memberSince: string | null;
}

export interface ListingDetail extends ListingSummary {
  slug: string;
  description: string;
  categoryLink: NamedLink | null;
  parentCategory: NamedLink | null;
  subcategory: NamedLink | null;
  brand: string | null;
  model: string | null;
  region: string | null;
  city: string | null;
  country: string | null;
  gallery: ImageVariants[];
  video: string | null;
  youtubeUrl: string | null;
  contactPhone: string | null;
  viberPhone: string | null;
  whatsappPhone: string | null;
  userType: string | null;
  companyName: string | null;
  /** Additional features as the seller gave them; labels of known keys come from the catalogue. */
  features: Array<{ key: string; value: string | number | boolean }>;
  views: number | null;
  seller: Seller | null;
  /** docs/product/browsing.md: anything but active is seen only by its owner (and admins): the page says so. */
  status: ListingStatus;
  rejectionReason: string | null;
}

/** The sorts of a list (core/listings/listing-query.ts, the one contract of list requests). */
export type SortOption = ListingSort;
export { BROWSE_SORTS as SORT_OPTIONS, SEARCH_SORTS as SEARCH_SORT_OPTIONS } from './listing-query-params';

export interface HomeStats {
  totalListings: number;
  totalShops: number;
  newListings: number;
  registeredUsers: number;
}

export interface CategoryItem {
  id: number | string;
  name: string;
  slug: string;
  href: string;
  count: number | null;
  icon: string | null;
  children: CategoryItem[];
}

import type { DatabaseHandle } from '../db/database';

/* The contract between the marketplace seed and the areas that add demo data to it, apart from the list of those
 * areas (extensions.ts), so that an area can name the contract without importing the list that imports it. */

/** What the marketplace seed created, for extensions that add to it (e.g. the chat server's demo conversations). */
export interface SeedResult {
  /** Demo account ids by key: seller, buyer, new, support, admin (and the other sellers). */
  users: Record<string, number>;
  /** Listing ids in insertion order; the first ones belong to the seller. */
  listings: number[];
  sellerListings: number[];
}

export type SeedExtension = (database: DatabaseHandle, result: SeedResult) => Promise<void>;

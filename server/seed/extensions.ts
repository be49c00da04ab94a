import { chatSeedExtension } from '../chat/seed';
import type { DatabaseHandle } from '../db/database';
import { moneySeedExtension } from '../payments/seed';

/** What the marketplace seed created, for extensions that add to it (e.g. the chat server's demo conversations). */
export interface SeedResult {
  /** Demo account ids by key: seller, buyer, new, support, admin (and the other sellers). */
  users: Record<string, number>;
  /** Listing ids in insertion order; the first ones belong to the seller. */
  listings: number[];
  sellerListings: number[];
}

export type SeedExtension = (database: DatabaseHandle, result: SeedResult) => Promise<void>;

/**
 * Other areas register their demo data here (one import + one entry each); they run after the marketplace
 * seed, on first start and on `npm run seed`.
 */
export const SEED_EXTENSIONS: SeedExtension[] = [chatSeedExtension(), moneySeedExtension()];

import { chatSeedExtension } from '../chat/seed';
import { moneySeedExtension } from '../payments/seed';
import type { SeedExtension } from './seed-extension';

export type { SeedExtension, SeedResult } from './seed-extension';

/**
 * Other areas register their demo data here (one import + one entry each); they run after the marketplace
 * seed, on first start and on `npm run seed`.
 */
export const SEED_EXTENSIONS: SeedExtension[] = [chatSeedExtension(), moneySeedExtension()];

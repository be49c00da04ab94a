import type { listingsMk } from '../mk/listings';

export const listingsSq: Record<keyof typeof listingsMk, string> = {
};

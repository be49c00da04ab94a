import type { accountMk } from '../mk/account';

export const accountSq: Record<keyof typeof accountMk, string> = {
};

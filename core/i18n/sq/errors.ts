import type { errorsMk } from '../mk/errors';

export const errorsSq: Record<keyof typeof errorsMk, string> = {
};

import type { sessionMk } from '../mk/session';

export const sessionSq: Record<keyof typeof sessionMk, string> = {
};

import type { chatMk } from '../mk/chat';

export const chatSq: Record<keyof typeof chatMk, string> = {
};

import { shallowEqual, useObservableState } from '../hooks/useObservableState';
import { useServices } from '../services';
import type { UiChat, UiChatState } from './uiChat';

/** The chat service from the services context, or null when this build or user has none. */
export function useUiChat(): UiChat | null {
  return useServices().chat ?? null;
}

const CLOSED: UiChatState = {
  available: false,
  open: false,
  connection: { state: 'idle' },
  unreadTotal: 0,
  unreadBadge: '',
  rows: [],
  selectedId: null,
  thread: null,
};
const NO_CHAT = { state$: { subscribe: () => ({ unsubscribe: () => undefined }) }, getSnapshot: () => CLOSED } as unknown as UiChat;

/** A slice of the chat state (selectors at module level, DESIGN.md §4); the closed state without a chat. */
export function useChatSelector<T>(selector: (state: UiChatState) => T, isEqual: (a: T, b: T) => boolean = shallowEqual): T {
  const chat = useUiChat();
  return useObservableState(chat ?? NO_CHAT, selector, isEqual);
}

import type { ChatSnapshot } from '../../core';
import { constantStore, EMPTY_THREAD_VIEW, INITIAL_CONNECTION_STATE, INITIAL_UNREAD_STATE } from '../../core';
import { shallowEqual, useObservableState } from '../hooks/useObservableState';
import { useServices } from '../services';
import type { UiChat } from './uiChat';

/** The chat engine from the services context, or null when this build or page has none. */
export function useUiChat(): UiChat | null {
  return useServices().chat ?? null;
}

/** What the UI renders without a chat: closed, unavailable, empty. */
export const NO_CHAT_STATE: ChatSnapshot = {
  connection: INITIAL_CONNECTION_STATE,
  isOpen: false,
  selectedId: null,
  focusInput: false,
  conversations: [],
  conversationsLoaded: false,
  thread: EMPTY_THREAD_VIEW,
  unread: INITIAL_UNREAD_STATE,
  lastPreview: null,
};

const NO_CHAT_STORE = constantStore(NO_CHAT_STATE);

/** A slice of the chat snapshot (selectors at module level, DESIGN.md §4). */
export function useChatSelector<T>(selector: (state: ChatSnapshot) => T, isEqual: (a: T, b: T) => boolean = shallowEqual): T {
  const chat = useUiChat();
  return useObservableState<ChatSnapshot, T>(chat ?? NO_CHAT_STORE, selector, isEqual);
}

import type { ChatSnapshot } from '../../core';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { constantStore, EMPTY_THREAD_VIEW, INITIAL_CONNECTION_STATE, INITIAL_UNREAD_STATE } from '../../core';
import { shallowEqual, useObservableState } from '../hooks/useObservableState';
import { useOptionalServices } from '../services';
import type { UiChat } from './uiChat';

const ChatContext = createContext<UiChat | null>(null);

/**
 * Hands the chat to the chat UI without the web app's services (the embedded chat's frame, app/embed/frame.tsx,
 * has no session, router or marketplace services: only the chat).
 */
export function ChatProvider({ chat, children }: { chat: UiChat | null; children: ReactNode }) {
  return createElement(ChatContext.Provider, { value: chat }, children);
}

/** The chat engine from ChatProvider or the services context, or null when this build or page has none. */
export function useUiChat(): UiChat | null {
  const own = useContext(ChatContext);
  const services = useOptionalServices();
  return own ?? services?.chat ?? null;
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

/** A slice of the chat snapshot (selectors at module level, docs/architecture.md#the-ui-layer). */
export function useChatSelector<T>(selector: (state: ChatSnapshot) => T, isEqual: (a: T, b: T) => boolean = shallowEqual): T {
  const chat = useUiChat();
  return useObservableState<ChatSnapshot, T>(chat ?? NO_CHAT_STORE, selector, isEqual);
}

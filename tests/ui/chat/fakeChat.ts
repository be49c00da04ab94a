import { BehaviorSubject } from 'rxjs';
import { vi } from 'vitest';
import type { UiChat, UiChatState } from '../../../ui/chat/uiChat';

export const INITIAL_CHAT: UiChatState = {
  available: true,
  open: false,
  connection: { state: 'connected' },
  unreadTotal: 0,
  unreadBadge: '',
  rows: [],
  selectedId: null,
  thread: null,
};

/** A UiChat whose state the test sets and whose commands are spies (the engine itself is tested in core). */
export function fakeChat(initial: Partial<UiChatState> = {}) {
  const state = new BehaviorSubject<UiChatState>({ ...INITIAL_CHAT, ...initial });
  const chat = {
    state$: state.asObservable(),
    getSnapshot: () => state.getValue(),
    open: vi.fn(() => state.next({ ...state.getValue(), open: true })),
    close: vi.fn(() => state.next({ ...state.getValue(), open: false, selectedId: null, thread: null })),
    select: vi.fn(),
    back: vi.fn(),
    send: vi.fn(),
    retry: vi.fn(),
    loadMore: vi.fn(),
    typing: vi.fn(),
    navigationStarted: vi.fn(),
    openSupport: vi.fn(),
    startWithSeller: vi.fn(),
    openConversation: vi.fn(),
    canSend: vi.fn((text: string) => text.trim().length > 0),
  } satisfies UiChat;
  const set = (patch: Partial<UiChatState>) => state.next({ ...state.getValue(), ...patch });
  return { chat, set };
}

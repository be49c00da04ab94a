import type { ChatSnapshot } from '../../core';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { ChatLauncherProvider, type ChatLauncher } from '../shell/ChatLauncher';
import { useChatSelector, useUiChat } from './useUiChat';

// The dialog and its virtualised list load on first open: the anonymous home page never downloads them.
const ChatDialogContainer = lazy(() => import('./ChatDialogContainer'));

// A chat socket exists once the engine has a token to connect with (docs/product/chat.md Header: the button only then).
const selectLauncher = (state: ChatSnapshot) => ({ available: state.connection.status !== 'idle', unreadTotal: state.unread.total, open: state.isOpen });

/**
 * Provides the launcher the header, sticky controls and bottom bar read (ui/shell/ChatLauncher), and renders
 * the dialog while the engine says it is open. Needs no router, so the embed uses it as is.
 */
export function ChatHost({ children }: { children: ReactNode }) {
  const chat = useUiChat();
  const { available, unreadTotal, open } = useChatSelector(selectLauncher);
  const launcher = useMemo<ChatLauncher>(
    () => ({ available: Boolean(chat) && available, unreadCount: unreadTotal, open: () => chat?.open() }),
    [chat, available, unreadTotal],
  );
  return (
    <ChatLauncherProvider value={launcher}>
      {children}
      {chat && open && (
        <Suspense fallback={null}>
          <ChatDialogContainer />
        </Suspense>
      )}
    </ChatLauncherProvider>
  );
}


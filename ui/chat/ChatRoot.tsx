import type { ChatSnapshot } from '../../core';
import { lazy, Suspense, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useNavigationStart } from '../shell/navigationStart';
import { ChatLauncherProvider, type ChatLauncher } from '../shell/ChatLauncher';
import { useChatSelector, useUiChat } from './useUiChat';

// The dialog and its virtualised list load on first open: the anonymous home page never downloads them.
const ChatDialogContainer = lazy(() => import('./ChatDialogContainer'));

// A chat socket exists once the engine has a token to connect with (SPEC §2 Header: the button only then).
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

/**
 * The web app's ChatRoot (the shell's mount point): the host plus the navigation rule of SPEC §2 — the panel
 * is forced closed and the auto-selected conversation and input focus cleared at the start of every page
 * navigation.
 */
export function ChatRoot({ children }: { children: ReactNode }) {
  return (
    <ChatHost>
      <NavigationReset />
      {children}
    </ChatHost>
  );
}

/**
 * Tells the engine when a navigation starts: when the app's history announces it (before a lazy page's code
 * has loaded), and when the location changes. The latter is a layout effect, so it runs before the new page's
 * own effects (the inbox page opens the chat after this reset, not before it).
 */
function NavigationReset() {
  const chat = useUiChat();
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useNavigationStart(() => chat?.navigationStarted());
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    chat?.navigationStarted();
  }, [chat, pathname, search]);
  return null;
}

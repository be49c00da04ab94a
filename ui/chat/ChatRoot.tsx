import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useNavigationStart } from '../shell/navigationStart';
import { ChatHost } from './ChatHost';
import { useUiChat } from './useUiChat';

export { ChatHost } from './ChatHost';

/**
 * The web app's ChatRoot (the shell's mount point): the host plus the navigation rule of docs/product/chat.md — the panel
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

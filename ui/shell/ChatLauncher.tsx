import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * The mount point the chat UI (ui/chat/, a separate piece) plugs into. The shell's chat button, the sticky
 * chat button and the bottom bar's 'Пораки' item read this context; the chat UI provides it by rendering a
 * `ChatRoot` component (passed to `buildRoutes`) around the shell's content, inside the router.
 */
export interface ChatLauncher {
  /** True when a chat socket exists (docs/product/chat.md Header: the chat button is shown only then). */
  available: boolean;
  /** Total unread messages, for the '9+' badge and the green pulsing button (docs/product/chat.md Chat unread indicator). */
  unreadCount: number;
  /** Opens the chat dialog (and emits `_lc`, docs/product/chat.md); the chat UI decides how. */
  open(): void;
}

export const NO_CHAT: ChatLauncher = { available: false, unreadCount: 0, open: () => undefined };

const ChatLauncherContext = createContext<ChatLauncher>(NO_CHAT);

export function ChatLauncherProvider({ value, children }: { value: ChatLauncher; children: ReactNode }) {
  return <ChatLauncherContext.Provider value={value}>{children}</ChatLauncherContext.Provider>;
}

export function useChatLauncher(): ChatLauncher {
  return useContext(ChatLauncherContext);
}

/** What the chat UI exports for the shell: it wraps the page, provides the launcher and renders the dialog. */
export type ChatRootComponent = ComponentType<{ children: ReactNode }>;

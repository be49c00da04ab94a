/**
 * The partner page's API of the embedded chat: `window.OglasiChat`, set by /embed/chat.js (docs/embed.md). These
 * types are the contract; partners writing TypeScript may copy this file.
 */
export type OglasiChatLanguage = 'mk' | 'sq';

/** The typed events, with what each listener receives. */
export interface OglasiChatEvents {
  /** The chat is up (its frame answered); `signedIn`: an Oglasi account is connected in this page. */
  ready: { signedIn: boolean };
  /** The number of unread messages changed (0 when signed out). */
  unreadchange: { count: number };
  /** The chat dialog opened or closed. */
  openchange: { open: boolean };
  /** The visitor signed in (through the Oglasi sign-in window) or was signed out (the chat token expired). */
  authchange: { signedIn: boolean };
}

export type OglasiChatEventName = keyof OglasiChatEvents;

export interface OglasiChatApi {
  /** Opens the chat dialog (signed out: the sign-in prompt first). */
  open(): void;
  close(): void;
  /** Opens (or creates) the conversation with the seller of this Oglasi listing (signed out: after sign-in). */
  startConversation(options: { listingId: number }): void;
  /** Switches the chat's language. */
  setLanguage(language: OglasiChatLanguage): void;
  /** Calls `listener` with the unread count now and on every change; returns the function that stops it. */
  onUnreadChange(listener: (count: number) => void): () => void;
  /** Listens to one of the typed events; returns the function that stops it. */
  on<K extends OglasiChatEventName>(event: K, listener: (detail: OglasiChatEvents[K]) => void): () => void;
  readonly unreadCount: number;
  readonly isOpen: boolean;
  readonly signedIn: boolean;
  readonly ready: boolean;
}

declare global {
  interface Window {
    OglasiChat?: OglasiChatApi;
  }
}

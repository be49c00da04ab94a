/**
 * The client's configuration, read from Vite's environment (`import.meta.env`, fixed at build time) and the
 * page address. Pure `readClientConfig` so the rules are testable; `clientConfig()` reads the real page.
 *
 * - VITE_API_BASE: API base address (docs/product/browsing.md "environment setting"); empty → the page's own origin.
 * - VITE_CHAT_SOCKET: `mock` → the in-page mock chat socket (demos, no server); anything else → socket.io.
 *   `?demo=chat` in the address selects the mock too, for one visit.
 * - VITE_CHAT_SOCKET_URL: the socket server origin; empty → the page's own host (docs/product/chat.md).
 */
export interface ClientConfig {
  apiBase: string;
  chatSocket: 'socketio' | 'mock';
  socketUrl: string | undefined;
}

export type ClientEnv = Partial<Record<'VITE_API_BASE' | 'VITE_CHAT_SOCKET' | 'VITE_CHAT_SOCKET_URL', string | undefined>>;

/** Only http(s) origins are taken as bases: a misconfigured value must not become a `javascript:` URL. */
function httpBase(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return '';
  return /^https?:\/\/[^\s/]+/i.test(trimmed) || trimmed.startsWith('/') ? trimmed.replace(/\/+$/, '') : '';
}

export function readClientConfig(env: ClientEnv, search = ''): ClientConfig {
  const demoChat = new URLSearchParams(search).get('demo') === 'chat';
  const socketUrl = httpBase(env.VITE_CHAT_SOCKET_URL);
  return {
    apiBase: httpBase(env.VITE_API_BASE),
    chatSocket: demoChat || env.VITE_CHAT_SOCKET?.trim().toLowerCase() === 'mock' ? 'mock' : 'socketio',
    socketUrl: socketUrl === '' || socketUrl.startsWith('/') ? undefined : socketUrl,
  };
}

/** The running page's configuration. */
export function clientConfig(): ClientConfig {
  const env = (import.meta.env ?? {}) as ClientEnv;
  return readClientConfig(env, typeof window === 'undefined' ? '' : window.location.search);
}

import type { OglasiChatApi, OglasiChatEventName, OglasiChatEvents, OglasiChatLanguage } from './oglasi-chat-api';

/**
 * /embed/chat.js — the one script a partner page includes (docs/embed.md, decision 135):
 *
 *   <script type="module" src="https://oglasi.mk/embed/chat.js" data-oglasi-chat data-lang="mk"></script>
 *
 * It puts the chat frame (Oglasi's origin) at the bottom right of the page, inside a closed shadow root on an
 * element whose few layout rules are inline and `!important` — so no stylesheet of the host reaches the chat, and
 * the chat's styles (all inside the frame) reach nothing of the host — and sets one global, `window.OglasiChat`.
 * It imports nothing: a module of its own, a couple of KB. Served with CORS only to the origins in EMBED_ORIGINS,
 * so on any other site the browser refuses to run it (and `frame-ancestors` refuses the frame). It never sees the
 * chat token or a message: only the events below.
 */

const OGLASI = new URL(import.meta.url).origin;
const FRAME_PATH = '/app/embed/frame.html';

type Layout = 'launcher' | 'prompt' | 'dialog';
const SIZES: Record<Layout, [string, string]> = {
  launcher: ['88px', '88px'],
  prompt: ['min(360px, 100vw)', 'min(280px, 100vh)'],
  dialog: ['min(820px, 100vw)', 'min(720px, 100vh)'],
};

function hostStyle(layout: Layout): string {
  const [width, height] = SIZES[layout];
  const rules: Record<string, string> = {
    all: 'initial',
    display: 'block',
    position: 'fixed',
    right: '0',
    bottom: '0',
    left: 'auto',
    top: 'auto',
    width,
    height,
    margin: '0',
    padding: '0',
    border: '0',
    'z-index': '2147483000',
    background: 'transparent',
    opacity: '1',
    visibility: 'visible',
    transform: 'none',
    overflow: 'hidden',
    'pointer-events': 'auto',
  };
  return Object.entries(rules)
    .map(([name, value]) => `${name}:${value} !important`)
    .join(';');
}

type Listener = (detail: never) => void;

function install(): void {
  if (window.OglasiChat) return;
  const script = document.querySelector<HTMLScriptElement>('script[data-oglasi-chat]');
  const language: OglasiChatLanguage = script?.dataset.lang === 'sq' ? 'sq' : 'mk';
  const listeners = new Map<OglasiChatEventName, Set<Listener>>();
  const pending: unknown[] = [];
  const state = { ready: false, unreadCount: 0, isOpen: false, signedIn: false };

  const host = document.createElement('oglasi-chat');
  host.setAttribute('style', hostStyle('launcher'));
  const shadow = host.attachShadow({ mode: 'closed' });
  const style = document.createElement('style');
  style.textContent = 'iframe{display:block;width:100%;height:100%;border:0;margin:0;padding:0;background:transparent;color-scheme:normal}';
  const frame = document.createElement('iframe');
  const src = new URL(FRAME_PATH, OGLASI);
  src.searchParams.set('lang', language);
  frame.src = src.href;
  frame.title = language === 'sq' ? 'Mesazhet e Oglasi' : 'Пораки на Огласи';
  frame.setAttribute('allowtransparency', 'true');
  shadow.append(style, frame);

  const emit = <K extends OglasiChatEventName>(event: K, detail: OglasiChatEvents[K]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        (listener as (detail: OglasiChatEvents[K]) => void)(detail);
      } catch (error) {
        // The partner's listener failing must not stop the chat (nor the other listeners).
        console.error('[oglasi-chat] listener failed', error);
      }
    }
  };
  const send = (command: unknown) => {
    if (state.ready) frame.contentWindow?.postMessage(command, OGLASI);
    else pending.push(command);
  };

  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== OGLASI) return;
    const data = event.data as { type?: unknown; [key: string]: unknown } | null;
    if (data === null || typeof data !== 'object') return;
    switch (data.type) {
      case 'oglasi-chat:ready':
        state.ready = true;
        state.signedIn = data.signedIn === true;
        for (const command of pending.splice(0)) frame.contentWindow?.postMessage(command, OGLASI);
        emit('ready', { signedIn: state.signedIn });
        return;
      case 'oglasi-chat:layout':
        if (data.layout === 'launcher' || data.layout === 'prompt' || data.layout === 'dialog') host.setAttribute('style', hostStyle(data.layout));
        return;
      case 'oglasi-chat:unread':
        if (typeof data.count === 'number' && data.count !== state.unreadCount) {
          state.unreadCount = data.count;
          emit('unreadchange', { count: data.count });
        }
        return;
      case 'oglasi-chat:open-change':
        state.isOpen = data.open === true;
        emit('openchange', { open: state.isOpen });
        return;
      case 'oglasi-chat:auth-change':
        state.signedIn = data.signedIn === true;
        emit('authchange', { signedIn: state.signedIn });
        return;
    }
  });
  frame.addEventListener('load', () => frame.contentWindow?.postMessage({ type: 'oglasi-chat:hello' }, OGLASI));

  const on = <K extends OglasiChatEventName>(event: K, listener: (detail: OglasiChatEvents[K]) => void) => {
    if (typeof listener !== 'function') return () => undefined;
    const set = listeners.get(event) ?? new Set<Listener>();
    listeners.set(event, set);
    set.add(listener as Listener);
    return () => void set.delete(listener as Listener);
  };
  const api: OglasiChatApi = Object.freeze({
    open: () => send({ type: 'oglasi-chat:open' }),
    close: () => send({ type: 'oglasi-chat:close' }),
    startConversation: (options: { listingId: number }) => {
      const listingId = Number(options?.listingId);
      if (Number.isInteger(listingId) && listingId > 0) send({ type: 'oglasi-chat:start-conversation', listingId });
      else console.warn('[oglasi-chat] startConversation needs { listingId: <a positive whole number> }');
    },
    setLanguage: (next: OglasiChatLanguage) => send({ type: 'oglasi-chat:language', language: next === 'sq' ? 'sq' : 'mk' }),
    onUnreadChange: (listener: (count: number) => void) => {
      try {
        listener(state.unreadCount);
      } catch (error) {
        console.error('[oglasi-chat] listener failed', error);
      }
      return on('unreadchange', ({ count }) => listener(count));
    },
    on,
    get unreadCount() {
      return state.unreadCount;
    },
    get isOpen() {
      return state.isOpen;
    },
    get signedIn() {
      return state.signedIn;
    },
    get ready() {
      return state.ready;
    },
  });
  Object.defineProperty(window, 'OglasiChat', { value: api, configurable: false, enumerable: false, writable: false });
  (document.body ?? document.documentElement).append(host);
  window.dispatchEvent(new Event('oglasi-chat:loaded'));
}

try {
  install();
} catch (error) {
  // Whatever goes wrong here stays here: the partner's page keeps working without the chat.
  console.error('[oglasi-chat] the chat could not start', error);
}

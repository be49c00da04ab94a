import type { UiOneTap, UiOneTapRequest } from '../../ui/services';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; nonce: string; callback: (response: { credential?: string }) => void; cancel_on_tap_outside?: boolean; use_fedcm_for_prompt?: boolean }): void;
      prompt(): void;
      cancel(): void;
    };
  };
}

/** Where the prompt's script may come from: Google's, or this site's own (the local test issuer, decision 158). */
export function allowedOneTapScript(script: string, pageOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(script, pageOrigin);
  } catch {
    return null;
  }
  if (url.origin === pageOrigin || url.href === 'https://accounts.google.com/gsi/client') return url.href;
  return null;
}

const googleOf = () => (window as unknown as { google?: GoogleIdentity }).google;

/**
 * Google's one-tap prompt (docs/product/accounts.md Other UI elements). The Google Identity Services script — the one the
 * server names (GET /api/auth/providers `one_tap`) — is loaded only when the prompt is due: a logged-out visitor,
 * 2 s after load, a provider configured. Each prompt carries a nonce the server gave this browser.
 */
export function createGoogleOneTap(): UiOneTap {
  const loading = new Map<string, Promise<GoogleIdentity | null>>();
  let cancelled = false;
  const load = (src: string): Promise<GoogleIdentity | null> => {
    let pending = loading.get(src);
    if (!pending) {
      pending = new Promise((resolve) => {
        const existing = googleOf();
        if (existing?.accounts?.id) return resolve(existing);
        const script = document.createElement('script');
        script.src = src;
        script.async = true;
        script.onload = () => resolve(googleOf() ?? null);
        script.onerror = () => resolve(null);
        document.head.appendChild(script);
      });
      loading.set(src, pending);
    }
    return pending;
  };
  return {
    prompt(request: UiOneTapRequest, onCredential) {
      cancelled = false;
      const src = allowedOneTapScript(request.script, window.location.origin);
      if (!src) return;
      void load(src).then((google) => {
        if (!google || cancelled) return;
        google.accounts.id.initialize({
          client_id: request.clientId,
          nonce: request.nonce,
          cancel_on_tap_outside: true,
          use_fedcm_for_prompt: true,
          callback: (response) => {
            if (response.credential) onCredential(response.credential);
          },
        });
        google.accounts.id.prompt();
      });
    },
    cancel() {
      cancelled = true;
      googleOf()?.accounts?.id?.cancel();
    },
  };
}

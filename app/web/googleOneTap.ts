import type { UiOneTap } from '../../ui/services';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void; cancel_on_tap_outside?: boolean; use_fedcm_for_prompt?: boolean }): void;
      prompt(): void;
      cancel(): void;
    };
  };
}

const GSI_SCRIPT = 'https://accounts.google.com/gsi/client';

/**
 * Google's one-tap prompt (docs/product/accounts.md Other UI elements). The Google Identity Services script is loaded only when
 * the prompt is due (a logged-out visitor, 2 s after load, a client id configured): no client id, no script.
 */
export function createGoogleOneTap(clientId: string): UiOneTap {
  let loading: Promise<GoogleIdentity | null> | null = null;
  let cancelled = false;
  const load = (): Promise<GoogleIdentity | null> => {
    loading ??= new Promise((resolve) => {
      const existing = (window as unknown as { google?: GoogleIdentity }).google;
      if (existing?.accounts?.id) return resolve(existing);
      const script = document.createElement('script');
      script.src = GSI_SCRIPT;
      script.async = true;
      script.onload = () => resolve((window as unknown as { google?: GoogleIdentity }).google ?? null);
      script.onerror = () => resolve(null);
      document.head.appendChild(script);
    });
    return loading;
  };
  return {
    prompt(onCredential) {
      cancelled = false;
      void load().then((google) => {
        if (!google || cancelled) return;
        google.accounts.id.initialize({
          client_id: clientId,
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
      (window as unknown as { google?: GoogleIdentity }).google?.accounts?.id?.cancel();
    },
  };
}

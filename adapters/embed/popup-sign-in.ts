import { parseGrantMessage, type SignInOutcome, type SignInWindowPort } from '../../core';

export interface PopupSignInOptions {
  /** The partner page's origin, for which the window asks the chat token. */
  partnerOrigin: string;
  /** The interface language for the window. */
  language: () => string;
  /** The frame's own window (tests pass a fake). */
  self?: Window;
  /** How often the window is checked for having been closed, in ms. */
  pollMs?: number;
}

export const SIGN_IN_PATH = '/app/embed/sign-in.html';

/**
 * Opens Oglasi's first-party sign-in window (app/embed/sign-in.html) from the chat frame and waits for its
 * answer. The window is on the frame's own origin, so it has the Oglasi session cookie even where third-party
 * cookies are blocked. Its answer is accepted only when it comes from that window and from this origin; the
 * token it carries stays in the frame's memory. No token is ever in the window's address: only the partner
 * origin and the language are.
 */
export class PopupSignInWindow implements SignInWindowPort {
  constructor(private readonly options: PopupSignInOptions) {}

  open(): Promise<SignInOutcome> {
    const self = this.options.self ?? window;
    const url = new URL(SIGN_IN_PATH, self.location.origin);
    url.searchParams.set('origin', this.options.partnerOrigin);
    url.searchParams.set('lang', this.options.language());
    const popup = self.open(url.href, 'oglasi-chat-sign-in', 'popup,width=460,height=640');
    if (!popup) return Promise.resolve({ kind: 'blocked' });
    return new Promise((resolve) => {
      const finish = (outcome: SignInOutcome) => {
        self.removeEventListener('message', listen);
        self.clearInterval(poll);
        resolve(outcome);
      };
      const listen = (event: MessageEvent) => {
        if (event.source !== popup || event.origin !== self.location.origin) return;
        const message = parseGrantMessage(event.data);
        if (message) finish({ kind: 'granted', grant: message.grant });
      };
      const poll = self.setInterval(() => {
        if (popup.closed) finish({ kind: 'closed' });
      }, this.options.pollMs ?? 500);
      self.addEventListener('message', listen);
    });
  }
}

import type { EmbedGrant, GrantMessage, GrantReceiver } from '../../core';

/**
 * The sign-in window's way back to the chat frame that opened it: `window.opener`, accepted only when it is a page
 * of this same origin (reading a cross-origin opener's location throws), and the message is posted with this origin
 * as its target — so the token can reach no other page, whatever opened the window.
 */
export class OpenerGrantReceiver implements GrantReceiver {
  constructor(private readonly self: Window = window) {}

  deliver(grant: EmbedGrant): boolean {
    const opener = this.self.opener as Window | null;
    if (!opener || opener.closed) return false;
    try {
      if (opener.location.origin !== this.self.location.origin) return false;
    } catch {
      return false;
    }
    const message: GrantMessage = { type: 'oglasi-chat:grant', grant };
    opener.postMessage(message, this.self.location.origin);
    return true;
  }
}

import { Observable } from 'rxjs';
import { parseHostCommand, type FrameEvent, type HostChannelPort, type HostCommand } from '../../core';

/** The partner page's first word to the frame; its origin is the only one the frame then listens to and talks to. */
export const HELLO = 'oglasi-chat:hello';

/**
 * The chat frame's line to the partner page (docs/embed.md): commands are taken only from the parent window and
 * only from `hostOrigin`; events are posted to the parent with `hostOrigin` as the target, so no other page —
 * including one the parent navigated to meanwhile — receives them. Nothing secret crosses it: no token, no message.
 */
export class HostChannel implements HostChannelPort {
  readonly commands$: Observable<HostCommand>;

  constructor(
    private readonly hostOrigin: string,
    private readonly self: Window = window,
  ) {
    // A plain listener (not fromEvent + share: the frame's first download counts every operator).
    this.commands$ = new Observable<HostCommand>((subscriber) => {
      const listen = (event: MessageEvent) => {
        if (event.source !== self.parent || event.origin !== hostOrigin) return;
        const command = parseHostCommand(event.data);
        if (command) subscriber.next(command);
      };
      self.addEventListener('message', listen);
      return () => self.removeEventListener('message', listen);
    });
  }

  post(event: FrameEvent): void {
    this.self.parent.postMessage(event, this.hostOrigin);
  }
}

/**
 * Waits for the partner page's hello (the loader sends it once the frame has loaded) and resolves with its origin.
 * Only the parent window counts; the browser has already checked it against `frame-ancestors` (EMBED_ORIGINS).
 */
export function waitForHost(self: Window = window): Promise<string> {
  return new Promise((resolve) => {
    const listen = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (event.source !== self.parent || self.parent === self || typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== HELLO) return;
      self.removeEventListener('message', listen);
      resolve(event.origin);
    };
    self.addEventListener('message', listen);
  });
}

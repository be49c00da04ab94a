import { describe, expect, it } from 'vitest';
import { HostChannel, waitForHost } from '../../../adapters/embed/host-channel';
import { OpenerGrantReceiver } from '../../../adapters/embed/grant-receiver';
import { PopupSignInWindow } from '../../../adapters/embed/popup-sign-in';
import type { EmbedGrant, HostCommand } from '../../../core';

const PARTNER = 'https://dealer.example';
const OGLASI = 'https://oglasi.example';
const GRANT: EmbedGrant = { token: 'e1.t', expiresAt: 1_900_000_000, user: { id: 7, name: null, isSupportAgent: false } };

/** A window as the adapters see it: an event target with a parent, an opener, postMessage and open. */
function fakeWindow(extra: Record<string, unknown> = {}) {
  const target = new EventTarget();
  const posted: Array<{ data: unknown; origin: string }> = [];
  const self = Object.assign(target, {
    location: { origin: OGLASI },
    posted,
    postMessage: (data: unknown, origin: string) => posted.push({ data, origin }),
    setInterval: (callback: () => void) => setInterval(callback, 5),
    clearInterval: (handle: ReturnType<typeof setInterval>) => clearInterval(handle),
    ...extra,
  });
  return self as unknown as Window & { posted: typeof posted };
}

const message = (self: Window, data: unknown, origin: string, source: unknown) => self.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));

describe('the embed adapters talk only to the windows and origins they should', () => {
  it('the frame takes commands only from its parent on the partner origin, and posts only there', () => {
    const parent = fakeWindow();
    const frame = fakeWindow({ parent });
    const channel = new HostChannel(PARTNER, frame);
    const seen: HostCommand[] = [];
    const subscription = channel.commands$.subscribe((command) => seen.push(command));
    message(frame, { type: 'oglasi-chat:open' }, PARTNER, parent);
    message(frame, { type: 'oglasi-chat:open' }, 'https://evil.example', parent);
    message(frame, { type: 'oglasi-chat:close' }, PARTNER, fakeWindow());
    message(frame, { type: 'oglasi-chat:start-conversation', listingId: 'x' }, PARTNER, parent);
    expect(seen).toEqual([{ type: 'oglasi-chat:open' }]);
    channel.post({ type: 'oglasi-chat:unread', count: 2 });
    expect(parent.posted).toEqual([{ data: { type: 'oglasi-chat:unread', count: 2 }, origin: PARTNER }]);
    subscription.unsubscribe();
  });

  it("the frame learns the partner's origin from its parent's hello only", async () => {
    const parent = fakeWindow();
    const frame = fakeWindow({ parent });
    const origin = waitForHost(frame);
    message(frame, { type: 'oglasi-chat:hello' }, 'https://evil.example', fakeWindow());
    message(frame, { type: 'oglasi-chat:hello' }, PARTNER, parent);
    expect(await origin).toBe(PARTNER);
  });

  it('the sign-in window hands the grant only to an opener of its own origin, targeted at that origin', () => {
    const opener = fakeWindow({ closed: false });
    expect(new OpenerGrantReceiver(fakeWindow({ opener })).deliver(GRANT)).toBe(true);
    expect(opener.posted).toEqual([{ data: { type: 'oglasi-chat:grant', grant: GRANT }, origin: OGLASI }]);
    const foreign = fakeWindow({ closed: false, location: { origin: PARTNER } });
    expect(new OpenerGrantReceiver(fakeWindow({ opener: foreign })).deliver(GRANT)).toBe(false);
    expect(foreign.posted).toEqual([]);
    expect(new OpenerGrantReceiver(fakeWindow({ opener: null })).deliver(GRANT)).toBe(false);
  });

  it('the frame accepts the grant only from the window it opened, on its own origin; no token in the address', async () => {
    const popup = fakeWindow({ closed: false });
    let openedUrl = '';
    const frame = fakeWindow({
      open: (url: string) => {
        openedUrl = url;
        return popup;
      },
    });
    const outcome = new PopupSignInWindow({ partnerOrigin: PARTNER, language: () => 'sq', self: frame }).open();
    expect(new URL(openedUrl).searchParams.get('origin')).toBe(PARTNER);
    expect(openedUrl).not.toContain('e1.');
    message(frame, { type: 'oglasi-chat:grant', grant: { ...GRANT, token: 'e1.fake' } }, OGLASI, fakeWindow());
    message(frame, { type: 'oglasi-chat:grant', grant: { ...GRANT, token: 'e1.fake' } }, PARTNER, popup);
    message(frame, { type: 'oglasi-chat:grant', grant: GRANT }, OGLASI, popup);
    expect(await outcome).toEqual({ kind: 'granted', grant: GRANT });
  });

  it('a blocked window, and a window closed without an answer', async () => {
    const blocked = fakeWindow({ open: () => null });
    expect(await new PopupSignInWindow({ partnerOrigin: PARTNER, language: () => 'mk', self: blocked }).open()).toEqual({ kind: 'blocked' });
    const popup = { closed: false };
    const frame = fakeWindow({ open: () => popup });
    const outcome = new PopupSignInWindow({ partnerOrigin: PARTNER, language: () => 'mk', self: frame, pollMs: 5 }).open();
    popup.closed = true;
    expect(await outcome).toEqual({ kind: 'closed' });
  });
});

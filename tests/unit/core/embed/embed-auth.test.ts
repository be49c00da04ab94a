import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { EmbedAuth, EXPIRY_MARGIN_MS, type EmbedGrant, type SignInOutcome, type SignInWindowPort } from '../../../../core';
import { FakeClock } from '../../../fakes';

class FakeWindow implements SignInWindowPort {
  opened = 0;
  private resolve: ((outcome: SignInOutcome) => void) | null = null;
  open(): Promise<SignInOutcome> {
    this.opened += 1;
    return new Promise((resolve) => (this.resolve = resolve));
  }
  answer(outcome: SignInOutcome): void {
    this.resolve?.(outcome);
  }
}

const grant = (clock: FakeClock, seconds = 3600): EmbedGrant => ({ token: 'e1.token', expiresAt: Math.floor(clock.now() / 1000) + seconds, user: { id: 7, name: 'Ана', isSupportAgent: false } });

function setup() {
  const clock = new FakeClock();
  const window = new FakeWindow();
  const auth = new EmbedAuth({ window, clock });
  return { clock, window, auth };
}

describe('EmbedAuth: the embedded chat signs in through the first-party window', () => {
  it('holds the token from the window in memory and gives the chat its identity', async () => {
    const { clock, window, auth } = setup();
    const signing = auth.signIn();
    expect(auth.getSnapshot().status).toBe('signing-in');
    // A second click while the window is open does not open another.
    void auth.signIn();
    expect(window.opened).toBe(1);
    window.answer({ kind: 'granted', grant: grant(clock) });
    expect(await signing).toBe(true);
    expect(auth.getSnapshot()).toMatchObject({ status: 'signed-in', token: 'e1.token', user: { id: 7 }, notice: null });
    expect(await firstValueFrom(auth.identity$)).toEqual({ userId: 7, token: 'e1.token', isSupportAgent: false });
  });

  it('says why when the browser blocks the window or the visitor closes it', async () => {
    const { window, auth } = setup();
    const blocked = auth.signIn();
    window.answer({ kind: 'blocked' });
    expect(await blocked).toBe(false);
    expect(auth.getSnapshot()).toMatchObject({ status: 'signed-out', notice: 'embed.popupBlocked' });
    const closed = auth.signIn();
    window.answer({ kind: 'closed' });
    await closed;
    expect(auth.getSnapshot()).toMatchObject({ status: 'signed-out', notice: 'embed.signInCancelled', token: null });
  });

  it('signs out just before the token expires, and when the socket refuses it', async () => {
    const { clock, window, auth } = setup();
    const signing = auth.signIn();
    window.answer({ kind: 'granted', grant: grant(clock, 600) });
    await signing;
    await clock.advance(600_000 - EXPIRY_MARGIN_MS - 1);
    expect(auth.signedIn).toBe(true);
    await clock.advance(1);
    expect(auth.getSnapshot()).toMatchObject({ status: 'signed-out', token: null, notice: 'embed.sessionExpired' });
    expect(await firstValueFrom(auth.identity$)).toBeNull();

    const again = auth.signIn();
    window.answer({ kind: 'granted', grant: grant(clock) });
    await again;
    auth.rejected();
    expect(auth.getSnapshot()).toMatchObject({ status: 'signed-out', notice: 'embed.sessionExpired' });
  });

  it('refuses a token that is already (nearly) expired', async () => {
    const { clock, window, auth } = setup();
    const signing = auth.signIn();
    window.answer({ kind: 'granted', grant: grant(clock, 10) });
    expect(await signing).toBe(false);
    expect(auth.getSnapshot()).toMatchObject({ status: 'signed-out', notice: 'embed.sessionExpired' });
  });
});

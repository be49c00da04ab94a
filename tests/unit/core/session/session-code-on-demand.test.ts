import { describe, expect, it, vi } from 'vitest';
import { createSession, googleCredential } from './harness';

// The login steps, the one-tap credential decoding and the profile body builder are imported by the methods that
// use them (a visitor's first page never runs them). Here those imports fail, as offline or after a deploy.
vi.mock('../../../../core/session/login-flow', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('../../../../core/session/google-credential', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('../../../../core/session/profile-payload', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('../../../../core/session/auth-request', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('Session steps whose code cannot be loaded', () => {
  it("a login fails with 'Настана грешка.' and sends nothing; it does not stay loading", async () => {
    const h = createSession({ path: '/korisnik/najava' });
    const result = await h.session.login('email', { email: 'kupuvac@primer.mk', password: 'Oglasi2025!' });
    expect(result).toEqual({ outcome: 'error', message: 'Настана грешка.', messageId: 'common.errorOccurred', errors: null });
    expect(h.http.calls).toEqual([]);
    expect(h.notifier.toasts.map((toast) => [toast.kind, toast.text])).toEqual([['error', 'Настана грешка.']]);
    expect(h.session.getSnapshot()).toMatchObject({ loading: false, success: false, error: 'Настана грешка.' });
    expect(h.navigator.history).toEqual([]);
  });

  it('a one-tap login and a profile update fail the same way, and change nothing', async () => {
    const h = createSession();
    const oneTap = await h.session.loginWithGoogleOneTap(googleCredential({ email: 'nov@primer.mk' }));
    expect(oneTap).toMatchObject({ outcome: 'error', message: 'Настана грешка.' });
    const update = await h.session.updateProfile({ firstName: 'Ана' } as never);
    expect(update).toEqual({ ok: false, message: 'Настана грешка.', messageId: 'common.errorOccurred', errors: null, response: null });
    expect(h.http.calls).toEqual([]);
    expect(h.notifier.toasts.map((toast) => toast.text)).toEqual(['Настана грешка.', 'Настана грешка.']);
  });

  it('the account forms (forgotten password, activation, …) fail the same way, not stuck loading', async () => {
    const h = createSession();
    const result = await h.session.forgotPassword('kupuvac@primer.mk');
    expect(result).toEqual({ ok: false, message: 'Настана грешка.', messageId: 'common.errorOccurred', errors: null, response: null });
    expect(h.http.calls).toEqual([]);
    expect(h.session.getSnapshot()).toMatchObject({ loading: false });
  });
});

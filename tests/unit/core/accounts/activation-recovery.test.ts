import { describe, expect, it, vi } from 'vitest';
import { activationFieldsFrom, messageText, resetLinkFrom } from '../../../../core';
import { loginNoticeOf, loginPathWithNotice } from '../../../../core/accounts/login-notice';
import { httpFailures } from '../../../fakes';
import { createAccounts } from './harness';

const ACTIVATE = '/api/auth/user/activate';
const LINK = new URLSearchParams('id=7&hash=abc&expires=1800000000&signature=sig');

describe('AccountActivation (docs/product/accounts.md Activation, e-mail verification)', () => {
  it('reads the four parts of the link; a missing one is a broken link', () => {
    expect(activationFieldsFrom(LINK)).toEqual({ id: '7', hash: 'abc', expires: '1800000000', signature: 'sig' });
    expect(activationFieldsFrom(new URLSearchParams('id=7&hash=abc&expires=1'))).toBeNull();
  });

  it("ends on the login page saying the account is active: 'Профилот е активиран. Најавете се.'", () => {
    expect(loginPathWithNotice('activated')).toBe('/korisnik/najava?notice=activated');
    const id = loginNoticeOf(new URLSearchParams('notice=activated'));
    expect(id).toBe('login.activated');
    expect(messageText(id!, 'mk')).toBe('Профилот е активиран. Најавете се.');
    for (const search of ['', 'notice=', 'notice=toString', 'notice=__proto__', 'redirectPath=%2F']) expect(loginNoticeOf(new URLSearchParams(search))).toBeNull();
  });

  it("a new password from a reset link ends there too: 'Лозинката е променета. Најавете се со новата лозинка.'", () => {
    expect(loginPathWithNotice('passwordChanged')).toBe('/korisnik/najava?notice=passwordChanged');
    const id = loginNoticeOf(new URLSearchParams('notice=passwordChanged'));
    expect(messageText(id!, 'mk')).toBe('Лозинката е променета. Најавете се со новата лозинка.');
  });

  it('activates once, says so, and goes on to login after the 1 s redirect delay', async () => {
    const h = createAccounts();
    h.http.on('POST', ACTIVATE, { status: 'success', messageId: 'emailVerified' });
    const activation = h.forms.activation();
    const done = activation.activate(activationFieldsFrom(LINK));
    await vi.waitFor(() => expect(activation.getSnapshot().status).toBe('activated'));
    expect(h.notifier.texts('success')).toEqual(['Е-поштата е успешно верификувана. Ќе бидете пренасочени кон најава.']);
    await h.clock.advance(999);
    expect(h.navigator.history).toEqual([]);
    await h.clock.advance(1);
    await done;
    expect(h.navigator.history).toEqual([{ kind: 'navigate', path: '/korisnik/najava?notice=activated', replace: false }]);
    expect(await activation.activate(activationFieldsFrom(LINK))).toBe('activated');
    expect(h.http.callsTo('POST', ACTIVATE)).toHaveLength(1);
  });

  it.each([
    ['verificationExpired', 'expired'],
    ['invalidCode', 'invalid'],
    ['userNotFound', 'invalid'],
  ] as const)('%s → %s, with a form for a new link', async (messageId, status) => {
    const h = createAccounts();
    h.http.on('POST', ACTIVATE, httpFailures.serverBody({ status: 'error', messageId }));
    h.http.on('POST', '/api/auth/user/resend-verification-email', { status: 'success', messageId: 'verificationEmailSent' });
    const activation = h.forms.activation();
    expect(await activation.activate(activationFieldsFrom(LINK))).toBe(status);
    expect(await activation.resend('ana@primer.mk', '')).toBe(false);
    expect(h.notifier.texts('error')).toContain('Полето Лозинка е задолжително');
    expect(await activation.resend(' ana@primer.mk ', 'Oglasi2025!')).toBe(true);
    expect(activation.getSnapshot().resent).toBe(true);
    expect(h.navigator.history).toEqual([]);
  });

  it('a request that fails can be tried again', async () => {
    const h = createAccounts();
    h.http.on('POST', ACTIVATE, { status: 'success', messageId: 'emailAlreadyVerified' });
    h.http.once('POST', ACTIVATE, httpFailures.timeout());
    const activation = h.forms.activation();
    expect(await activation.activate(activationFieldsFrom(LINK))).toBe('failed');
    const again = activation.activate(activationFieldsFrom(LINK));
    await vi.waitFor(() => expect(activation.getSnapshot().status).toBe('activated'));
    await h.clock.advance(1_000);
    expect(await again).toBe('activated');
  });

  it('a link without its parts sends nothing', async () => {
    const h = createAccounts();
    expect(await h.forms.activation().activate(null)).toBe('invalid');
    expect(h.notifier.texts('error')).toEqual(['Невалиден код.']);
    expect(h.http.calls).toEqual([]);
  });
});

describe('PasswordRecovery (docs/product/accounts.md forgotten password, password reset)', () => {
  it('asks for a well-formed e-mail, then says the link went out', async () => {
    const h = createAccounts();
    h.http.on('POST', '/api/auth/user/forgot-password', { status: 'success', messageId: 'resetLinkSent' });
    const recovery = h.forms.passwordRecovery();
    expect(await recovery.requestLink('nope')).toBe(false);
    expect(h.notifier.texts('error')).toEqual(['Невалиден email']);
    expect(await recovery.requestLink(' ana@primer.mk ')).toBe(true);
    expect(h.http.calls[0]?.payload).toEqual({ email: 'ana@primer.mk' });
    expect(recovery.getSnapshot().done).toBe(true);
    expect(h.notifier.texts('success')).toEqual(['Линкот за ресетирање на лозинката е испратен на вашата е-пошта.']);
  });

  it("'Лозинките не се совпаѓаат' before sending; a valid reset goes to login after 1 s", async () => {
    const h = createAccounts();
    h.http.on('POST', '/api/auth/user/change-password', { status: 'success', messageId: 'passwordChanged' });
    const recovery = h.forms.passwordRecovery();
    const link = resetLinkFrom(new URLSearchParams('token=tok&email=ana%40primer.mk'));
    expect(await recovery.resetPassword(link, 'Novo2026!x', 'Novo2026!y')).toBe(false);
    expect(h.notifier.texts('error')).toEqual(['Лозинките не се совпаѓаат']);
    expect(recovery.getSnapshot().problems.passwordConfirmation?.id).toBe('validation.passwordsDoNotMatch');
    const done = recovery.resetPassword(link, 'Novo2026!x', 'Novo2026!x');
    await vi.waitFor(() => expect(recovery.getSnapshot().done).toBe(true));
    await h.clock.advance(1_000);
    expect(await done).toBe(true);
    expect(h.http.calls[0]?.payload).toEqual({ token: 'tok', email: 'ana@primer.mk', password: 'Novo2026!x', passwordConfirmation: 'Novo2026!x' });
    // To the login page saying the password changed (core/accounts/login-notice.ts).
    expect(h.navigator.history).toEqual([{ kind: 'navigate', path: '/korisnik/najava?notice=passwordChanged', replace: false }]);
  });

  it('a link without token or e-mail is refused before anything is sent', async () => {
    const h = createAccounts();
    expect(resetLinkFrom(new URLSearchParams('token=tok'))).toBeNull();
    expect(await h.forms.passwordRecovery().resetPassword(null, 'Novo2026!x', 'Novo2026!x')).toBe(false);
    expect(h.notifier.texts('error')).toEqual(['Ресетирањето на лозинката не успеа. Обидете се повторно.']);
    expect(h.http.calls).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { compactAmount, socialStartPath, takeFlash } from '../../../../core';
import { httpFailures } from '../../../fakes';
import { createAccounts } from './harness';

const AUTH = '/api/auth/user/auth';
const TICKET = 't'.repeat(43);

/** docs/product/accounts.md "Social sign-in": what the login page asks after the provider (issue 41). */
describe('SocialSignIn', () => {
  it('a new person: the terms step, nothing sent without the acceptance, then Мој профил', async () => {
    const h = createAccounts({ path: '/korisnik/najava' });
    h.http.once('POST', AUTH, { status: 'success', requires_terms: true, is_new_user: true, ticket: TICKET, email: 'nova@primer.mk' });
    const social = h.forms.socialSignIn();
    await social.resume('google', TICKET, {});
    expect(h.http.callsTo('POST', AUTH)[0]?.payload).toEqual({ ticket: TICKET, provider: 'google' });
    expect(social.getSnapshot()).toMatchObject({ step: 'terms', email: 'nova@primer.mk', provider: 'google' });
    await social.acceptTerms(false, {});
    expect(h.http.callsTo('POST', AUTH)).toHaveLength(1);
    expect(h.notifier.texts('error')).toEqual(['За да продолжите, прифатете ги условите на користење.']);
    h.http.once('POST', AUTH, { status: 'success', is_new_user: true, user: { id: 5 }, token: 'tok' });
    await social.acceptTerms(true, { redirectPath: '/oglasi' });
    expect(h.http.callsTo('POST', AUTH)[1]?.payload).toEqual({ ticket: TICKET, terms_accepted: true, provider: 'google' });
    expect(h.navigator.history).toEqual([{ kind: 'assign', path: '/korisnik/moj-profil' }]);
    expect(takeFlash(h.sessionStorage)).toEqual({ kind: 'success', id: 'session.loginSuccess' });
  });

  it('an existing e-mail: the link step — its password, or the e-mailed confirmation (then the inbox)', async () => {
    const h = createAccounts({ path: '/korisnik/najava' });
    h.http.once('POST', AUTH, httpFailures.serverBody({ status: 'error', messageId: 'socialLinkRequired', link_required: true, ticket: TICKET, email: 'ana@primer.mk', can_use_password: true }, 409));
    const social = h.forms.socialSignIn();
    await social.resume('google', TICKET, {});
    expect(social.getSnapshot()).toMatchObject({ step: 'link', email: 'ana@primer.mk', canUsePassword: true });
    expect(h.notifier.texts('error')).toEqual([]);
    h.http.once('POST', AUTH, httpFailures.serverBody({ status: 'error', messageId: 'invalidCredentials' }, 422));
    await social.linkWithPassword('Wrong2025!', {});
    expect(social.getSnapshot().step).toBe('link');
    expect(h.notifier.texts('error')).toEqual(['Погрешно корисничко име или лозинка.']);
    h.http.on('POST', '/api/auth/social/google/link-mail', { status: 'success', messageId: 'socialLinkMailSent' });
    expect(await social.sendLinkMail()).toBe(true);
    expect(h.http.callsTo('POST', '/api/auth/social/google/link-mail')[0]?.payload).toEqual({ ticket: TICKET });
    expect(social.getSnapshot().step).toBe('linkMailSent');
  });

  it("a refused answer says 'Грешка при најавување со Google'; an expired ticket ends the steps", async () => {
    const h = createAccounts({ path: '/korisnik/najava' });
    const social = h.forms.socialSignIn();
    social.callbackFailed('google');
    expect(h.notifier.texts('error')).toEqual(['Грешка при најавување со Google']);
    h.http.once('POST', AUTH, httpFailures.serverBody({ status: 'error', messageId: 'socialLinkExpired' }, 422));
    await social.resume('facebook', TICKET, {});
    expect(social.getSnapshot().step).toBe('failed');
  });

  it('an e-mailed confirmation signs in through the session', async () => {
    const h = createAccounts({ path: '/korisnik/najava' });
    h.http.once('POST', AUTH, { status: 'success', user: { id: 5 }, token: 'tok' });
    await h.forms.socialSignIn().confirm('google', TICKET, {});
    expect(h.http.callsTo('POST', AUTH)[0]?.payload).toEqual({ confirm: TICKET, provider: 'google' });
    expect(h.navigator.history).toEqual([{ kind: 'assign', path: '/' }]);
  });

  it('the buttons start the server code flow, keeping where to go afterwards', () => {
    expect(socialStartPath('google', null)).toBe('/api/auth/social/google/start');
    expect(socialStartPath('apple', '/oglasi?q=golf')).toBe('/api/auth/social/apple/start?redirectPath=%2Foglasi%3Fq%3Dgolf');
  });
});

describe('LoginForm: never stuck on an unverified e-mail', () => {
  it('offers the activation link again after emailNotVerified, with the e-mail and password just tried', async () => {
    const h = createAccounts({ path: '/korisnik/najava' });
    const form = h.forms.loginForm();
    expect(await form.resendActivation()).toBe(false);
    h.http.on('POST', AUTH, httpFailures.serverBody({ status: 'error', messageId: 'emailNotVerified', email: 'nov@primer.mk', email_verification_required: true }, 403));
    await form.logInWithEmail({ email: ' nov@primer.mk ', password: 'Oglasi2025!', termsAccepted: false }, {});
    expect(form.getSnapshot().unverified).toBe(true);
    h.http.on('POST', '/api/auth/user/resend-verification-email', { status: 'success', messageId: 'verificationEmailSent' });
    expect(await form.resendActivation()).toBe(true);
    expect(h.http.callsTo('POST', '/api/auth/user/resend-verification-email')[0]?.payload).toEqual({ email: 'nov@primer.mk', password: 'Oglasi2025!' });
    expect(form.getSnapshot().activationResentTo).toBe('nov@primer.mk');
  });
});

describe('compact amounts where space is short', () => {
  it.each([
    [950, '950'],
    [1500, '1,5k'],
    [20_000, '20k'],
    [1_250_000, '1,3m'],
    [2_000_000_000, '2b'],
  ])('%d → %s', (value, text) => expect(compactAmount(value)).toBe(text));
});

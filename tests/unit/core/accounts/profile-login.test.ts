import { describe, expect, it, vi } from 'vitest';
import { profileInputOf, samePhone, takeFlash, type HttpRequest, type ProfileInput } from '../../../../core';
import { httpFailures } from '../../../fakes';
import { createAccounts, SEND_CODE } from './harness';

const UPDATE = '/api/auth/user/update';
const USER = {
  id: 7,
  email: 'kupuvac@primer.mk',
  phone_number: '+38970123456',
  location: { id: 12 },
  user_meta: { first_name: 'Марко', last_name: 'Николов', display_name: null, company_name: null, whatsapp_phone_number: '070 555 666' },
};

async function signedIn() {
  const h = createAccounts({ path: '/korisnik/moj-profil' });
  h.http.on('GET', '/api/auth/user/user-data', { user: USER, token: 'tok' });
  await h.session.start();
  return h;
}

describe('ProfileEditor (docs/product/accounts.md my profile)', () => {
  it('starts from the signed-in user', async () => {
    const h = await signedIn();
    expect(profileInputOf(h.session.getSnapshot().user)).toEqual({
      displayName: '',
      firstName: 'Марко',
      lastName: 'Николов',
      companyName: '',
      phone: '+38970123456',
      whatsappPhone: '070 555 666',
      viberPhone: '',
      locationId: 12,
      image: null,
    });
    expect(samePhone('070 123 456', '+389 70 123 456')).toBe(true);
    expect(samePhone('070 123 456', '070 123 457')).toBe(false);
  });

  it('the same phone however written needs no code; the save refreshes the user', async () => {
    const h = await signedIn();
    h.http.on('PUT', UPDATE, { status: 'success', messageId: 'profileUpdated' });
    const editor = h.forms.profileEditor();
    const input: ProfileInput = { ...profileInputOf(h.session.getSnapshot().user), phone: '070 123 456', firstName: ' Марко ' };
    expect(await editor.save(input)).toBe(true);
    expect(h.http.callsTo('POST', SEND_CODE)).toEqual([]);
    expect(h.http.callsTo('PUT', UPDATE)[0]?.payload).toMatchObject({ first_name: 'Марко', phone_number: '070 123 456', location_id: 12, display_name: '' });
    expect(h.http.callsTo('PUT', UPDATE)[0]?.payload).not.toHaveProperty('phone_code');
    expect(h.http.callsTo('GET', '/api/auth/user/user-data')).toHaveLength(2);
    expect(h.notifier.texts('success')).toEqual(['Профилот е успешно ажуриран.']);
  });

  it("a changed phone is saved only with the code sent to it: a wrong code is said under the field, the right one saves", async () => {
    const h = await signedIn();
    h.http.on('POST', SEND_CODE, { status: 'success', messageId: 'sendingRequest' });
    h.http.on('PUT', UPDATE, { status: 'success', messageId: 'profileUpdated' });
    h.http.once('PUT', UPDATE, httpFailures.serverBody({ status: 'error', messageId: 'invalidCode' }));
    const editor = h.forms.profileEditor();
    const input = { ...profileInputOf(h.session.getSnapshot().user), phone: '071 999 888' };
    expect(await editor.save(input)).toBe(false);
    expect(h.http.callsTo('POST', SEND_CODE)[0]?.payload).toEqual({ phone_number: '071 999 888' });
    expect(h.http.callsTo('PUT', UPDATE)).toEqual([]);
    expect(editor.getSnapshot().phoneCodeFor).toBe('071 999 888');
    expect(await editor.confirmPhone(input, '111111')).toBe(false);
    expect(editor.getSnapshot()).toMatchObject({ phoneCodeFor: '071 999 888', problems: { code: { id: 'invalidCode' } } });
    expect(await editor.confirmPhone(input, '222222')).toBe(true);
    expect(h.http.callsTo('PUT', UPDATE)[1]?.payload).toMatchObject({ phone_number: '071 999 888', phone_code: '222222' });
    expect(editor.getSnapshot().phoneCodeFor).toBeNull();
  });

  it('names are required and a picture must be an image of at most 10 MB — nothing is sent otherwise', async () => {
    const h = await signedIn();
    const editor = h.forms.profileEditor();
    const big = new File(['x'], 'a.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    const input = { ...profileInputOf(h.session.getSnapshot().user), firstName: ' ', image: big };
    expect(await editor.save(input)).toBe(false);
    expect(Object.keys(editor.getSnapshot().problems)).toEqual(['firstName', 'image']);
    expect(h.notifier.texts('error')).toEqual(['Полето Име е задолжително']);
    expect(h.http.callsTo('PUT', UPDATE)).toEqual([]);
  });

  it('a new picture goes as multipart with its upload progress', async () => {
    const h = await signedIn();
    const progress: number[] = [];
    h.http.on('PUT', UPDATE, (request: HttpRequest) => {
      request.onProgress?.(0.5);
      request.onProgress?.(1);
      return { status: 'success', messageId: 'profileUpdated' };
    });
    const editor = h.forms.profileEditor();
    editor.state$.subscribe((state) => state.progress !== null && progress.push(state.progress));
    const image = new File(['png'], 'me.png', { type: 'image/png' });
    expect(await editor.save({ ...profileInputOf(h.session.getSnapshot().user), image })).toBe(true);
    const call = h.http.callsTo('PUT', UPDATE)[0];
    expect(call?.upload).toBe(true);
    expect((call?.payload as { get(name: string): unknown }).get('profileImage')).toBe(image);
    expect(progress).toEqual([0, 0.5, 1]);
    expect(editor.getSnapshot().progress).toBeNull();
    expect(editor.getSnapshot().imageFailed).toBeNull();
  });

  it('a picture whose upload fails with no field to blame is said on its tile (issue 39); the retry sends it again', async () => {
    const h = await signedIn();
    h.http.once('PUT', UPDATE, httpFailures.timeout());
    const editor = h.forms.profileEditor();
    const image = new File(['png'], 'me.png', { type: 'image/png' });
    const input = { ...profileInputOf(h.session.getSnapshot().user), image };
    expect(await editor.save(input)).toBe(false);
    expect(editor.getSnapshot()).toMatchObject({
      saving: false,
      progress: null,
      imageFailed: 'Барањето истече. Ако прикачувавте фајлови, проверете дали се успешно качени.',
      problems: {},
    });

    h.http.on('PUT', UPDATE, { status: 'success', messageId: 'profileUpdated' });
    expect(await editor.save(input)).toBe(true);
    expect(h.http.callsTo('PUT', UPDATE)).toHaveLength(2);
    expect(editor.getSnapshot().imageFailed).toBeNull();
  });

  it('a refusal the server ties to a field is that field\'s problem, not an upload failure; a save without a picture never fails the picture', async () => {
    const h = await signedIn();
    h.http.once('PUT', UPDATE, httpFailures.serverBody({ status: 'error', messageId: 'invalidUpdateData', errors: { profileImage: ['mustBeImage'] } }));
    h.http.once('PUT', UPDATE, httpFailures.timeout());
    const editor = h.forms.profileEditor();
    const image = new File(['png'], 'me.png', { type: 'image/png' });
    expect(await editor.save({ ...profileInputOf(h.session.getSnapshot().user), image })).toBe(false);
    expect(Object.keys(editor.getSnapshot().problems)).toEqual(['image']);
    expect(editor.getSnapshot().imageFailed).toBeNull();
    expect(await editor.save(profileInputOf(h.session.getSnapshot().user))).toBe(false);
    expect(editor.getSnapshot().imageFailed).toBeNull();
  });
});

describe('LoginForm (docs/product/accounts.md Login page)', () => {
  it('SMS login: the code goes to the phone, then the session logs in with both', async () => {
    const h = createAccounts({ path: '/korisnik/najava' });
    h.http.on('POST', SEND_CODE, { status: 'success' });
    h.http.on('POST', '/api/auth/user/auth', { status: 'success', messageId: 'session.loginSuccess' });
    const form = h.forms.loginForm();
    expect(await form.logInWithSms('123456', {})).toBeNull();
    expect(h.notifier.texts('error')).toEqual(['Внесете телефонски број пред да се испрати кодот']);
    expect(await form.sendCode('070 123 456')).toBe(true);
    const result = await form.logInWithSms('123456', { redirectPath: '/korisnik/moi-oglasi' });
    expect(result).toMatchObject({ outcome: 'success' });
    expect(h.http.callsTo('POST', '/api/auth/user/auth')[0]?.payload).toEqual({ provider: 'sms', phone_number: '070 123 456', code: '123456' });
    expect(h.navigator.history).toEqual([{ kind: 'assign', path: '/korisnik/moi-oglasi' }]);
    expect(takeFlash(h.sessionStorage)).toEqual({ kind: 'success', id: 'session.loginSuccess' });
  });

  it('terms required by the server: asked for, toasted, then sent with the acceptance', async () => {
    const h = createAccounts();
    h.http.once('POST', '/api/auth/user/auth', { status: 'success', requires_terms: true });
    const form = h.forms.loginForm();
    expect(await form.logInWithEmail({ email: 'nov@primer.mk', password: 'Oglasi2025!', termsAccepted: false }, {})).toMatchObject({ outcome: 'requiresTerms' });
    expect(form.getSnapshot().needsTerms).toBe(true);
    expect(h.notifier.texts('error')).toEqual(['За да продолжите, прифатете ги условите на користење.']);
    expect(await form.logInWithEmail({ email: 'nov@primer.mk', password: 'Oglasi2025!', termsAccepted: false }, {})).toBeNull();
    h.http.on('POST', '/api/auth/user/auth', { status: 'success' });
    await form.logInWithEmail({ email: 'nov@primer.mk', password: 'Oglasi2025!', termsAccepted: true }, {});
    expect(h.http.callsTo('POST', '/api/auth/user/auth')[1]?.payload).toMatchObject({ terms_accepted: true });
  });
});

describe('a blocked account writes to support (docs/product/trust.md)', () => {
  it('after a userBanned login, the message goes with the same e-mail and password; nothing before', async () => {
    const h = createAccounts();
    const form = h.forms.loginForm();
    expect(await form.contactSupport('Здраво')).toBe(false);
    h.http.on('POST', '/api/auth/user/auth', httpFailures.serverBody({ status: 'error', messageId: 'userBanned', banned: true }, 403));
    await form.logInWithEmail({ email: ' blokiran@primer.mk ', password: 'Oglasi2025!', termsAccepted: false }, {});
    expect(form.getSnapshot().blocked).toBe(true);
    expect(await form.contactSupport('   ')).toBe(false);
    expect(form.getSnapshot().problems.supportMessage?.id).toBe('chat.error.emptyMessage');
    h.http.on('POST', '/api/support/contact', { status: 'success', messageId: 'supportMessageSent' });
    expect(await form.contactSupport(' Зошто? ')).toBe(true);
    expect(h.http.callsTo('POST', '/api/support/contact')[0]).toMatchObject({ credentials: true, payload: { email: 'blokiran@primer.mk', password: 'Oglasi2025!', message: 'Зошто?' } });
    expect(form.getSnapshot().supportMessageSent).toBe(true);
    expect(h.notifier.texts('success')).toContain('Пораката е испратена до поддршката.');
  });
});

describe('AccountSecurity', () => {
  it('sign out everywhere: the server ends every session, the page reloads signed out and says so', async () => {
    const h = await signedIn();
    h.http.on('POST', '/api/auth/user/logout-all', { status: 'success', messageId: 'session.logoutSuccess' });
    const security = h.forms.accountSecurity();
    expect(await security.logOutEverywhere()).toBe(true);
    expect(h.http.callsTo('POST', '/api/auth/user/logout-all')[0]).toMatchObject({ credentials: true });
    expect(h.navigator.history).toEqual([{ kind: 'assign', path: '/' }]);
    expect(takeFlash(h.sessionStorage)).toEqual({ kind: 'success', id: 'session.logoutSuccess' });
    vi.restoreAllMocks();
  });

  it('deleting the account needs the password; a wrong one is said under it; done, the page reloads home saying so', async () => {
    const h = await signedIn();
    const security = h.forms.accountSecurity();
    expect(await security.deleteAccount('')).toBe(false);
    expect(h.notifier.texts('error')).toEqual(['Полето Лозинка е задолжително']);
    h.http.once('POST', '/api/auth/user/delete-account', httpFailures.serverBody({ status: 'error', messageId: 'invalidCredentials' }));
    expect(await security.deleteAccount('Pogresno1!')).toBe(false);
    expect(security.getSnapshot().problems.password?.id).toBe('invalidCredentials');
    expect(h.navigator.history).toEqual([]);
    h.http.on('POST', '/api/auth/user/delete-account', { status: 'success', messageId: 'accountDeleted' });
    expect(await security.deleteAccount('Oglasi2025!')).toBe(true);
    expect(h.http.callsTo('POST', '/api/auth/user/delete-account')[1]?.payload).toEqual({ password: 'Oglasi2025!' });
    expect(h.navigator.history).toEqual([{ kind: 'assign', path: '/' }]);
    expect(takeFlash(h.sessionStorage)).toEqual({ kind: 'success', id: 'accountDeleted' });
  });
});

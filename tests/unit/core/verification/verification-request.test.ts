import { describe, expect, it } from 'vitest';
import { addTexts, messageText, MultipartBody, VerificationRequestForm, type DocumentFile } from '../../../../core';
import { accountMk } from '../../../../core/i18n/mk/account';
import { Toasts } from '../../../../core/ports/notifier';
import { createFakePorts, httpFailures } from '../../../fakes';

addTexts('mk', accountMk);

const STATUS = '/api/verification/check-status';
const SUBMIT = '/api/verification/submit';
const user = { id: 3, email: 'marko@primer.mk', phone_number: '+38971234567', user_meta: { first_name: 'Марко', last_name: 'Николов' } };
const picture = (name: string, type = 'image/jpeg', size = 2000): DocumentFile => new File([new Uint8Array(size)], name, { type });

function setUp(status: unknown = { status: 'none', request: null }) {
  const ports = createFakePorts();
  ports.http.on('GET', STATUS, status);
  const form = new VerificationRequestForm({ http: ports.http, logger: ports.logger, language: () => 'mk', toasts: new Toasts(ports.notifier), user: () => user });
  return { ...ports, form };
}

describe('VerificationRequestForm (docs/product/trust.md verification request, status)', () => {
  it('prefills from the profile; refuses an incomplete request with the catalogue texts; a passport needs no back side', async () => {
    const h = setUp();
    await h.form.load();
    expect(h.form.getSnapshot()).toMatchObject({ phase: 'form', values: { firstName: 'Марко', lastName: 'Николов', email: 'marko@primer.mk', phone: '+38971234567', documentType: 'id_card' } });
    h.form.pick('front', picture('lice.gif', 'image/gif'));
    expect(h.notifier.texts('error')).toEqual(['Дозволени формати на слика: JPG, JPEG, PNG, WEBP']);
    expect(await h.form.submit()).toBe(false);
    expect(h.notifier.texts('error').at(-1)).toBe('Полето Предна страна на документот е задолжително');
    expect(h.form.getSnapshot().problems.back?.labelId).toBe('verify.back');
    expect(h.form.getSnapshot().problems.terms?.id).toBe('validation.termsRequired');
    h.form.update({ documentType: 'passport', termsAccepted: true });
    h.form.pick('front', picture('pasos.jpg'));
    h.http.on('POST', SUBMIT, { status: 'success', messageId: 'verification_submitted' });
    h.http.on('GET', STATUS, { status: 'pending', request: { status: 'pending', submitted_at: '2026-11-24T10:00:00Z' } });
    expect(await h.form.submit()).toBe(true);
    const sent = h.http.callsTo('POST', SUBMIT)[0]!.payload as MultipartBody;
    expect(sent.get('document_type')).toBe('passport');
    expect(sent.get('back_image')).toBeUndefined();
    expect(sent.get('front_image')).toBeInstanceOf(Blob);
    expect(h.notifier.texts('success')).toEqual(['Барањето за верификација е успешно поднесено.']);
    expect(h.form.getSnapshot()).toMatchObject({ phase: 'pending', request: { submittedAt: '2026-11-24T10:00:00Z' } });
  });

  it("shows a rejection's note and lets the user try again; a failed submit keeps everything", async () => {
    const h = setUp({ status: 'rejected', request: { status: 'rejected', admin_note: 'Нечитлив документ', submitted_at: '2026-11-20T10:00:00Z', processed_at: '2026-11-20T11:00:00Z' } });
    await h.form.load();
    expect(h.form.getSnapshot()).toMatchObject({ phase: 'rejected', request: { adminNote: 'Нечитлив документ' } });
    h.form.tryAgain();
    expect(h.form.getSnapshot().phase).toBe('form');
    h.form.update({ termsAccepted: true });
    h.form.pick('front', picture('front.jpg'));
    h.form.pick('back', picture('back.png', 'image/png'));
    h.http.on('POST', SUBMIT, httpFailures.serverBody({ status: 'error', messageId: 'verification_already_pending' }, 409));
    expect(await h.form.submit()).toBe(false);
    expect(h.notifier.texts('error').at(-1)).toBe(messageText('verification_already_pending', 'mk'));
    expect(h.form.getSnapshot()).toMatchObject({ phase: 'form', submitting: false, values: { termsAccepted: true } });
    expect(h.form.getSnapshot().front?.name).toBe('front.jpg');
  });

  it('an approved user sees the approval; a failed status check offers a retry', async () => {
    const approved = setUp({ status: 'approved', verified: true, request: null });
    await approved.form.load();
    expect(approved.form.getSnapshot().phase).toBe('approved');
    const failed = setUp(httpFailures.timeout());
    await failed.form.load();
    expect(failed.form.getSnapshot().phase).toBe('failed');
  });
});

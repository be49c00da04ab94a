import { describe, expect, it } from 'vitest';
import { httpFailures } from '../../../fakes';
import { createAccounts, SEND_CODE } from './harness';

describe('SmsCode (docs/product/accounts.md: a code to a phone, another after a minute)', () => {
  it('asks for a phone first and checks its format, without a request', async () => {
    const h = createAccounts();
    const sms = h.forms.loginForm().smsCode;
    expect(await sms.send('  ')).toBe(false);
    expect(await sms.send('abc')).toBe(false);
    expect(h.notifier.texts('error')).toEqual(['Внесете телефонски број пред да се испрати кодот', 'Невалиден телефонски број. Формат: +389 XX XXX XXX']);
    expect(h.http.calls).toEqual([]);
  });

  it('sends, then counts the minute down on the clock; a second code only after it', async () => {
    const h = createAccounts();
    h.http.on('POST', SEND_CODE, { status: 'success', messageId: 'sendingRequest' });
    const sms = h.forms.loginForm().smsCode;
    expect(await sms.send(' +389 70 123 456 ')).toBe(true);
    expect(h.http.calls[0]).toMatchObject({ method: 'POST', path: SEND_CODE, payload: { phone_number: '+389 70 123 456' }, credentials: true });
    expect(sms.getSnapshot()).toEqual({ sending: false, sentTo: '+389 70 123 456', secondsUntilResend: 60 });
    await h.clock.advance(1_000);
    expect(sms.getSnapshot().secondsUntilResend).toBe(59);
    expect(await sms.send('+389 70 123 456')).toBe(false);
    expect(h.notifier.texts('error')).toEqual(['Премногу барања. Почекајте 1 минута пред да се обидете повторно.']);
    expect(h.http.calls).toHaveLength(1);
    await h.clock.advance(59_000);
    expect(sms.getSnapshot().secondsUntilResend).toBe(0);
    expect(h.clock.pendingTimers()).toBe(0);
    expect(await sms.send('+389 70 123 456')).toBe(true);
    expect(h.http.calls).toHaveLength(2);
  });

  it("the server's rate limit waits the same minute; a failure to send does not", async () => {
    const h = createAccounts();
    const sms = h.forms.loginForm().smsCode;
    h.http.once('POST', SEND_CODE, httpFailures.general());
    expect(await sms.send('070123456')).toBe(false);
    expect(sms.getSnapshot()).toMatchObject({ sentTo: null, secondsUntilResend: 0 });
    h.http.once('POST', SEND_CODE, httpFailures.rateLimit());
    expect(await sms.send('070123456')).toBe(false);
    expect(sms.getSnapshot().secondsUntilResend).toBe(60);
  });

  it('disposing stops the countdown', async () => {
    const h = createAccounts();
    h.http.on('POST', SEND_CODE, { status: 'success' });
    const sms = h.forms.loginForm().smsCode;
    await sms.send('070123456');
    sms.dispose();
    expect(h.clock.pendingTimers()).toBe(0);
  });
});

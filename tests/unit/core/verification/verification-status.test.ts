import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_VERIFICATION_STATE,
  VerificationStatusCheck,
  interpretVerificationResponse,
  verificationLabel,
} from '../../../../core/verification/verification-status';
import { FakeHttp, FakeLogger, httpFailures } from '../../../fakes';

const CHECK = '/api/verification/check-status';
const user = (verified: boolean) => ({ id: 1, verified });

function setup(sessionUser: { id: number; verified: boolean } | null = user(false)) {
  const http = new FakeHttp();
  const logger = new FakeLogger();
  const check = new VerificationStatusCheck({ http, logger, session: { getSnapshot: () => ({ user: sessionUser, token: 'tok' }) } });
  return { http, logger, check };
}

describe('verification status (docs/product/trust.md)', () => {
  it('has the exact labels of docs/product/trust.md', () => {
    expect(verificationLabel('loading')).toBe('Се проверува...');
    expect(verificationLabel('pending')).toBe('На чекање');
    expect(verificationLabel('approved')).toBe('Верификуван');
    expect(verificationLabel('rejected')).toBe('Одбиено - обидете се повторно');
  });

  it('defaults to none', () => {
    expect(INITIAL_VERIFICATION_STATE.status).toBe('none');
    expect(setup().check.getSnapshot()).toEqual(INITIAL_VERIFICATION_STATE);
  });

  it("shows loading 'Се проверува...' while the call is in flight, then the request status", async () => {
    const { http, check } = setup();
    const answer = new Subject<unknown>();
    http.on('GET', CHECK, answer);
    const done = check.check();
    expect(check.getSnapshot()).toEqual({ status: 'loading', label: 'Се проверува...', statusText: null });
    answer.next({ status: 'success', request: { status: 'pending', status_text: 'Во обработка' } });
    answer.complete();
    expect(await done).toBe('pending');
    expect(check.getSnapshot()).toEqual({ status: 'pending', label: 'На чекање', statusText: 'Во обработка' });
    expect(http.calls[0]).toMatchObject({ path: CHECK, credentials: true, token: 'tok' });
  });

  it.each([
    [{ request: { status: 'approved' } }, 'approved'],
    [{ request: { status: 'verified' } }, 'approved'],
    [{ status: 'verified' }, 'approved'],
    [{ request: { status: 'rejected', status_text: 'Нечитлив документ' } }, 'rejected'],
    [{ status: 'success', request: null }, 'none'],
    [{ status: 'none' }, 'none'],
    ['garbage', 'none'],
    [null, 'none'],
  ])('maps %j to %s', (body, status) => {
    expect(interpretVerificationResponse(body).status).toBe(status);
  });

  it('is approved by the user flag without asking the server', async () => {
    const { http, check } = setup(user(true));
    expect(await check.check()).toBe('approved');
    expect(check.getSnapshot().label).toBe('Верификуван');
    expect(http.calls).toEqual([]);
  });

  it('a failed check is status none, logged, never thrown', async () => {
    const { http, logger, check } = setup();
    http.on('GET', CHECK, httpFailures.timeout());
    expect(await check.check()).toBe('none');
    expect(check.getSnapshot().status).toBe('none');
    expect(logger.all()).toEqual(['verification status check failed']);
  });

  it('is none for an anonymous visitor, without a call', async () => {
    const { http, check } = setup(null);
    expect(await check.check()).toBe('none');
    expect(http.calls).toEqual([]);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { FIRST_BLOCK_SECONDS, FREE_FAILURES, MAX_BLOCK_SECONDS, sweepLoginThrottle } from '../../../server/auth/login-throttle';
import { DEVICE_COOKIE } from '../../../server/auth/device-cookies';
import * as m0085 from '../../../server/db/migrations/0085_login_throttle_by_identifier';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createUser, PASSWORD } from '../helpers/fixtures';

const WRONG = 'Wrong-guess-1!';
let address = 0;
/** Every attempt from its own address, as a botnet spreads them: the per-address limit never sees a second one. */
const freshAddress = () => `203.0.113.${(address = (address % 250) + 1)}`;

const within = (value: unknown, expected: number) => typeof value === 'number' && value <= expected && value > expected - 5;

interface Attempt {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, unknown>;
  deviceCookie: string | undefined;
}

describe('per-account backoff of password guesses', () => {
  let app: TestApp;
  beforeAll(async () => {
    // The per-address limit stays at its real value: the attack here comes from many addresses.
    app = await startTestApp({ authRateLimitPerMinute: 10 });
  });
  afterAll(() => app.close());
  beforeEach(() => resetDatabase(app.database));

  const attempt = async (email: string, password: string, options: { cookie?: string; url?: string } = {}): Promise<Attempt> => {
    const response = await app.fastify.inject({
      method: 'POST',
      url: options.url ?? '/api/auth/user/auth',
      remoteAddress: freshAddress(),
      payload: { provider: 'email', email, password },
      ...(options.cookie ? { cookies: { [DEVICE_COOKIE]: options.cookie } } : {}),
    });
    const device = response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
    return { status: response.statusCode, body: response.json(), headers: response.headers, deviceCookie: device?.value };
  };
  const throttleRow = (email: string) => app.database.db.selectFrom('login_throttle').selectAll().where('identifier', '=', `email:${email}`).executeTakeFirst();
  const endBlock = (email: string) =>
    app.database.db.updateTable('login_throttle').set({ blocked_until: new Date(Date.now() - 1000) }).where('identifier', '=', `email:${email}`).execute();

  it(`lets ${FREE_FAILURES} wrong guesses through, then answers 429 rateLimitError even to the right password`, async () => {
    await createUser(app.database, { email: 'ana@primer.mk' });
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      expect((await attempt('ana@primer.mk', WRONG)).body).toEqual({ status: 'error', messageId: 'invalidCredentials' });
    }
    const blocked = await attempt('ana@primer.mk', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ status: 'error', messageId: 'rateLimitError', retry_after: expect.any(Number) });
    // The wait counts from the failure that started it; a slow machine may have spent a second or two since.
    expect(within(blocked.body.retry_after, FIRST_BLOCK_SECONDS)).toBe(true);
    expect(blocked.headers['retry-after']).toBe(String(blocked.body.retry_after));
    expect(await throttleRow('ana@primer.mk')).toMatchObject({ failures: FREE_FAILURES });
  });

  it('doubles the wait with every further failure, up to the maximum, and a right password clears it', async () => {
    await createUser(app.database, { email: 'ana@primer.mk' });
    for (let i = 0; i < FREE_FAILURES; i += 1) await attempt('ana@primer.mk', WRONG);
    const waits: unknown[] = [];
    for (let i = 0; i < 3; i += 1) {
      await endBlock('ana@primer.mk');
      expect((await attempt('ana@primer.mk', WRONG)).status).toBe(422);
      waits.push((await attempt('ana@primer.mk', WRONG)).body.retry_after);
    }
    expect(waits.map((wait, i) => within(wait, [60, 120, 240][i] ?? 0))).toEqual([true, true, true]);
    await app.database.db.updateTable('login_throttle').set({ failures: 40, blocked_until: new Date(Date.now() - 1000) }).where('identifier', '=', 'email:ana@primer.mk').execute();
    await attempt('ana@primer.mk', WRONG);
    expect(within((await attempt('ana@primer.mk', WRONG)).body.retry_after, MAX_BLOCK_SECONDS)).toBe(true);

    await endBlock('ana@primer.mk');
    expect((await attempt('ana@primer.mk', PASSWORD)).status).toBe(200);
    expect(await throttleRow('ana@primer.mk')).toBeUndefined();
  });

  it('never locks the owner out of a browser they signed in from before (device cookie)', async () => {
    await createUser(app.database, { email: 'ana@primer.mk' });
    const earlier = await attempt('ana@primer.mk', PASSWORD);
    expect(earlier.status).toBe(200);
    expect(earlier.deviceCookie).toMatch(/^\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    for (let i = 0; i < FREE_FAILURES + 3; i += 1) await attempt('ana@primer.mk', WRONG);
    expect((await attempt('ana@primer.mk', PASSWORD)).status).toBe(429);
    const owner = await attempt('ana@primer.mk', PASSWORD, { cookie: earlier.deviceCookie });
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ status: 'success', messageId: 'session.loginSuccess' });
  });

  it('a device cookie helps only its own account, only untampered, and not after it keeps failing', async () => {
    const ana = await createUser(app.database, { email: 'ana@primer.mk' });
    await createUser(app.database, { email: 'marko@primer.mk' });
    const markoDevice = (await attempt('marko@primer.mk', PASSWORD)).deviceCookie ?? '';
    const anaDevice = (await attempt('ana@primer.mk', PASSWORD)).deviceCookie ?? '';
    for (let i = 0; i < FREE_FAILURES; i += 1) await attempt('ana@primer.mk', WRONG);
    expect((await attempt('ana@primer.mk', PASSWORD, { cookie: markoDevice })).status).toBe(429);
    const [id, nonce, mac] = anaDevice.split('.');
    const tampered = `${id}.${nonce}.${(mac ?? '').startsWith('A') ? 'B' : 'A'}${(mac ?? '').slice(1)}`;
    expect((await attempt('ana@primer.mk', PASSWORD, { cookie: tampered })).status).toBe(429);
    expect((await attempt('ana@primer.mk', PASSWORD, { cookie: `${ana.id + 1}.${nonce}.${mac}` })).status).toBe(429);

    // A stolen laptop: its cookie guesses wrong five times and is treated like any other browser from then on.
    for (let i = 0; i < 5; i += 1) expect((await attempt('ana@primer.mk', WRONG, { cookie: anaDevice })).status).toBe(422);
    expect((await attempt('ana@primer.mk', PASSWORD, { cookie: anaDevice })).status).toBe(429);
  });

  it('the mailed reset link is never blocked, clears the backoff, and the new password works from anywhere', async () => {
    await createUser(app.database, { email: 'ana@primer.mk' });
    for (let i = 0; i < FREE_FAILURES + 2; i += 1) await attempt('ana@primer.mk', WRONG);
    const forgot = await call(app, 'POST', '/api/auth/user/forgot-password', { body: { email: 'ana@primer.mk' } });
    expect(forgot.body).toEqual({ status: 'success', messageId: 'resetLinkSent' });
    const outbox = await call<{ data: { link: string }[] }>(app, 'GET', '/api/dev/outbox?to=ana@primer.mk');
    const token = new URL(outbox.body.data[0]?.link ?? '').searchParams.get('token');
    const changed = await call(app, 'POST', '/api/auth/user/change-password', {
      body: { token, email: 'ana@primer.mk', password: 'NewPass2026!', passwordConfirmation: 'NewPass2026!' },
    });
    expect(changed.body).toEqual({ status: 'success', messageId: 'passwordChanged' });
    expect(await throttleRow('ana@primer.mk')).toBeUndefined();
    expect((await attempt('ana@primer.mk', 'NewPass2026!')).status).toBe(200);
  });

  it('resending the activation mail checks the password too, so it is no way around the backoff', async () => {
    await createUser(app.database, { email: 'ana@primer.mk', verified: false });
    const url = '/api/auth/user/resend-verification-email';
    for (let i = 0; i < FREE_FAILURES; i += 1) expect((await attempt('ana@primer.mk', WRONG, { url })).status).toBe(422);
    const blocked = await attempt('ana@primer.mk', PASSWORD, { url });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ messageId: 'rateLimitError' });
  });

  it('a burst of concurrent guesses cannot slip past the check: one reaches the password, the rest wait', async () => {
    await createUser(app.database, { email: 'ana@primer.mk' });
    await app.database.db
      .insertInto('login_throttle')
      .values({ identifier: 'email:ana@primer.mk', failures: FREE_FAILURES + 5, last_failure_at: new Date(), blocked_until: new Date(Date.now() - 1000) })
      .execute();
    const burst = await Promise.all(Array.from({ length: 20 }, () => attempt('ana@primer.mk', WRONG)));
    const statuses = burst.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 422)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(19);
    expect(await throttleRow('ana@primer.mk')).toMatchObject({ failures: FREE_FAILURES + 6 });
  });

  it('an address with no account answers exactly like one with an account: same statuses, same bodies, same waits', async () => {
    await createUser(app.database, { email: 'admin@primer.mk' });
    const run = async (email: string, url?: string) => {
      const answers: Array<[number, unknown, boolean]> = [];
      for (let i = 0; i < FREE_FAILURES + 3; i += 1) {
        const answer = await attempt(email, WRONG, { url });
        const { retry_after: wait, ...body } = answer.body;
        answers.push([answer.status, body, wait === undefined || within(wait, FIRST_BLOCK_SECONDS)]);
      }
      return answers;
    };
    const known = await run('admin@primer.mk');
    const unknown = await run('nobody@primer.mk');
    // 422 five times, then 429 — for both (before: 422 eight times for the unknown address).
    expect(known.map(([status]) => status)).toEqual([422, 422, 422, 422, 422, 429, 429, 429]);
    expect(unknown).toEqual(known);
    expect(await throttleRow('nobody@primer.mk')).toMatchObject({ failures: FREE_FAILURES });
    // Resending the activation mail checks the password under the same key and answers alike too.
    await createUser(app.database, { email: 'neaktiven@primer.mk', verified: false });
    const resend = '/api/auth/user/resend-verification-email';
    expect(await run('nepoznat@primer.mk', resend)).toEqual(await run('neaktiven@primer.mk', resend));
  });

  it('the backoff is keyed by the normalised address: case and spaces do not give fresh guesses', async () => {
    await createUser(app.database, { email: 'ana@primer.mk' });
    const spellings = ['ana@primer.mk', 'ANA@primer.mk', ' Ana@Primer.MK ', 'ana@PRIMER.mk', 'aNa@primer.mk'];
    for (const spelling of spellings) expect((await attempt(spelling, WRONG)).status).toBe(422);
    expect((await attempt('Ana@primer.mk', PASSWORD)).status).toBe(429);
    for (const spelling of ['nobody@primer.mk', 'NOBODY@primer.mk', 'Nobody@primer.mk', 'nobody@Primer.mk', ' nobody@primer.mk']) await attempt(spelling, WRONG);
    expect((await attempt('NoBody@primer.mk', WRONG)).status).toBe(429);
  });

  it('rows of addresses a day without failures are swept', async () => {
    await attempt('nobody@primer.mk', WRONG);
    await app.database.db.updateTable('login_throttle').set({ last_failure_at: new Date(Date.now() - 25 * 3600 * 1000) }).execute();
    await attempt('someone@primer.mk', WRONG);
    await sweepLoginThrottle(app.database.db);
    const rows = await app.database.db.selectFrom('login_throttle').select('identifier').execute();
    expect(rows).toEqual([{ identifier: 'email:someone@primer.mk' }]);
  });

  it('migration 0085 carries the rows of accounts over under their e-mail (or id when they have none)', async () => {
    const ana = await createUser(app.database, { email: 'ana@primer.mk' });
    const phoneOnly = await createUser(app.database, { email: 'telefon@primer.mk' });
    await app.database.db.updateTable('users').set({ email: null }).where('id', '=', phoneOnly.id).execute();
    const db = app.database.db as unknown as Kysely<unknown>;
    const at = new Date('2026-01-02T03:04:05Z');
    await m0085.down(db);
    try {
      await sql`insert into login_throttle (user_id, failures, last_failure_at, blocked_until) values (${ana.id}, 7, ${at}, ${at}), (${phoneOnly.id}, 2, ${at}, null)`.execute(db);
    } finally {
      await m0085.up(db);
    }
    const rows = await app.database.db.selectFrom('login_throttle').select(['identifier', 'failures']).orderBy('identifier').execute();
    expect(rows).toEqual([
      { identifier: 'email:ana@primer.mk', failures: 7 },
      { identifier: `user:${phoneOnly.id}`, failures: 2 },
    ]);
  });
});

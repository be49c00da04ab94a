import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTRACT, type RouteContract } from '../../../core/api/contract';
import { startTestApp, type TestApp } from '../helpers/test-server';
import { call, createListing, createUser, login, type Session } from '../helpers/fixtures';
import { sellersMarket } from '../helpers/sellers';

/**
 * Every JSON body is held to its route's schema in core's contract before the handler runs
 * (server/http/contract-requests.ts; docs/api.md "The contract"). These fail if the check goes, if a route is added
 * with a body the check does not reach, or if who may call stops being settled first.
 */
describe('request bodies are held to the contract', () => {
  let app: TestApp;
  let user: Session;
  let admin: Session;
  let listingId: number;

  beforeAll(async () => {
    app = await startTestApp();
    const market = await sellersMarket(app);
    const owner = await createUser(app.database, { email: 'sopstvenik@primer.mk' });
    user = await login(app, 'sopstvenik@primer.mk');
    admin = await login(app, 'admin@primer.mk');
    listingId = (await createListing(app.database, { userId: owner.id, title: 'Голф за продажба', categoryId: market.catalogue.vehicles.id, subcategoryId: market.catalogue.cars.id })).id;
  });
  afterAll(() => app.close());

  const withBody = API_CONTRACT.filter((entry) => entry.body !== undefined && entry.access !== 'development');
  // A path with its parameters filled: ids name the one listing (or row 1), a provider is Google.
  const pathOf = (entry: RouteContract) =>
    entry.path
      .replace(/:provider\b/, 'google')
      .replace(/:\w+/g, String(listingId))
      .replace(/\*$/, 'x');
  const as = (entry: RouteContract) => (entry.access === 'admin' ? { token: admin.token } : entry.access === 'signedIn' ? { token: user.token } : {});

  it('reaches every route with a JSON body (a body that is not an object is 400 before any handler)', async () => {
    expect(withBody.length).toBeGreaterThan(35);
    const answered: string[] = [];
    for (const entry of withBody) {
      // The card processor's callback takes any text (it checks its own signature): nothing to hold it to.
      if (entry.body?.safeParse([1, 2]).success) continue;
      const answer = await call(app, entry.method, pathOf(entry), { ...as(entry), body: [1, 2] });
      answered.push(`${entry.method} ${entry.path} ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(answered.length).toBeGreaterThan(35);
    for (const line of answered) expect(line).toMatch(/ 400 \{"status":"error","messageId":"invalidRequest"\}$/);
  });

  it('names each refused field, with the catalogue message the contract gives it', async () => {
    const archived = await call(app, 'POST', `/api/oglasi/manage/${listingId}/archive`, { token: user.token, body: { sold: 'yes' } });
    expect(archived).toMatchObject({ status: 422, body: { status: 'error', messageId: 'invalidRequest', errors: { sold: ['invalidRequest'] } } });
    const stored = await app.database.db.selectFrom('listings').select('status').where('id', '=', listingId).executeTakeFirstOrThrow();
    expect(stored.status).toBe('active');
    // bodyRefusals: the key first, then the amount, as the payments screens expect (docs/product/money.md).
    const topUp = await call(app, 'POST', '/api/wallet/top-up', { token: user.token, body: { amount: 'много', idempotency_key: 'abc' } });
    expect(topUp).toMatchObject({ status: 422, body: { messageId: 'idempotencyKeyRequired', errors: { idempotency_key: ['idempotencyKeyRequired'], amount: ['invalidAmount'] } } });
  });

  it('settles who may call first: a visitor is 401 and a user 403 on an admin route, whatever the body; a route that refuses before the session keeps its order', async () => {
    const visitor = await call(app, 'POST', '/api/favourites', { body: [1] });
    expect([visitor.status, (visitor.body as { messageId?: string }).messageId]).toEqual([401, 'notAuthenticated']);
    const notAdmin = await call(app, 'POST', `/api/admin/users/${listingId}/ban`, { token: user.token, body: { banned: 'maybe' } });
    expect([notAdmin.status, (notAdmin.body as { messageId?: string }).messageId]).toEqual([403, 'forbidden']);
    // The embed's token refuses another site before it looks at the session (docs/embed.md).
    const embed = await call(app, 'POST', '/api/embed/chat-token', { body: { origin: 'https://nepoznat.example' }, headers: { origin: app.url } });
    expect([embed.status, (embed.body as { messageId?: string }).messageId]).toEqual([403, 'embed.originRefused']);
  });

  it('takes a bare POST where every field is optional, and billing details without their optional fields', async () => {
    const archivedBare = await call(app, 'POST', `/api/oglasi/manage/${listingId}/archive`, { token: user.token });
    expect(archivedBare.status).toBe(200);
    const billing = await call(app, 'PUT', '/api/billing', { token: user.token, body: { kind: 'person', name: 'Ана Петровска', address: 'Партизанска 1', city: 'Скопје' } });
    expect(billing.status).toBe(200);
  });
});

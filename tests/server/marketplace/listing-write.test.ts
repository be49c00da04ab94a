import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createCatalogue, createUser, login, type Session } from '../helpers/fixtures';
import { pngBytes } from '../helpers/images';

interface Detail {
  id: number;
  status: string;
  title: string;
  slug: string;
  images: { thumb_webp: string }[];
  category: { slug: string };
  subcategory: { slug: string } | null;
  price: number | null;
  expires_at: string | null;
  rejection_reason: string | null;
  user_type: string;
  company_name: string | null;
}

describe('listing writes: create, edit, archive, activate, renew, publish, stats, moderation', () => {
  let app: TestApp;
  let verified: Session;
  let unverified: Session;
  let admin: Session;
  let catalogue: Awaited<ReturnType<typeof createCatalogue>>;

  const create = async (session: Session | undefined, fields: Record<string, string>, images: Buffer[]) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const [index, bytes] of images.entries()) form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `p${index}.png`);
    const response = await fetch(`${app.url}/api/oglasi/create`, { method: 'POST', body: form, headers: session ? { cookie: session.cookie } : {} });
    return { status: response.status, body: (await response.json()) as { status: string; messageId?: string; errors?: Record<string, string[]>; data: Detail } };
  };
  const golf = () => ({ title: 'Volkswagen Голф 6', category_id: String(catalogue.cars.id), location_id: String(catalogue.skopje.id), price: '6500', currency: 'EUR', description: 'Одличен.', brand: 'Volkswagen' });

  beforeAll(async () => {
    app = await startTestApp();
    await resetDatabase(app.database);
    catalogue = await createCatalogue(app.database);
    await createUser(app.database, { email: 'prodavac@primer.mk', verified: true, companyName: 'Авто Ана' });
    await createUser(app.database, { email: 'kupuvac@primer.mk' });
    await createUser(app.database, { email: 'admin@primer.mk', role: 'admin' });
    verified = await login(app, 'prodavac@primer.mk');
    unverified = await login(app, 'kupuvac@primer.mk');
    admin = await login(app, 'admin@primer.mk');
  });
  afterAll(() => app.close());

  it('publishes a verified user\'s listing at once, with its photos in every variant', async () => {
    expect((await create(undefined, golf(), [await pngBytes()])).status).toBe(401);
    const created = await create(verified, golf(), [await pngBytes(800, 600), await pngBytes(640, 480)]);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'active', title: 'Volkswagen Голф 6', category: { slug: 'vozila' }, subcategory: { slug: 'avtomobili' }, price: 6500 });
    expect(created.body.data.slug).toBe(`volkswagen-golf-6-${created.body.data.id}`);
    expect(created.body.data.images).toHaveLength(2);
    expect((await fetch(`${app.url}${created.body.data.images[0]?.thumb_webp}`)).status).toBe(200);
    const found = await call<{ data: { id: number }[] }>(app, 'GET', '/api/oglasi/search?q=golf');
    expect(found.body.data.map((l) => l.id)).toContain(created.body.data.id);
  });

  it('shows the seller type the form chose: a company names itself, a private seller shows no company', async () => {
    const asCompany = await create(verified, { ...golf(), user_type: 'company', company_name: 'Авто Центар Скопје' }, [await pngBytes()]);
    expect(asCompany.body.data).toMatchObject({ user_type: 'company', company_name: 'Авто Центар Скопје' });
    const asPrivate = await create(verified, { ...golf(), user_type: 'private', company_name: 'игнорирано' }, [await pngBytes()]);
    expect(asPrivate.body.data).toMatchObject({ user_type: 'private', company_name: null });
    // Not given: the account's own type and company name, as before.
    const unstated = await create(verified, golf(), [await pngBytes()]);
    expect(unstated.body.data).toMatchObject({ company_name: 'Авто Ана' });
    const nameless = await create(verified, { ...golf(), user_type: 'company' }, [await pngBytes()]);
    expect(nameless.status).toBe(422);
    expect(nameless.body.errors?.company_name).toEqual(['validation.fieldRequired']);
    expect((await create(verified, { ...golf(), user_type: 'admin' }, [await pngBytes()])).body.errors?.user_type).toEqual(['invalidRequest']);
    // An edit changes it too.
    const edited = await call<{ data: { user_type: string; company_name: string | null } }>(app, 'PUT', `/api/oglasi/manage/${asCompany.body.data.id}`, { cookie: verified.cookie, body: { ...golf(), user_type: 'private' } });
    expect(edited.body.data).toMatchObject({ user_type: 'private', company_name: null });
  });

  it('sends an unverified user\'s listing to moderation, where only an admin can approve or reject it', async () => {
    const created = await create(unverified, golf(), [await pngBytes()]);
    expect(created.body.data.status).toBe('moderation');
    const id = created.body.data.id;
    expect((await call(app, 'GET', `/api/oglasi/listing/${created.body.data.slug}`)).status).toBe(404);
    expect((await call(app, 'POST', `/api/admin/listings/${id}/moderate`, { cookie: unverified.cookie, body: { decision: 'approve' } })).body).toEqual({ status: 'error', messageId: 'forbidden' });
    const queue = await call<{ data: { id: number }[] }>(app, 'GET', '/api/admin/listings', { cookie: admin.cookie });
    expect(queue.body.data.map((l) => l.id)).toContain(id);
    expect((await call(app, 'POST', `/api/admin/listings/${id}/moderate`, { cookie: admin.cookie, body: { decision: 'reject' } })).status).toBe(422);
    const rejected = await call<{ data: Detail }>(app, 'POST', `/api/admin/listings/${id}/moderate`, { cookie: admin.cookie, body: { decision: 'reject', reason: 'Нејасни слики' } });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejection_reason: 'Нејасни слики' });

    const second = await create(unverified, { ...golf(), title: 'Опел Астра' }, [await pngBytes()]);
    const approved = await call<{ data: Detail }>(app, 'POST', `/api/admin/listings/${second.body.data.id}/moderate`, { cookie: admin.cookie, body: { decision: 'approve' } });
    expect(approved.body.data.status).toBe('active');
    expect((await call(app, 'GET', `/api/oglasi/listing/${second.body.data.slug}`)).status).toBe(200);
  });

  it('validates the form: fields, the one-photo minimum, real images, YouTube links', async () => {
    const empty = await create(verified, { price_type: 'fixed', youtube_url: 'https://evil.example/watch?v=1' }, [await pngBytes()]);
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({ title: ['validation.fieldRequired'], category_id: ['validation.fieldRequired'], price: ['validation.fieldRequired'], youtube_url: ['validation.invalidYouTubeUrl'] });
    const noPhoto = await create(verified, golf(), []);
    expect(noPhoto.body).toMatchObject({ messageId: 'validation.galleryRequired' });
    const script = await create(verified, golf(), [Buffer.from('<script>alert(1)</script>')]);
    expect(script.body).toMatchObject({ messageId: 'mustBeImage' });
    const agreement = await create(verified, { ...golf(), price: '', price_type: 'agreement' }, [await pngBytes()]);
    expect(agreement.body.data).toMatchObject({ price: null });
  });

  it('checks a listing\'s details by its category\'s definitions (core/listings/attributes.ts) and stores them typed', async () => {
    const wrong = await call<{ errors: Record<string, string[]> }>(app, 'POST', '/api/oglasi/create', { cookie: verified.cookie, body: { ...golf(), draft: true, features: { fuel: 'coal', year: '1800' } } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toMatchObject({ 'features.fuel': ['attr.invalid'], 'features.year': ['attr.invalid'] });
    const right = await call<{ data: Detail & { features: Record<string, unknown> } }>(app, 'POST', '/api/oglasi/create', {
      cookie: verified.cookie,
      body: { ...golf(), draft: true, features: { fuel: 'diesel', year: '2016', mileage_km: '', boja: 'црна' } },
    });
    expect(right.status).toBe(201);
    expect(right.body.data.features).toEqual({ fuel: 'diesel', year: 2016, boja: 'црна' });
  });

  it('keeps a draft without photos, publishes it only with one, and lets only the owner manage it', async () => {
    const draft = await call<{ data: Detail }>(app, 'POST', '/api/oglasi/create', { cookie: verified.cookie, body: { ...golf(), draft: true, features: { year: 2012 } } });
    expect(draft.status).toBe(201);
    expect(draft.body.data.status).toBe('draft');
    const id = draft.body.data.id;
    expect((await call(app, 'POST', `/api/oglasi/manage/${id}/publish`, { cookie: verified.cookie })).body).toMatchObject({ messageId: 'validation.galleryRequired' });
    expect((await call(app, 'POST', `/api/oglasi/manage/${id}/archive`, { cookie: unverified.cookie })).status).toBe(404);
    expect((await call(app, 'PUT', `/api/oglasi/manage/${id}`, { cookie: unverified.cookie, body: golf() })).status).toBe(404);

    const form = new FormData();
    for (const [key, value] of Object.entries({ ...golf(), title: 'Голф 6 со слика' })) form.append(key, value);
    form.append('images', new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' }), 'a.png');
    const edited = await fetch(`${app.url}/api/oglasi/manage/${id}`, { method: 'PUT', body: form, headers: { cookie: verified.cookie } });
    expect(((await edited.json()) as { data: Detail }).data).toMatchObject({ title: 'Голф 6 со слика', status: 'draft' });
    const published = await call<{ data: Detail }>(app, 'POST', `/api/oglasi/manage/${id}/publish`, { cookie: verified.cookie });
    expect(published.body.data.status).toBe('active');
  });

  it('refuses the transitions docs/product/selling.md does not allow, and every action on someone else\'s listing; my-listings counts match its lists', async () => {
    const rejected = (await create(unverified, { ...golf(), title: 'Одбиен' }, [await pngBytes()])).body.data.id;
    await call(app, 'POST', `/api/admin/listings/${rejected}/moderate`, { cookie: admin.cookie, body: { decision: 'reject', reason: 'Лоши слики' } });
    const draft = (await create(unverified, { ...golf(), title: 'Нацрт', draft: 'true' }, [])).body.data.id;
    const archived = (await create(verified, { ...golf(), title: 'Архивиран' }, [await pngBytes()])).body.data.id;
    await call(app, 'POST', `/api/oglasi/manage/${archived}/archive`, { cookie: verified.cookie });
    for (const [id, action, session, current] of [
      [rejected, 'activate', unverified, 'rejected'],
      [draft, 'archive', unverified, 'draft'],
      [archived, 'renew', verified, 'archived'],
    ] as const) {
      const refused = await call(app, 'POST', `/api/oglasi/manage/${id}/${action}`, { cookie: session.cookie });
      expect({ status: refused.status, body: refused.body }).toMatchObject({ status: 409, body: { messageId: 'invalidRequest', current_status: current } });
    }
    // Someone else's listing answers like a missing one, whatever the action.
    for (const action of ['archive', 'activate', 'renew', 'publish', 'stats']) {
      const method = action === 'stats' ? 'GET' : 'POST';
      expect((await call(app, method, `/api/oglasi/manage/${archived}/${action}`, { cookie: unverified.cookie })).status).toBe(404);
    }
    expect((await call(app, 'DELETE', `/api/oglasi/drafts/${draft}`, { cookie: verified.cookie })).status).toBe(404);
    const mine = await call<{ data: Record<string, { id: number }[]>; counts: Record<string, number> }>(app, 'GET', '/api/oglasi/my-listings', { cookie: unverified.cookie });
    expect(mine.body.data.rejected?.map((l) => l.id)).toContain(rejected);
    expect(mine.body.data.draft?.map((l) => l.id)).toContain(draft);
    expect(Object.keys(mine.body.counts).sort()).toEqual(Object.keys(mine.body.data).sort());
    for (const [status, list] of Object.entries(mine.body.data)) expect(mine.body.counts[status]).toBe(list.length);
  });

  it('archives, reactivates and renews, refusing transitions that make no sense', async () => {
    const created = await create(verified, golf(), [await pngBytes()]);
    const id = created.body.data.id;
    expect((await call(app, 'POST', `/api/oglasi/manage/${id}/activate`, { cookie: verified.cookie })).status).toBe(409);
    const archived = await call<{ data: Detail }>(app, 'POST', `/api/oglasi/manage/${id}/archive`, { token: verified.token });
    expect(archived.body.data.status).toBe('archived');
    expect((await call(app, 'POST', `/api/oglasi/manage/${id}/archive`, { cookie: verified.cookie })).body).toMatchObject({ messageId: 'invalidRequest', current_status: 'archived' });
    expect((await call<{ data: Detail }>(app, 'POST', `/api/oglasi/manage/${id}/activate`, { cookie: verified.cookie })).body.data.status).toBe('active');
    await app.database.db.updateTable('listings').set({ status: 'expired', expires_at: new Date(Date.now() - 1000) }).where('id', '=', id).execute();
    const renewed = await call<{ data: Detail }>(app, 'POST', `/api/oglasi/manage/${id}/renew`, { cookie: verified.cookie });
    expect(renewed.body.data.status).toBe('active');
    expect(Date.parse(renewed.body.data.expires_at ?? '')).toBeGreaterThan(Date.now() + 59 * 24 * 3600 * 1000);
  });

  it('my listings says when a listing was archived as sold (sold_at), and only then; reactivating clears it (docs/product/trust.md "Reputation")', async () => {
    const sold = (await create(verified, { ...golf(), title: 'Продаден' }, [await pngBytes()])).body.data.id;
    const archived = (await create(verified, { ...golf(), title: 'Само архивиран' }, [await pngBytes()])).body.data.id;
    expect((await call(app, 'POST', `/api/oglasi/manage/${sold}/archive`, { cookie: verified.cookie, body: { sold: true } })).status).toBe(200);
    expect((await call(app, 'POST', `/api/oglasi/manage/${archived}/archive`, { cookie: verified.cookie, body: {} })).status).toBe(200);
    const mine = async () => (await call<{ data: Record<string, Array<{ id: number; sold_at: string | null }>> }>(app, 'GET', '/api/oglasi/my-listings', { cookie: verified.cookie })).body.data;
    const before = await mine();
    const soldRow = before.archived?.find((row) => row.id === sold);
    expect(Date.parse(soldRow?.sold_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(before.archived?.find((row) => row.id === archived)?.sold_at).toBeNull();
    for (const rows of Object.values(before)) for (const row of rows) expect(row).toHaveProperty('sold_at');
    expect((await call(app, 'POST', `/api/oglasi/manage/${sold}/activate`, { cookie: verified.cookie })).status).toBe(200);
    expect((await mine()).active?.find((row) => row.id === sold)?.sold_at).toBeNull();
  });

  it('renews only when it changes something: in the last 7 days before the expiry, not earlier (docs/product/selling.md)', async () => {
    const created = await create(verified, golf(), [await pngBytes()]);
    const id = created.body.data.id;
    const day = 24 * 3600 * 1000;
    // Just published: 60 days left, renewing would change nothing.
    expect((await call(app, 'POST', `/api/oglasi/manage/${id}/renew`, { cookie: verified.cookie })).body).toMatchObject({ messageId: 'invalidRequest', current_status: 'active' });
    await app.database.db.updateTable('listings').set({ expires_at: new Date(Date.now() + 8 * day) }).where('id', '=', id).execute();
    expect((await call(app, 'POST', `/api/oglasi/manage/${id}/renew`, { cookie: verified.cookie })).status).toBe(409);
    await app.database.db.updateTable('listings').set({ expires_at: new Date(Date.now() + 6 * day) }).where('id', '=', id).execute();
    const renewed = await call<{ data: Detail }>(app, 'POST', `/api/oglasi/manage/${id}/renew`, { cookie: verified.cookie });
    expect(renewed.status).toBe(200);
    expect(Date.parse(renewed.body.data.expires_at ?? '')).toBeGreaterThan(Date.now() + 59 * day);
  });

  it('refuses the transitions my listings never offers, and counts the tabs as it lists them', async () => {
    const draft = await call<{ data: Detail }>(app, 'POST', '/api/oglasi/create', { cookie: verified.cookie, body: { ...golf(), draft: true } });
    const draftId = draft.body.data.id;
    expect((await call(app, 'POST', `/api/oglasi/manage/${draftId}/archive`, { cookie: verified.cookie })).body).toMatchObject({ messageId: 'invalidRequest', current_status: 'draft' });
    const live = await create(verified, golf(), [await pngBytes()]);
    const id = live.body.data.id;
    await app.database.db.updateTable('listings').set({ status: 'rejected' }).where('id', '=', id).execute();
    expect((await call(app, 'POST', `/api/oglasi/manage/${id}/activate`, { cookie: verified.cookie })).body).toMatchObject({ current_status: 'rejected' });
    await app.database.db.updateTable('listings').set({ status: 'archived' }).where('id', '=', id).execute();
    expect((await call(app, 'POST', `/api/oglasi/manage/${id}/renew`, { cookie: verified.cookie })).body).toMatchObject({ current_status: 'archived' });
    // Active but past its expiry: expired for the owner (it shows under expired), so it is renewed — the one action
    // an expired listing offers; reactivating is for archived ones.
    await app.database.db.updateTable('listings').set({ status: 'active', expires_at: new Date(Date.now() - 1000) }).where('id', '=', id).execute();
    const mine = await call<{ data: Record<string, Detail[]>; counts: Record<string, number> }>(app, 'GET', '/api/oglasi/my-listings', { cookie: verified.cookie });
    for (const [tab, rows] of Object.entries(mine.body.data)) expect(mine.body.counts[tab]).toBe(rows.length);
    expect(mine.body.data.expired?.map((row) => row.id)).toContain(id);
    expect((await call(app, 'POST', `/api/oglasi/manage/${id}/activate`, { cookie: verified.cookie })).body).toMatchObject({ messageId: 'invalidRequest', current_status: 'expired' });
    expect((await call<{ data: Detail }>(app, 'POST', `/api/oglasi/manage/${id}/renew`, { cookie: verified.cookie })).body.data.status).toBe('active');
  });

  it('sends an unverified owner\'s edit of a live listing back to moderation', async () => {
    const created = await create(unverified, { ...golf(), title: 'Шкода Фабија' }, [await pngBytes()]);
    await call(app, 'POST', `/api/admin/listings/${created.body.data.id}/moderate`, { cookie: admin.cookie, body: { decision: 'approve' } });
    const edited = await call<{ data: Detail }>(app, 'PUT', `/api/oglasi/manage/${created.body.data.id}`, { cookie: unverified.cookie, body: { ...golf(), title: 'Шкода Фабија 1.2' } });
    expect(edited.body.data).toMatchObject({ title: 'Шкода Фабија 1.2', status: 'moderation' });
  });

  it('gives the owner 15 days of daily views', async () => {
    const created = await create(verified, golf(), [await pngBytes()]);
    await call(app, 'POST', `/api/oglasi/listing-id/${created.body.data.id}/view`);
    const stats = await call<{ data: { window_days: number; window_views: number; daily: { date: string; views: number }[]; best_day: { views: number } | null } }>(
      app,
      'GET',
      `/api/oglasi/manage/${created.body.data.id}/stats`,
      { cookie: verified.cookie },
    );
    expect(stats.body.data.window_days).toBe(15);
    expect(stats.body.data.daily).toHaveLength(15);
    expect(stats.body.data.daily.at(-1)?.views).toBe(1);
    expect(stats.body.data.window_views).toBe(1);
    expect(stats.body.data.best_day?.views).toBe(1);
    expect((await call(app, 'GET', `/api/oglasi/manage/${created.body.data.id}/stats`, { cookie: unverified.cookie })).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-server';
import { call, type Session } from '../helpers/fixtures';
import { sellersMarket } from '../helpers/sellers';
import { pngBytes } from '../helpers/images';

interface Detail {
  id: number;
  status: string;
  title: string;
  slug: string;
  images: { thumb_webp: string }[];
  rejection_reason: string | null;
}
type Reply = { status: string; messageId?: string; data: Detail };

describe('listing wizard support: limits, drafts, photo arrangement, moderation round trips', () => {
  let app: TestApp;
  let verified: Session;
  let unverified: Session;
  let stranger: Session;
  let admin: Session;
  let catalogue: Awaited<ReturnType<typeof sellersMarket>>['catalogue'];

  const send = async (method: 'POST' | 'PUT', path: string, session: Session, fields: Record<string, string>, images: Buffer[]) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const [index, bytes] of images.entries()) form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `p${index}.png`);
    const response = await fetch(`${app.url}${path}`, { method, body: form, headers: { cookie: session.cookie } });
    return { status: response.status, body: (await response.json()) as Reply };
  };
  const golf = () => ({ title: 'Volkswagen Голф 6', category_id: String(catalogue.cars.id), location_id: String(catalogue.skopje.id), price: '6500', currency: 'EUR', description: 'Одличен.', brand: 'Volkswagen' });
  const photos = (count: number) => Promise.all(Array.from({ length: count }, (_, i) => pngBytes(40 + i, 30)));

  beforeAll(async () => {
    app = await startTestApp({ maxListingPhotos: 3 });
    ({ catalogue, verified, unverified, stranger, admin } = await sellersMarket(app));
  });
  afterAll(() => app.close());

  it('publishes the upload limits, the photo maximum from the server configuration', async () => {
    const limits = await call<{ data: unknown }>(app, 'GET', '/api/config/listing-limits');
    expect(limits.status).toBe(200);
    expect(limits.body.data).toEqual({ max_photos: 3, max_image_bytes: 10 * 1024 * 1024, max_video_bytes: 100 * 1024 * 1024, max_video_seconds: 90 });
  });

  it('refuses more photos than the maximum, on create and when adding on edit', async () => {
    const over = await send('POST', '/api/oglasi/create', verified, golf(), await photos(4));
    expect(over.status).toBe(422);
    expect(over.body.messageId).toBe('validation.galleryTooMany');
    const created = await send('POST', '/api/oglasi/create', verified, golf(), await photos(3));
    expect(created.status).toBe(201);
    expect(created.body.data.images).toHaveLength(3);
    const added = await send('PUT', `/api/oglasi/manage/${created.body.data.id}`, verified, golf(), await photos(1));
    expect(added.body.messageId).toBe('validation.galleryTooMany');
    // Removing one makes room for the new one.
    const swapped = await send('PUT', `/api/oglasi/manage/${created.body.data.id}`, verified, { ...golf(), image_order: '[0,2]' }, await photos(1));
    expect(swapped.status).toBe(200);
    expect(swapped.body.data.images).toHaveLength(3);
  });

  it('reorders photos, chooses the main one and removes one through the manage endpoint', async () => {
    const created = await send('POST', '/api/oglasi/create', verified, golf(), await photos(3));
    const [a, b, c] = created.body.data.images.map((image) => image.thumb_webp);
    const reordered = await send('PUT', `/api/oglasi/manage/${created.body.data.id}`, verified, { ...golf(), image_order: '[2,0]' }, []);
    expect(reordered.body.data.images.map((image) => image.thumb_webp)).toEqual([c, a]);
    expect(reordered.body.data.images.map((image) => image.thumb_webp)).not.toContain(b);
    for (const bad of ['[0,0]', '[5]', '{"0":1}', 'x', '[1.5]']) {
      const refused = await send('PUT', `/api/oglasi/manage/${created.body.data.id}`, verified, { ...golf(), image_order: bad }, []);
      expect(refused.status).toBe(422);
    }
    const emptied = await send('PUT', `/api/oglasi/manage/${created.body.data.id}`, verified, { ...golf(), image_order: '[]' }, []);
    expect(emptied.body.messageId).toBe('validation.galleryRequired');
  });

  it('keeps drafts private, offers the latest one back and lets only its owner discard it', async () => {
    expect((await call(app, 'GET', '/api/oglasi/drafts/latest')).status).toBe(401);
    expect((await call<{ data: unknown }>(app, 'GET', '/api/oglasi/drafts/latest', { cookie: unverified.cookie })).body.data).toBeNull();
    const first = await send('POST', '/api/oglasi/create', unverified, { ...golf(), title: 'Прва скица', draft: 'true' }, []);
    const second = await send('POST', '/api/oglasi/create', unverified, { ...golf(), title: 'Втора скица', draft: 'true' }, []);
    expect(second.body.data.status).toBe('draft');
    // Saving the same draft again is a cheap idempotent update of the same row.
    for (let i = 0; i < 2; i += 1) {
      const saved = await send('PUT', `/api/oglasi/manage/${first.body.data.id}`, unverified, { ...golf(), title: 'Прва скица, дополнета' }, []);
      expect(saved.body.data).toMatchObject({ id: first.body.data.id, status: 'draft', title: 'Прва скица, дополнета' });
    }
    const latest = await call<{ data: Detail }>(app, 'GET', '/api/oglasi/drafts/latest', { cookie: unverified.cookie });
    expect(latest.body.data).toMatchObject({ id: first.body.data.id, title: 'Прва скица, дополнета' });
    expect((await call<{ data: unknown }>(app, 'GET', '/api/oglasi/drafts/latest', { cookie: stranger.cookie })).body.data).toBeNull();

    const id = first.body.data.id;
    expect((await call(app, 'GET', `/api/oglasi/listing/${first.body.data.slug}`)).status).toBe(404);
    expect((await call(app, 'GET', `/api/oglasi/listing/${first.body.data.slug}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await send('PUT', `/api/oglasi/manage/${id}`, stranger, golf(), [])).status).toBe(404);
    expect((await call(app, 'DELETE', `/api/oglasi/drafts/${id}`)).status).toBe(401);
    expect((await call(app, 'DELETE', `/api/oglasi/drafts/${id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await call(app, 'DELETE', `/api/oglasi/drafts/${id}`, { cookie: unverified.cookie })).body).toEqual({ status: 'success', data: { id } });
    expect((await call(app, 'DELETE', `/api/oglasi/drafts/${id}`, { cookie: unverified.cookie })).status).toBe(404);
    const next = await call<{ data: Detail }>(app, 'GET', '/api/oglasi/drafts/latest', { cookie: unverified.cookie });
    expect(next.body.data.id).toBe(second.body.data.id);
  });

  it('never deletes a published listing through the draft endpoint', async () => {
    const live = await send('POST', '/api/oglasi/create', verified, golf(), await photos(1));
    expect((await call(app, 'DELETE', `/api/oglasi/drafts/${live.body.data.id}`, { cookie: verified.cookie })).status).toBe(404);
  });

  it('hides a listing in moderation from others, keeps a rejection reason and sends an edit back to moderation', async () => {
    const created = await send('POST', '/api/oglasi/create', unverified, { ...golf(), title: 'Опел Корса' }, await photos(1));
    expect(created.body.data.status).toBe('moderation');
    const { id, slug } = created.body.data;
    expect((await call(app, 'GET', `/api/oglasi/listing/${slug}`)).status).toBe(404);
    expect((await call(app, 'GET', `/api/oglasi/listing/${slug}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await send('PUT', `/api/oglasi/manage/${id}`, stranger, golf(), [])).status).toBe(404);

    const rejected = await call<Reply>(app, 'POST', `/api/admin/listings/${id}/moderate`, { cookie: admin.cookie, body: { decision: 'reject', reason: 'Нејасни слики' } });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejection_reason: 'Нејасни слики' });
    const mine = await call<{ data: { rejected: Detail[] } }>(app, 'GET', '/api/oglasi/my-listings', { cookie: unverified.cookie });
    expect(mine.body.data.rejected.find((l) => l.id === id)).toMatchObject({ status: 'rejected', rejection_reason: 'Нејасни слики' });
    const resubmitted = await send('PUT', `/api/oglasi/manage/${id}`, unverified, { ...golf(), title: 'Опел Корса 1.2' }, []);
    expect(resubmitted.body.data).toMatchObject({ status: 'moderation', title: 'Опел Корса 1.2', rejection_reason: null });
    const approved = await call<Reply>(app, 'POST', `/api/admin/listings/${id}/moderate`, { cookie: admin.cookie, body: { decision: 'approve' } });
    expect(approved.body.data.status).toBe('active');
    expect((await call(app, 'GET', `/api/oglasi/listing/${slug}`)).status).toBe(200);
    // A verified owner's edit of a live listing stays live.
    const live = await send('POST', '/api/oglasi/create', verified, golf(), await photos(1));
    const edited = await send('PUT', `/api/oglasi/manage/${live.body.data.id}`, verified, { ...golf(), title: 'Голф 6 1.6 TDI' }, []);
    expect(edited.body.data).toMatchObject({ status: 'active', title: 'Голф 6 1.6 TDI' });
  });
});

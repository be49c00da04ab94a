import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-server';
import { call, type Session } from '../helpers/fixtures';
import { sellersMarket } from '../helpers/sellers';
import sharp from 'sharp';
import { pngBytes } from '../helpers/images';

interface Image {
  original: string;
  thumb_webp: string;
  width?: number;
  height?: number;
}
interface Detail {
  id: number;
  status: string;
  images: Image[];
  main_image: Image | null;
}
type Reply = { status: string; messageId?: string; errors?: Record<string, string[]>; data: Detail; image?: Image };

const MAX_PHOTOS = 4;

describe('listing photos one at a time: append, reorder by URL, remove — owner only, under a row lock', () => {
  let app: TestApp;
  let verified: Session;
  let unverified: Session;
  let stranger: Session;
  let admin: Session;
  let catalogue: Awaited<ReturnType<typeof sellersMarket>>['catalogue'];

  const upload = async (session: Session | undefined, id: number, bytes: Buffer, name = 'photo.png', type = 'image/png') => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${app.url}/api/oglasi/manage/${id}/images`, { method: 'POST', body: form, headers: session ? { cookie: session.cookie } : {} });
    return { status: response.status, body: (await response.json()) as Reply };
  };
  const draft = async (session: Session) => {
    const created = await call<Reply>(app, 'POST', '/api/oglasi/create', {
      cookie: session.cookie,
      body: { draft: 'true', title: 'Samsung Galaxy S23', category_id: String(catalogue.cars.id), price: '500', currency: 'EUR' },
    });
    expect(created.status).toBe(201);
    return created.body.data;
  };
  const listingFiles = () => new Set((fs.readdirSync(path.join(app.config.uploadsDir, 'listings'), { recursive: true }) as string[]).map((name) => `/uploads/listings/${name.split(path.sep).join('/')}`).filter((name) => /\.\w+$/.test(name)));

  beforeAll(async () => {
    app = await startTestApp({ maxListingPhotos: MAX_PHOTOS });
    ({ catalogue, verified, unverified, stranger, admin } = await sellersMarket(app));
  });
  afterAll(() => app.close());

  it('appends each photo to a draft; a visitor gets 401, another user 404, a non-image the validation text', async () => {
    const { id, status } = await draft(verified);
    expect(status).toBe('draft');
    const png = await pngBytes(80, 60);
    expect((await upload(undefined, id, png)).status).toBe(401);
    expect((await upload(stranger, id, png)).status).toBe(404);
    const first = await upload(verified, id, png);
    expect(first.status).toBe(200);
    expect(first.body.data.images).toHaveLength(1);
    expect(first.body.image?.original).toBe(first.body.data.images[0]?.original);
    expect(first.body.data.status).toBe('draft');
    const text = await upload(verified, id, Buffer.from('not a picture at all'), 'evil.png');
    expect(text.status).toBe(422);
    expect(text.body.messageId).toBe('mustBeImage');
    expect((await upload(verified, id, await pngBytes(90, 60))).body.data.images).toHaveLength(2);
  });

  it('a camera photo turned by EXIF is stored upright, and its stated size is the upright one', async () => {
    const { id } = await draft(verified);
    const sideways = await sharp(await pngBytes(80, 60)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const stored = await upload(verified, id, sideways, 'kamera.jpg', 'image/jpeg');
    expect(stored.body.image).toMatchObject({ width: 60, height: 80 });
    const file = await fetch(`${app.url}${stored.body.image?.original}`);
    expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata()).toMatchObject({ width: 60, height: 80 });
  });

  it('concurrent uploads all land until the configured maximum, and no more', async () => {
    const { id } = await draft(verified);
    const before = listingFiles();
    const answers = await Promise.all(Array.from({ length: 6 }, async (_, i) => upload(verified, id, await pngBytes(40 + i, 30))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_PHOTOS);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(2);
    for (const answer of refused) expect(answer.body.messageId).toBe('validation.galleryTooMany');
    const listing = await call<{ data: Detail }>(app, 'GET', '/api/oglasi/drafts/latest', { cookie: verified.cookie });
    expect(listing.body.data.images).toHaveLength(MAX_PHOTOS);
    expect(new Set(listing.body.data.images.map((image) => image.original)).size).toBe(MAX_PHOTOS);
    // Each accepted upload names its own photo, although every answer holds the whole gallery.
    expect(answers.filter((a) => a.status === 200).map((a) => a.body.image?.original).sort()).toEqual(listing.body.data.images.map((image) => image.original).sort());
    // The refused photos left no files behind: the new files are exactly the kept photos' original and variants.
    await new Promise((done) => setTimeout(done, 100));
    const added = [...listingFiles()].filter((name) => !before.has(name)).sort();
    const kept = listing.body.data.images.flatMap((image) => Object.values(image).filter((value): value is string => typeof value === 'string'));
    expect(added).toEqual([...new Set(kept)].sort());
  });

  it('reorders by original URL (the first is the main photo), keeps unnamed photos at the end, refuses unknown URLs', async () => {
    const { id } = await draft(verified);
    for (const width of [50, 60, 70]) await upload(verified, id, await pngBytes(width, 40));
    const latest = await call<{ data: Detail }>(app, 'GET', '/api/oglasi/drafts/latest', { cookie: verified.cookie });
    const [a, b, c] = latest.body.data.images.map((image) => image.original) as [string, string, string];
    const reordered = await call<Reply>(app, 'PUT', `/api/oglasi/manage/${id}/images`, { cookie: verified.cookie, body: { order: [c, a] } });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.images.map((image) => image.original)).toEqual([c, a, b]);
    expect(reordered.body.data.main_image?.original).toBe(c);
    expect((await call(app, 'PUT', `/api/oglasi/manage/${id}/images`, { cookie: verified.cookie, body: { order: ['/uploads/listings/nope.png'] } })).status).toBe(422);
    expect((await call(app, 'PUT', `/api/oglasi/manage/${id}/images`, { cookie: verified.cookie, body: { order: [a, a] } })).status).toBe(422);
    expect((await call(app, 'PUT', `/api/oglasi/manage/${id}/images`, { cookie: verified.cookie, body: { order: 'c,a' } })).status).toBe(422);
    expect((await call(app, 'PUT', `/api/oglasi/manage/${id}/images`, { cookie: stranger.cookie, body: { order: [a] } })).status).toBe(404);
  });

  it('removes one photo and its files; another user cannot', async () => {
    const { id } = await draft(verified);
    const added = await upload(verified, id, await pngBytes(55, 40));
    const url = added.body.data.images[0]!.original;
    const file = path.join(app.config.uploadsDir, url.replace(/^\/uploads\//, ''));
    expect(fs.existsSync(file)).toBe(true);
    expect((await call(app, 'DELETE', `/api/oglasi/manage/${id}/images?url=${encodeURIComponent(url)}`, { cookie: stranger.cookie })).status).toBe(404);
    const removed = await call<Reply>(app, 'DELETE', `/api/oglasi/manage/${id}/images?url=${encodeURIComponent(url)}`, { cookie: verified.cookie });
    expect(removed.status).toBe(200);
    expect(removed.body.data.images).toEqual([]);
    await new Promise((done) => setTimeout(done, 50));
    expect(fs.existsSync(file)).toBe(false);
    expect((await call(app, 'DELETE', `/api/oglasi/manage/${id}/images?url=${encodeURIComponent(url)}`, { cookie: verified.cookie })).status).toBe(404);
  });

  it("a new photo on an unverified seller's live listing sends it back to moderation", async () => {
    const { id } = await draft(unverified);
    await upload(unverified, id, await pngBytes(60, 40));
    const published = await call<Reply>(app, 'POST', `/api/oglasi/manage/${id}/publish`, { cookie: unverified.cookie, body: {} });
    expect(published.body.data.status).toBe('moderation');
    const approved = await call<Reply>(app, 'POST', `/api/admin/listings/${id}/moderate`, { cookie: admin.cookie, body: { decision: 'approve' } });
    expect(approved.body.data.status).toBe('active');
    const changed = await upload(unverified, id, await pngBytes(70, 40));
    expect(changed.body.data.status).toBe('moderation');
  });
});

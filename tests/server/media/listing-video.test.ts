import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-server';
import { call, type Session } from '../helpers/fixtures';
import { sellersMarket } from '../helpers/sellers';
import { pngBytes } from '../helpers/images';
import { fragmentedMp4Bytes, mp4Bytes, webmBytes } from '../helpers/videos';

interface Detail {
  id: number;
  status: string;
  video: { url: string; mime: string; duration_seconds: number } | null;
}
type Reply = { status: string; messageId?: string; errors?: Record<string, string[]>; data: Detail };

const MAX_BYTES = 64 * 1024;

describe('listing video: streamed upload, checked by content and duration, served with ranges', () => {
  let app: TestApp;
  let verified: Session;
  let unverified: Session;
  let stranger: Session;
  let admin: Session;
  let catalogue: Awaited<ReturnType<typeof sellersMarket>>['catalogue'];

  const upload = async (session: Session | undefined, id: number, bytes: Buffer, name = 'clip.mp4', type = 'video/mp4') => {
    const form = new FormData();
    form.append('video', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${app.url}/api/oglasi/manage/${id}/video`, { method: 'POST', body: form, headers: session ? { cookie: session.cookie } : {} });
    return { status: response.status, body: (await response.json()) as Reply };
  };
  const listing = async (session: Session) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ title: 'Volkswagen Голф 6', category_id: String(catalogue.cars.id), location_id: String(catalogue.skopje.id), price: '6500', currency: 'EUR', description: 'Одличен.', brand: 'Volkswagen' })) form.append(key, value);
    form.append('images', new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' }), 'a.png');
    const response = await fetch(`${app.url}/api/oglasi/create`, { method: 'POST', body: form, headers: { cookie: session.cookie } });
    return ((await response.json()) as Reply).data;
  };
  const videoFiles = () => fs.readdirSync(path.join(app.config.uploadsDir, 'videos')).sort();

  beforeAll(async () => {
    app = await startTestApp({ maxVideoBytes: MAX_BYTES });
    ({ catalogue, verified, unverified, stranger, admin } = await sellersMarket(app));
  });
  afterAll(() => app.close());

  it('stores a short MP4 under a server-made name, writes the video column and serves it with byte ranges', async () => {
    const { id } = await listing(verified);
    const bytes = mp4Bytes(12.5, { payload: 4000 });
    expect((await upload(undefined, id, bytes)).status).toBe(401);
    expect((await upload(stranger, id, bytes)).status).toBe(404);
    const stored = await upload(verified, id, bytes, '../../evil.mp4');
    expect(stored.status).toBe(200);
    expect(stored.body.data.status).toBe('active');
    expect(stored.body.data.video).toMatchObject({ mime: 'video/mp4', duration_seconds: 12.5 });
    const url = stored.body.data.video?.url ?? '';
    expect(url).toMatch(/^\/uploads\/videos\/[0-9a-f-]{36}\.mp4$/);

    const whole = await fetch(`${app.url}${url}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await fetch(`${app.url}${url}`, { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('ftypisom');
    const tail = await fetch(`${app.url}${url}`, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`);
    const beyond = await fetch(`${app.url}${url}`, { headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);

    // Replacing the video deletes the old file; removing it clears the column and the file.
    const replaced = await upload(verified, id, webmBytes(30), 'clip.webm', 'video/webm');
    expect(replaced.body.data.video).toMatchObject({ mime: 'video/webm', duration_seconds: 30 });
    expect(videoFiles()).toEqual([path.basename(replaced.body.data.video?.url ?? '')]);
    const mov = await upload(verified, id, mp4Bytes(3, { brand: 'qt  ' }), 'clip.mov', 'video/quicktime');
    expect(mov.body.data.video).toMatchObject({ mime: 'video/quicktime', duration_seconds: 3 });
    expect((await call(app, 'DELETE', `/api/oglasi/manage/${id}/video`, { cookie: stranger.cookie })).status).toBe(404);
    const removed = await call<Reply>(app, 'DELETE', `/api/oglasi/manage/${id}/video`, { cookie: verified.cookie });
    expect(removed.body.data.video).toBeNull();
    expect(videoFiles()).toEqual([]);
  });

  it('refuses a video that is too long, too large, not a video, or cut off, and keeps nothing of it', async () => {
    const { id } = await listing(verified);
    const cases: [Buffer, string, number][] = [
      [mp4Bytes(90.5), 'validation.videoTooLong', 422],
      [webmBytes(120), 'validation.videoTooLong', 422],
      [mp4Bytes(10, { payload: MAX_BYTES }), 'validation.videoTooLarge', 413],
      [await pngBytes(), 'validation.videoWrongType', 422],
      [Buffer.from('not a video at all, only text pretending to be one'), 'validation.videoWrongType', 422],
      [mp4Bytes(10, { payload: 4000 }).subarray(0, 2000), 'validation.videoUnreadable', 422],
      [webmBytes(10, 4000).subarray(0, 2000), 'validation.videoUnreadable', 422],
      [mp4Bytes(10).subarray(0, 40), 'validation.videoUnreadable', 422],
      [fragmentedMp4Bytes(95), 'validation.videoTooLong', 422],
      [fragmentedMp4Bytes(95, { mehd: true }), 'validation.videoTooLong', 422],
      [fragmentedMp4Bytes(6).subarray(0, 1500), 'validation.videoUnreadable', 422],
    ];
    for (const [bytes, messageId, status] of cases) {
      const refused = await upload(verified, id, bytes);
      expect({ status: refused.status, messageId: refused.body.messageId, errors: refused.body.errors }).toEqual({ status, messageId, errors: { video: [messageId] } });
    }
    expect(videoFiles()).toEqual([]);
    const row = await app.database.db.selectFrom('listings').select('video').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.video).toBeNull();
  });

  it('reads a fragmented MP4 (what a browser recording is) from its fragments, or from its movie-extends header', async () => {
    const { id } = await listing(verified);
    for (const [bytes, seconds] of [
      [fragmentedMp4Bytes(4), 4],
      [fragmentedMp4Bytes(3, { defaultDuration: true }), 3],
      [fragmentedMp4Bytes(2, { mehd: true }), 2],
    ] as const) {
      const stored = await upload(verified, id, bytes);
      expect(stored.status).toBe(200);
      expect(stored.body.data.video).toMatchObject({ mime: 'video/mp4', duration_seconds: seconds });
    }
  });

  it('sends a non-verified owner\'s live listing back to moderation when its video changes', async () => {
    const created = await listing(unverified);
    await call(app, 'POST', `/api/admin/listings/${created.id}/moderate`, { cookie: admin.cookie, body: { decision: 'approve' } });
    const stored = await upload(unverified, created.id, mp4Bytes(5));
    expect(stored.body.data).toMatchObject({ status: 'moderation', video: { duration_seconds: 5 } });
  });

  it('deletes a discarded draft\'s video file with it', async () => {
    const draft = await call<Reply>(app, 'POST', '/api/oglasi/create', { cookie: verified.cookie, body: { title: 'Скица со видео', category_id: catalogue.cars.id, location_id: catalogue.skopje.id, price: 100, currency: 'EUR', description: 'Опис.', brand: 'Volkswagen', draft: true } });
    expect(draft.status).toBe(201);
    const before = videoFiles();
    const stored = await upload(verified, draft.body.data.id, mp4Bytes(4));
    expect(stored.body.data).toMatchObject({ status: 'draft', video: { duration_seconds: 4 } });
    expect(videoFiles()).toHaveLength(before.length + 1);
    expect((await call(app, 'DELETE', `/api/oglasi/drafts/${draft.body.data.id}`, { cookie: verified.cookie })).status).toBe(200);
    expect(videoFiles()).toEqual(before);
  });

  it('publishes the video limits for the client', async () => {
    const limits = await call<{ data: Record<string, number> }>(app, 'GET', '/api/config/listing-limits');
    expect(limits.body.data).toMatchObject({ max_video_bytes: MAX_BYTES, max_video_seconds: 90 });
  });
});

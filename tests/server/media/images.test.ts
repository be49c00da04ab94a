import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-server';
import { call } from '../helpers/fixtures';
import { pngBytes } from '../helpers/images';
import { detectImageKind } from '../../../server/media/image-types';
import { ImageRejected, storeImageVariants } from '../../../server/media/variants';

describe('image optimisation endpoint and upload checks', () => {
  let app: TestApp;
  const source = '/uploads/test-fixtures/photo.png';
  beforeAll(async () => {
    app = await startTestApp();
    const file = path.join(app.config.uploadsDir, 'test-fixtures', 'photo.png');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await pngBytes(900, 600));
  });
  afterAll(() => app.close());

  it('returns WebP at the next allowed width, quality 75 by default, and caches it on disk', async () => {
    const response = await fetch(`${app.url}/api/image?url=${encodeURIComponent(source)}&w=350`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(detectImageKind(bytes)).toBe('webp');
    expect((await sharp(bytes).metadata()).width).toBe(360);
    const cached = fs.readdirSync(app.config.imageCacheDir, { recursive: true }).filter((f) => String(f).endsWith('.webp'));
    expect(cached.length).toBeGreaterThan(0);
    const again = await fetch(`${app.url}/api/image?url=${encodeURIComponent(source)}&w=360&q=75`);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    const wide = await fetch(`${app.url}/api/image?url=${encodeURIComponent(source)}&w=1600&q=40`);
    expect((await sharp(Buffer.from(await wide.arrayBuffer())).metadata()).width).toBe(900);
  });

  it('reads only our own uploads: no other hosts, no path traversal, no missing files', async () => {
    const cases: [string, number][] = [
      ['https://example.com/a.png', 404],
      ['//evil.example/a.png', 404],
      ['/uploads/../package.json', 404],
      ['/uploads/%2e%2e/%2e%2e/package.json', 404],
      ['/uploads/test-fixtures/missing.png', 404],
      ['/etc/passwd', 404],
    ];
    for (const [url, status] of cases) {
      const response = await call(app, 'GET', `/api/image?url=${encodeURIComponent(url)}&w=100`);
      expect({ url, status: response.status }).toEqual({ url, status });
    }
    expect((await call(app, 'GET', `/api/image?url=${encodeURIComponent(source)}&w=abc`)).status).toBe(422);
    expect((await call(app, 'GET', `/api/image?url=${encodeURIComponent(source)}&w=100&q=101`)).status).toBe(422);
    expect((await call(app, 'GET', '/api/image?w=100')).body).toEqual({ status: 'error', messageId: 'invalidRequest' });
  });

  it('recognises images by their bytes, never by name', () => {
    expect(detectImageKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectImageKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(detectImageKind(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(detectImageKind(Buffer.from('<?php echo 1; ?>'))).toBeUndefined();
    expect(detectImageKind(Buffer.from('GIF89a'))).toBeUndefined();
    expect(detectImageKind(new Uint8Array())).toBeUndefined();
  });

  it('refuses truncated images and pixel floods, and stores valid ones without metadata', async () => {
    const dir = path.join(app.config.uploadsDir, 'unit');
    const png = await pngBytes(50, 50);
    await expect(storeImageVariants(png.subarray(0, 40), dir, 'x')).rejects.toMatchObject({ messageId: 'mustBeImage' });
    // A small file that claims 10000 × 10000 pixels.
    const flood = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    const refused = await storeImageVariants(flood, dir, 'x').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImageRejected);
    expect((refused as ImageRejected).messageId).toBe('imageTooLarge');
    const withExif = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#0a0' } }).jpeg().withExif({ IFD0: { Artist: 'Тајна Локација' } }).toBuffer();
    const stored = await storeImageVariants(withExif, dir, 'x');
    const original = await sharp(path.join(dir, stored.original.replace('/uploads/', ''))).metadata();
    expect(original.exif).toBeUndefined();
    expect(stored).toMatchObject({ width: 80, height: 60 });
  });
});

import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test';
import { chooseRowAction } from './support/my-listings';
import { watchConsole } from './support/console';

// One seller per journey and screen size: the two sizes run at once against one server, and a draft offer or the
// photos of one run must not show up in the other.
const SELLERS = {
  moderated: { phone: 'elena.t@primer.mk', desktop: 'ivan.s@primer.mk' },
  draft: { phone: 'sara.a@primer.mk', desktop: 'nikola.r@primer.mk' },
  verified: { phone: 'avto.skopje@primer.mk', desktop: 'nedviznosti.centar@primer.mk' },
} as const;
const sellerFor = (kind: keyof typeof SELLERS, info: TestInfo) => SELLERS[kind][info.project.name === 'phone' ? 'phone' : 'desktop'];
const tagFor = (info: TestInfo) => `${info.project.name}${Date.now().toString(36)}`;

async function logIn(page: Page, email: string, to = '/korisnik/oglas') {
  await page.goto(`/korisnik/najava?redirectPath=${encodeURIComponent(to)}`);
  await page.getByLabel('Е-пошта', { exact: true }).fill(email);
  await page.locator('input[name="password"]').fill('Oglasi2025!');
  await page.getByRole('button', { name: 'Најави се' }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, '\\?')}$`));
}

/** A real picture of `width`×`height` (noise compresses badly, so a noisy one is big). */
function picture(width: number, height: number, format: 'jpeg' | 'png', noisy = false): Promise<Buffer> {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let i = 0; i < raw.length; i++) raw[i] = noisy ? Math.floor(Math.random() * 256) : (i * 7) % 256;
  const image = sharp(raw, { raw: { width, height, channels } });
  return (format === 'jpeg' ? image.jpeg({ quality: noisy ? 98 : 80 }) : image.png()).toBuffer();
}

/** Step 1 with the required choices; returns the title typed. */
async function fillBasics(page: Page, options: { category: string; subcategory: string; title: string; price: string }) {
  await page.getByLabel('Категорија', { exact: true }).selectOption({ label: options.category });
  await page.getByLabel('Поткатегорија', { exact: true }).selectOption({ label: options.subcategory });
  await page.getByLabel('Наслов', { exact: true }).fill(options.title);
  await page.getByLabel('Регион', { exact: true }).selectOption({ label: 'Скопски регион' });
  await page.getByLabel('Град', { exact: true }).selectOption({ label: 'Скопје' });
  await page.getByLabel('Цена', { exact: true }).fill(options.price);
}

/** Whether two boxes overlap (a toast over a title). */
const overlaps = (a: { x: number; y: number; width: number; height: number } | null, b: { x: number; y: number; width: number; height: number } | null) =>
  a !== null && b !== null && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function adminSession(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/user/auth', { data: { provider: 'email', email: 'admin@primer.mk', password: 'Oglasi2025!' } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

test('a seller who is not verified posts a listing: step rules, three photos (two refused), real upload progress, reorder, YouTube, moderation, approval, search', { tag: '@both' }, async ({ page, request }, testInfo) => {
  // Three uploads, moderation and a search: ~40 s alone on a quiet machine; on a slow day (decision 168) both its
  // runs at 1280 px failed in one CI run whose log kept only the summary. Three times the journeys' two minutes.
  test.slow();
  const errors = watchConsole(page);
  const tag = tagFor(testInfo);
  const title = `Samsung Galaxy S23 ${tag}`;
  await logIn(page, sellerFor('moderated', testInfo));
  await expect(page.getByRole('heading', { level: 1, name: 'Објави оглас' })).toBeVisible();
  await expect(page.getByText('Чекор 1 од 3')).toBeVisible();
  // The contact phone comes from the profile.
  await expect(page.getByLabel('Телефон за контакт', { exact: true })).not.toHaveValue('');
  await expect(page).toHaveTitle('Објави оглас | Огласи');
  // Next on the empty form (issue 39): focus on the first field to fix, a summary that says how many, the first
  // problem as a toast at the bottom — over neither the page's title nor the step's.
  await page.getByRole('button', { name: 'Понатаму' }).click();
  await expect(page.getByLabel('Категорија', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Категорија', { exact: true })).toBeInViewport();
  await expect(page.getByRole('alert').filter({ hasText: 'треба да се поправат' })).toHaveText('4 полиња треба да се поправат.');
  const toast = page.getByRole('status').filter({ hasText: 'Полето Категорија е задолжително' });
  await expect(toast).toBeVisible();
  for (const title of [page.getByRole('heading', { level: 1, name: 'Објави оглас' }), page.getByRole('heading', { level: 2, name: 'Основни податоци' })]) {
    expect(overlaps(await toast.boundingBox(), await title.boundingBox())).toBe(false);
  }

  await fillBasics(page, { category: 'Мобилни телефони', subcategory: 'Паметни телефони', title, price: '450' });
  // Brand and model belong to phones.
  await page.getByLabel('Марка', { exact: true }).fill('Samsung');
  await page.getByLabel('Модел', { exact: true }).fill('Galaxy S23');
  await page.getByRole('button', { name: 'Понатаму' }).click();
  await expect(page).toHaveURL(/\/korisnik\/oglas\/\d+\?chekor=2$/);
  await expect(page.getByText('Чекор 2 од 3')).toBeVisible();
  // The upload tile (issue 39): 'Сликај' opens the camera on a touch phone; a desktop with a mouse has none to offer.
  await expect(page.getByRole('button', { name: 'Додај слики или повлечете ги овде', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сликај', exact: true })).toBeVisible({ visible: testInfo.project.name === 'phone' });
  await expect(page.getByTestId('photo-input-camera')).toHaveAttribute('capture', 'environment');

  // The draft's own address is an account screen (issue 39): the site's header stays, the title is still 'Објави оглас'.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Објави оглас' })).toBeVisible();
  await expect(page).toHaveTitle('Објави оглас | Огласи');

  // No photo yet: the step is refused with focus on adding one; the problem goes as soon as a photo is added (issue 39).
  await page.getByRole('button', { name: 'Понатаму' }).click();
  await expect(page.getByRole('button', { name: 'Додај слики или повлечете ги овде', exact: true })).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'треба да се поправи' })).toHaveText('1 поле треба да се поправи.');
  const photoProblem = page.getByRole('group', { name: 'Слики' }).getByText('Додадете барем 1 слика', { exact: true });
  await expect(photoProblem).toBeVisible();

  // Five picked at once: one too large and one not a picture are refused with the docs/product/selling.md texts.
  const big = Buffer.alloc(11 * 1024 * 1024, 1);
  await page.getByTestId('photo-input').setInputFiles([
    { name: 'prva.jpg', mimeType: 'image/jpeg', buffer: await picture(800, 600, 'jpeg') },
    { name: 'golema.jpg', mimeType: 'image/jpeg', buffer: big },
    { name: 'vtora.png', mimeType: 'image/png', buffer: await picture(640, 480, 'png') },
    { name: 'dokument.txt', mimeType: 'text/plain', buffer: Buffer.from('ова не е слика') },
  ]);
  await expect(page.getByText('golema.jpg: Големината на сликата е преголема. Максимална големина дозволена е 10MB')).toBeVisible();
  await expect(page.getByText('dokument.txt: Мора да биде слика')).toBeVisible();
  const photos = page.getByRole('group', { name: 'Слики' }).getByRole('listitem');
  await expect(photos).toHaveCount(2);
  await expect(photoProblem).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'треба да се поправи' })).toHaveCount(0);

  // A big photo over a slow uplink: its own progress bar shows values between 0 and 1 on the way.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 4_000_000, uploadThroughput: 250_000 });
  await page.getByTestId('photo-input').setInputFiles([{ name: 'treta.jpg', mimeType: 'image/jpeg', buffer: await picture(900, 700, 'jpeg', true) }]);
  const seen = await page.waitForFunction(
    () => [...document.querySelectorAll('progress')].map((bar) => (bar as HTMLProgressElement).value).find((value) => value > 0.05 && value < 0.95),
    undefined,
    { polling: 50, timeout: 20_000 },
  );
  expect(await seen.jsonValue()).toBeGreaterThan(0.05);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(photos).toHaveCount(3);
  await expect(page.locator('progress')).toHaveCount(0, { timeout: 30_000 });
  await expect(photos.first().getByText('Главна слика')).toBeVisible();

  // Reorder with the buttons (keyboard and touch): the first photo moves back, the second becomes the main one.
  const sourceOf = (index: number) => photos.nth(index).getByRole('img').getAttribute('src');
  const [first, second] = [await sourceOf(0), await sourceOf(1)];
  await photos.first().getByRole('button', { name: 'Помести назад' }).click();
  await expect(photos.first().getByRole('img')).toHaveAttribute('src', second ?? '');
  await expect(photos.nth(1).getByRole('img')).toHaveAttribute('src', first ?? '');

  await page.getByLabel('Опис', { exact: true }).fill('Како нов, со кутија и полнач. Гаранција уште 6 месеци.');
  await page.getByLabel('YouTube линк', { exact: true }).fill('https://example.com/video');
  await page.getByRole('button', { name: 'Понатаму' }).click();
  await expect(page.getByText('Невалиден YouTube линк').first()).toBeVisible();
  await page.getByLabel('YouTube линк', { exact: true }).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Понатаму' }).click();
  await expect(page).toHaveURL(/\?chekor=3$/);

  // The review shows the card and the page as they will look.
  await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
  await expect(page.getByText('Огласите на неверификувани корисници се одобруваат за 30 до 60 минути.')).toBeVisible();
  // The phone's back button walks the steps, and forward again.
  await page.goBack();
  await expect(page).toHaveURL(/\?chekor=2$/);
  await expect(page.getByLabel('Опис', { exact: true })).toHaveValue('Како нов, со кутија и полнач. Гаранција уште 6 месеци.');
  await page.goForward();
  await expect(page).toHaveURL(/\?chekor=3$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Објави' }).click();
  // The confirmation is in view (issue 39): the page from its top, focus on its heading; still 'Објави оглас'.
  const confirmation = page.getByRole('heading', { level: 2, name: 'Огласот чека одобрување' });
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Објави оглас' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('confirmation.png') });
  await expect(page.getByText('Огласот е испратен на одобрување. Одобрувањето трае од 30 до 60 минути.').first()).toBeVisible();

  // Not in search while in moderation; the admin approves it through the API, and then it is.
  const token = await adminSession(request);
  const queue = (await (await request.get('/api/admin/listings', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Array<{ id: number; title: string; images: unknown[]; main_image: { original: string } }> };
  const waiting = queue.data.find((listing) => listing.title === title);
  expect(waiting?.images).toHaveLength(3);
  const approved = await request.post(`/api/admin/listings/${waiting?.id}/moderate`, { headers: { authorization: `Bearer ${token}` }, data: { decision: 'approve' } });
  expect(approved.status()).toBe(200);
  await page.goto(`/oglasi/prebaruvanje?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a draft survives a reload and is offered again, to continue or to start over', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  const title = `Велосипед Scott ${tagFor(testInfo)}`;
  await logIn(page, sellerFor('draft', testInfo));
  await fillBasics(page, { category: 'Спорт и рекреација', subcategory: 'Велосипеди', title, price: '300' });
  await page.getByRole('button', { name: 'Понатаму' }).click();
  await expect(page).toHaveURL(/\/korisnik\/oglas\/\d+\?chekor=2$/);
  const draftUrl = page.url();
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/oglasi\/manage\/\d+$/.test(response.url()));
  await page.getByLabel('Опис', { exact: true }).fill('Рамка 19 инчи, малку возен.');
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByLabel('Опис', { exact: true })).toHaveValue('Рамка 19 инчи, малку возен.');

  // Starting a new listing offers the draft; continuing opens it where it was.
  await page.goto('/korisnik/oglas');
  await expect(page.getByText(`Имате незавршен нацрт „${title}“. Дали сакате да го продолжите?`)).toBeVisible();
  await page.getByRole('button', { name: 'Продолжи го нацртот' }).click();
  await expect(page).toHaveURL(new RegExp(`${new URL(draftUrl).pathname}\\?chekor=1$`));
  await expect(page.getByLabel('Наслов', { exact: true })).toHaveValue(title);
  // A draft being continued is still being posted (issue 39).
  await expect(page.getByRole('heading', { level: 1, name: 'Објави оглас' })).toBeVisible();
  await expect(page).toHaveTitle('Објави оглас | Огласи');

  // Starting over deletes the draft on the server (issue 39); when that fails, the offer stays with the reason.
  await page.goto('/korisnik/oglas');
  const refuse = (route: import('@playwright/test').Route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { status: 'error', messageId: 'generalError' } }) : route.fallback();
  await page.route('**/api/oglasi/drafts/*', refuse);
  await page.getByRole('button', { name: 'Започни од почеток' }).click();
  await expect(page.getByText('Настана грешка при процесирање на податоците.').first()).toBeVisible();
  await expect(page.getByText(`Имате незавршен нацрт „${title}“. Дали сакате да го продолжите?`)).toBeVisible();
  await page.unroute('**/api/oglasi/drafts/*', refuse);
  const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE' && /\/api\/oglasi\/drafts\/\d+$/.test(response.url()));
  await page.getByRole('button', { name: 'Започни од почеток' }).click();
  expect((await deleted).status()).toBe(200);
  // The offer's buttons are gone: focus is on the new form's step.
  await expect(page.getByRole('heading', { level: 2, name: 'Основни податоци' }).locator('..')).toBeFocused();
  await expect(page.getByLabel('Наслов', { exact: true })).toHaveValue('');
  await expect(page.getByRole('heading', { level: 1, name: 'Објави оглас' })).toBeVisible();

  // Gone from my listings' drafts, and not offered again — nor is its local copy brought back.
  await page.goto('/korisnik/moi-oglasi?tab=draft');
  await expect(page.getByRole('tab', { name: /^Нацрти/, selected: true })).toBeVisible();
  const drafts = page.getByRole('tabpanel');
  await expect(drafts.getByRole('listitem').first().or(drafts.getByText('Немате зачувани нацрти.'))).toBeVisible();
  await expect(drafts.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  const draftId = /\/korisnik\/oglas\/(\d+)/.exec(draftUrl)?.[1];
  expect((await page.request.get(`/api/oglasi/listing/${draftId}`)).status()).toBe(404);
  await page.goto('/korisnik/oglas');
  await expect(page.getByLabel('Наслов', { exact: true })).toHaveValue('');
  await expect(page.getByText(/Имате незавршен нацрт/)).toHaveCount(0);
  // Only the refused delete's own 500.
  expect(errors).toEqual([expect.stringContaining('500')]);
});

test('a typed edit address shows the header and a loading state at once, then "Уреди оглас" for a listing out of the drafts', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await logIn(page, sellerFor('moderated', testInfo), '/korisnik/moi-oglasi');
  const answer = (await (await page.request.get('/api/oglasi/my-listings?tab=active')).json()) as { data: { active: Array<{ id: number; title: string }> } };
  const listing = answer.data.active[0]!;
  // A slow connection: the wizard's code and the listing take their time. Until then the shell and a loading state show.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const wizardCode = /\/assets\/(pages|listing-wizard)-[\w-]+\.js$/;
  await page.route(wizardCode, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest(wizardCode);
  await page.goto(`/korisnik/oglas/${listing.id}`, { waitUntil: 'commit' });
  // The route's code is asked for once the session is known: from then on the page waits for it inside the shell.
  await asked;
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Се вчитува...' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('typed-edit-loading.png') });
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Уреди оглас' })).toBeVisible();
  await expect(page).toHaveTitle('Уреди оглас | Огласи');
  await expect(page.getByLabel('Наслов', { exact: true })).toHaveValue(listing.title);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('typed-edit.png') });
  expect(errors).toEqual([]);
});

test('a verified seller posts with a recorded MP4 that plays on the listing page, then edits the title and the main photo', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  const title = `Volkswagen Golf 7 ${tagFor(testInfo)}`;
  await logIn(page, sellerFor('verified', testInfo));
  await fillBasics(page, { category: 'Возила', subcategory: 'Автомобили', title, price: '9500' });
  await page.getByRole('button', { name: 'Понатаму' }).click();
  await expect(page).toHaveURL(/\?chekor=2$/);
  await page.getByTestId('photo-input').setInputFiles([
    { name: 'napred.jpg', mimeType: 'image/jpeg', buffer: await picture(800, 600, 'jpeg') },
    { name: 'nazad.png', mimeType: 'image/png', buffer: await picture(700, 500, 'png') },
  ]);
  const photos = page.getByRole('group', { name: 'Слики' }).getByRole('listitem');
  await expect(photos.getByRole('img')).toHaveCount(2);
  await expect(page.locator('progress')).toHaveCount(0);

  // A phone camera's photo: several MB, stored landscape with EXIF orientation 6 (turn right to stand upright). The
  // browser makes it smaller before sending it, and the picture that arrives stands the right way.
  const camera = await sharp(await picture(2400, 1600, 'jpeg', true)).withMetadata({ orientation: 6 }).jpeg({ quality: 98 }).toBuffer();
  expect(camera.length).toBeGreaterThan(4 * 1024 * 1024);
  const uploaded = page.waitForResponse((response) => response.request().method() === 'POST' && /\/images$/.test(response.url()));
  await page.getByTestId('photo-input').setInputFiles([{ name: 'kamera.jpg', mimeType: 'image/jpeg', buffer: camera }]);
  const sent = Number((await (await uploaded).request().allHeaders())['content-length'] ?? Infinity);
  expect(sent).toBeLessThan(camera.length);
  const stored = ((await (await uploaded).json()) as { image: { original: string; width: number; height: number } }).image;
  expect(stored.original).toMatch(/\.webp$/);
  const upright = await sharp(Buffer.from(await (await page.request.get(stored.original)).body())).metadata();
  expect(upright.height).toBeGreaterThan(upright.width ?? Infinity);
  expect(stored.height).toBeGreaterThan(stored.width);
  await expect(photos.getByRole('img')).toHaveCount(3);
  await expect(page.locator('progress')).toHaveCount(0);

  // Files dropped onto the upload tile (issue 39) go the picker's way: the picture uploads, the text file is refused
  // with its reason. The tile says to let go while they are over it.
  const dropped = await page.evaluateHandle(async (png) => {
    const transfer = new DataTransfer();
    const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
    transfer.items.add(new File([bytes], 'spushtena.png', { type: 'image/png' }));
    transfer.items.add(new File(['ова не е слика'], 'beleshka.txt', { type: 'text/plain' }));
    return transfer;
  }, (await picture(640, 480, 'png')).toString('base64'));
  const dropArea = page.getByRole('button', { name: /^Додај слики/ });
  await dropArea.dispatchEvent('dragenter', { dataTransfer: dropped });
  await expect(dropArea).toHaveAccessibleName('Додај слики Пуштете за да се прикачи');
  const droppedUpload = page.waitForResponse((response) => response.request().method() === 'POST' && /\/images$/.test(response.url()));
  await dropArea.dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByText('beleshka.txt: Мора да биде слика')).toBeVisible();
  expect((await droppedUpload).status()).toBe(200);
  await expect(photos.getByRole('img')).toHaveCount(4);
  await expect(page.locator('progress')).toHaveCount(0);
  await expect(dropArea).toHaveAccessibleName('Додај слики или повлечете ги овде');

  // A real two-second MP4, recorded from a canvas by the browser's own encoder (no binary in the test machine).
  const mp4 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/mp4' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(250);
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const t = performance.now() - started;
        context.fillStyle = `hsl(${(t / 10) % 360} 70% 50%)`;
        context.fillRect(0, 0, 320, 240);
        if (t < 2000) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  await page.getByTestId('video-input').setInputFiles({ name: 'golf.mp4', mimeType: 'video/mp4', buffer: Buffer.from(mp4, 'base64') });
  await expect(page.getByText('Видеото е прикачено.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Понатаму' }).click();
  await expect(page).toHaveURL(/\?chekor=3$/);
  await page.getByRole('main').getByRole('button', { name: 'Објави' }).click();

  // Verified: live at once, and the seller lands on it.
  await expect(page).toHaveURL(/\/oglas\//);
  await expect(page.getByText('Огласот е објавен.').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const video = page.locator('video');
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
  const listingPath = new URL(page.url()).pathname;
  const mainBefore = await page.locator('main img').first().getAttribute('src');

  // Edit from my listings: a new title and the other photo as the main one.
  await page.goto('/korisnik/moi-oglasi');
  const row = page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await chooseRowAction(row, 'Уреди');
  await expect(page).toHaveURL(/\/korisnik\/oglas\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Уреди оглас' })).toBeVisible();
  await expect(page.getByLabel('Наслов', { exact: true })).toHaveValue(title);
  await page.getByLabel('Наслов', { exact: true }).fill(`${title} уреден`);
  await page.getByRole('button', { name: 'Понатаму' }).click();
  await photos.nth(1).getByRole('button', { name: 'Постави како главна' }).click();
  await page.getByRole('button', { name: 'Понатаму' }).click();
  await page.getByRole('button', { name: 'Зачувај ги промените' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${title} уреден` })).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe('/korisnik/oglas');
  await expect(page.locator('main img').first()).not.toHaveAttribute('src', mainBefore ?? '');
  expect(listingPath).toMatch(/^\/oglas\//);
  expect(errors).toEqual([]);
});

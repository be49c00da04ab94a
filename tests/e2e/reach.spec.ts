import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// The other journeys run with service workers blocked (playwright.config.ts): these are about the worker.
test.use({ serviceWorkers: 'allow' });

/** The page is controlled by the app's service worker (it registers after the page's load event). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** The listing page's own heading and its main photo, decoded (so it came from somewhere, online or not). */
async function expectListingWithPhoto(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const photo = page.getByRole('main').locator('img').first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('installable: a manifest with a Macedonian short name and icons, and a registered service worker', async ({ page }) => {
  await page.goto('/');
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
  });
  expect(manifest).toMatchObject({ short_name: 'Огласи', display: 'standalone', start_url: '/', theme_color: '#0b6b5d' });
  const icons = (manifest?.icons ?? []) as Array<{ src: string; sizes: string; purpose: string }>;
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
  await controlled(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/);
  // Chromium's own installability check (what its install prompt and Lighthouse's "installable" rely on).
  const cdp = await page.context().newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(parsed.errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
  // Playwright's contexts are incognito ones, where Chromium never offers an install: the only error allowed.
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('offline: a listing viewed and a listing saved are readable with their photos; an unvisited page shows the offline page', async ({ page, context }) => {
  await page.goto('/korisnik/najava');
  await page.getByLabel('Е-пошта', { exact: true }).fill('kupuvac@primer.mk');
  await page.locator('input[name="password"]').fill('Oglasi2025!');
  await page.getByRole('button', { name: 'Најави се' }).click();
  await expect(page).not.toHaveURL(/najava/);
  // A heart reads "not saved" until the user's saved listings have arrived: read none before (the phone project's
  // run of this journey, on the same server, saved one of these listings already).
  const savedKnown = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/favourites' && response.request().method() === 'GET');
  await page.goto('/');
  await savedKnown;
  await controlled(page);

  // Two listings from home's newest: one to view, one (not saved yet) to save from its card.
  const hearts = page.getByRole('button', { name: /^Зачувај: / });
  await expect(hearts.first()).toBeVisible();
  const unsaved = hearts.and(page.locator('[aria-pressed="false"]'));
  const savedTitle = ((await unsaved.nth(1).getAttribute('aria-label')) ?? '').replace(/^Зачувај: /, '');
  // By its own name from here on: once pressed it no longer matches `unsaved`.
  const saveButton = page.getByRole('button', { name: `Зачувај: ${savedTitle}`, exact: true }).first();
  const viewedTitle = ((await unsaved.nth(0).getAttribute('aria-label')) ?? '').replace(/^Зачувај: /, '');
  const hrefOf = (heart: ReturnType<Page['locator']>) => heart.locator('xpath=ancestor::article[1]').locator('a[href^="/oglas/"]').first().getAttribute('href');
  const savedHref = await hrefOf(saveButton);
  const viewedHref = await hrefOf(unsaved.nth(0));
  expect(savedHref).toMatch(/^\/oglas\//);
  expect(viewedHref).toMatch(/^\/oglas\//);

  await saveButton.click();
  await expect(saveButton).toHaveAttribute('aria-pressed', 'true');
  // The worker keeps the saved listing's data, page and main photo once the server has the save.
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('oglasi-saved')).keys()).length), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);

  await page.goto(viewedHref!);
  await expectListingWithPhoto(page, viewedTitle);

  await context.setOffline(true);
  try {
    await page.goto(viewedHref!);
    await expectListingWithPhoto(page, viewedTitle);
    await page.goto(savedHref!);
    await expectListingWithPhoto(page, savedTitle);

    await page.goto('/info/nachini-na-plakanje');
    await expect(page.getByRole('heading', { level: 1, name: 'Нема интернет врска' })).toBeVisible();
    await expect(page.getByText('Оваа страница не е зачувана за читање без интернет.', { exact: false })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('a new build deployed while the page is open: "refresh to update", and the refresh brings the new worker', async ({ page }) => {
  await page.goto('/');
  await controlled(page);
  const first = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(first).toBeTruthy();

  // A deploy changes the worker's bytes (the server serves dist/service-worker.js behind the build's stamp).
  const file = path.resolve('dist/service-worker.js');
  const original = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, `${original}\n// deployed ${Date.now()}\n`);
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: 'Достапна е нова верзија на Огласи.' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    const stale = await page.evaluate(() => navigator.serviceWorker.controller?.state);
    expect(stale).toBe('activated');
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Освежи за да ажурираш' }).click()]);
    await controlled(page);
    await expect(page.getByRole('status').filter({ hasText: 'Достапна е нова верзија на Огласи.' })).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  } finally {
    fs.writeFileSync(file, original);
  }
});

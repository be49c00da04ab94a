import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// Honest not-found (issue 38, docs/product/browsing.md "Not found"): every unknown page answers 404 from the server
// and shows the designed page — a heading, a search box and the categories — at both sizes.
const UNKNOWN = [
  '/nema-takva-strana',
  '/kategorija/vozila',
  '/oglasi/kategorija/nepostoi-xyz',
  '/oglasi/nepostoi-grad',
  '/oglasi/skopje/nepostoi-kat',
  '/oglasi/korisnik/nema-takov-999999',
  '/info/nepostoi',
  '/oglas/nepostoi-1',
];

async function expectNotFoundPage(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Страницата не е пронајдена' })).toBeVisible();
  await expect(main.getByRole('searchbox', { name: 'Пребарај огласи' })).toBeVisible();
  const categories = main.getByRole('navigation', { name: 'Категории' });
  await expect(categories.getByRole('link', { name: 'Возила' })).toHaveAttribute('href', '/oglasi/kategorija/vozila');
  // Never the load error or a spinner.
  await expect(main.getByText('Страницата не може да се вчита.')).toHaveCount(0);
  await expect(main.getByText('Се вчитува...')).toHaveCount(0);
  await expect(page).toHaveTitle(/^Страницата не е пронајдена/);
}

test('every unknown path, category, place, combination, user, info page and listing answers 404 with the designed page', { tag: '@both' }, async ({ page }, testInfo) => {
  for (const path of UNKNOWN) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expectNotFoundPage(page);
  }
  await page.screenshot({ path: testInfo.outputPath(`not-found-${testInfo.project.name}.png`), fullPage: true });
  // The search box works from here.
  await page.getByRole('main').getByRole('searchbox', { name: 'Пребарај огласи' }).fill('голф');
  await page.getByRole('main').getByRole('button', { name: 'Пребарај' }).click();
  await expect(page).toHaveURL(/\/oglasi\/prebaruvanje\?q=/);
});

test('a client-side navigation to an unknown category or user shows the not-found page at once, not the load error', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const path of ['/oglasi/kategorija/nepostoi-xyz', '/oglasi/korisnik/nema-takov-999999']) {
    // The router's own navigation (no reload): the history entry, then the popstate the router listens to.
    await page.evaluate((target) => {
      window.history.pushState({ usr: null, key: 'x', idx: 1 }, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Страницата не е пронајдена' })).toBeVisible({ timeout: 3_000 });
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Пребарај огласи' })).toBeVisible();
    await page.goBack();
  }
});

test('HEAD answers like GET without a body', async ({ request }) => {
  for (const [path, status] of [['/', 200], ['/oglasi/kategorija/vozila', 200], ['/nema-takva-strana', 404]] as const) {
    const head = await request.head(path);
    expect(head.status(), path).toBe(status);
    expect((await head.body()).length, path).toBe(0);
  }
});

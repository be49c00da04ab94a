import { expect, test } from './support/test';

test('home renders the Macedonian shell: footer fallback links and the bottom bar', { tag: '@both' }, async ({ page }, testInfo) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mk');

  const footer = page.getByRole('contentinfo');
  for (const [text, href] of [
    ['Услови на користење', '/info/uslovi-na-koristenje'],
    ['Правила за поставување огласи', '/info/pravila-za-postavuvanje-oglasi'],
    ['Правила за приватност', '/info/pravila-za-privatnost'],
    ['Банер огласување', '/info/baner-oglasuvanje'],
    ['Често поставувани прашања', '/info/cesto-postavuvani-prasanja'],
    ['Начини на плаќање', '/info/nachini-na-plakanje'],
  ] as const) {
    await expect(footer.getByRole('link', { name: text })).toHaveAttribute('href', href);
  }
  await expect(footer).toContainText(String(new Date().getFullYear()));

  const bottomBar = page.locator('nav').filter({ hasText: 'Пораки' });
  if (testInfo.project.name === 'phone') {
    for (const label of ['Почетна', 'Пораки', 'Објави', 'Пребарај', 'Мени']) {
      await expect(bottomBar.getByText(label, { exact: true })).toBeVisible();
    }
  } else {
    await expect(bottomBar).toBeHidden();
  }
  expect(consoleErrors).toEqual([]);
});

test('the server answers health from its database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body.status).toBe('ok');
  expect(body.database.version).toMatch(/PostgreSQL/);
});

test('a client-side route deep link is served the app and shows the logo', async ({ page }) => {
  await page.goto('/info/uslovi-na-koristenje');
  await expect(page.getByRole('link', { name: 'Почетна' }).first()).toBeVisible();
});

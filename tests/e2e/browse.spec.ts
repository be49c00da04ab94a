import { expect, test } from './support/test';
import { watchConsole } from './support/console';

test('a visitor browses home → category → listing → similar listing', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Огласи — купувај и продавај во Македонија' })).toBeVisible();
  for (const label of ['Вкупно огласи', 'Продавници', 'Нови огласи', 'Регистрирани корисници']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  const newest = page.getByRole('list', { name: 'Најнови огласи' });
  await expect(newest.getByRole('listitem')).toHaveCount(21);

  const categories = page.locator('section', { has: page.getByRole('heading', { name: 'Категории' }) });
  await categories.getByRole('link', { name: /^Возила/ }).click();
  await expect(page).toHaveURL(/\/oglasi\/kategorija\/vozila$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Возила' })).toBeVisible();
  await expect(page.getByText(/^Пронајдени огласи: \d+$/)).toBeVisible();

  const firstCard = page.getByRole('list', { name: 'Возила' }).getByRole('link').first();
  const firstTitle = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
  await firstCard.click();
  await expect(page).toHaveURL(/\/oglas\//);
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Детали' })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(firstTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(0);
  expect(description!.length).toBeLessThanOrEqual(156);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);

  // Similar listings load when their section nears the viewport.
  await page.getByRole('heading', { name: 'Слични огласи' }).scrollIntoViewIfNeeded();
  const similar = page.getByRole('list', { name: 'Слични огласи' });
  const similarLink = similar.getByRole('link').first();
  await expect(similarLink).toBeVisible();
  const similarTitle = (await similarLink.getByRole('heading').textContent())?.trim() ?? '';
  await similarLink.click();
  await expect(page.getByRole('heading', { level: 1, name: similarTitle })).toBeVisible();
  expect(similarTitle).not.toBe('');

  // Back returns to the first listing (history and scroll memory keep working).
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
  expect(errors).toEqual([]);
});

test('home keeps the page number in the URL', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  // A reader taps the pages once home has settled: on a slow machine the boot preview's time limit can show home
  // before its categories, whose grid then pushes the pages down under a click aimed a moment earlier.
  await expect(page.getByRole('link', { name: /^Возила/ })).toBeVisible();
  const firstOnPage1 = await page.getByRole('list', { name: 'Најнови огласи' }).getByRole('heading').first().textContent();
  await page.getByRole('link', { name: 'Страница 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('list', { name: 'Најнови огласи' }).getByRole('heading').first()).not.toHaveText(firstOnPage1 ?? '');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  expect(errors).toEqual([]);
});

test('the listing page hides the site header on phones and shows its own bar', { tag: '@both' }, async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('list', { name: 'Најнови огласи' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/oglas\//);
  if (testInfo.project.name === 'phone') {
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: '‹ Назад' })).toBeVisible();
  } else {
    await expect(page.getByRole('banner')).toBeVisible();
  }
});

test('a visitor browses by place: home → Скопје → vehicles in Скопје, and back to the place from a listing', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  // The picker is below the newest listings: it loads as the reader scrolls toward it (decision 147).
  const picker = page.getByRole('form', { name: 'Огласи по локација' });
  await page.getByRole('list', { name: 'Најнови огласи' }).getByRole('link').first().waitFor();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await picker.getByLabel('Регион').selectOption({ label: 'Скопски регион' });
  await picker.getByLabel('Град').selectOption({ label: 'Скопје' });
  await picker.getByRole('button', { name: 'Прикажи огласи' }).click();
  await expect(page).toHaveURL(/\/oglasi\/skopje$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Огласи во Скопје' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Категории во Скопје' }).getByRole('link', { name: 'Возила', exact: true }).click();
  await expect(page).toHaveURL(/\/oglasi\/vozila\/skopje$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Возила во Скопје' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain('Скопје');
  // A card's place is a link of its own to the place's listings.
  await cards.first().getByRole('link', { name: 'Скопје', exact: true }).click();
  await expect(page).toHaveURL(/\/oglasi\/skopje$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Возила во Скопје' })).toBeVisible();

  // The listing page's place leads to the place's listings.
  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/oglas\//);
  await page.getByRole('main').getByRole('link', { name: /^Скопје/ }).first().click();
  await expect(page).toHaveURL(/\/oglasi\/skopje$/);
  expect(errors).toEqual([]);
});

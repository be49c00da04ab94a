import { expect, test } from './support/test';
import { watchConsole } from './support/console';

async function search(page: import('@playwright/test').Page, query: string) {
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Пребарај огласи' });
  await box.fill(query);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/oglasi/prebaruvanje\\?q=${encodeURIComponent(query).replace(/%20/g, '\\+')}`));
  await expect(page.getByText(/^Пронајдени огласи: [1-9]\d*$/)).toBeVisible();
  return page.getByRole('list', { name: `Резултати за „${query}“` });
}

test('searches in Cyrillic: стан finds flats', async ({ page }) => {
  const errors = watchConsole(page);
  const results = await search(page, 'стан');
  await expect(results.getByRole('heading').first()).toContainText(/стан/i);
  expect(errors).toEqual([]);
});

test('searches in Latin: golf finds "Голф", stan finds "Стан"', async ({ page }) => {
  const errors = watchConsole(page);
  const golf = await search(page, 'golf');
  await expect(golf.getByRole('heading', { name: /Голф/ }).first()).toBeVisible();
  const stan = await search(page, 'stan');
  await expect(stan.getByRole('heading').first()).toContainText(/стан/i);
  expect(errors).toEqual([]);
});

test('the category filter narrows the results and stays in the URL', async ({ page }) => {
  await page.goto('/oglasi/prebaruvanje?q=golf');
  await expect(page.getByText(/^Пронајдени огласи: \d+$/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Категорија' }).selectOption({ label: 'Автомобили' });
  await page.getByRole('button', { name: 'Пребарај', exact: true }).click();
  await expect(page).toHaveURL(/category=/);
  await expect(page.getByText(/^Пронајдени огласи: [1-9]\d*$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Резултати за „golf“' }).getByRole('heading', { name: /Голф/ }).first()).toBeVisible();
});

test('the results narrow to a place chosen region → town, kept in the URL', async ({ page }) => {
  const errors = watchConsole(page);
  await search(page, 'стан');
  const picker = page.getByRole('form', { name: 'Огласи по локација' });
  await picker.getByLabel('Регион').selectOption({ label: 'Скопски регион' });
  await picker.getByLabel('Град').selectOption({ label: 'Скопје' });
  await picker.getByRole('button', { name: 'Прикажи огласи' }).click();
  await expect(page).toHaveURL(/[?&]location=skopje/);
  await expect(page).toHaveURL(/[?&]q=/);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  // The address changes first; the previous results stay on screen until the narrowed ones arrive.
  await expect.poll(async () => (await cards.allTextContents()).filter((text) => !text.includes('Скопје'))).toEqual([]);
  await expect(cards.first()).toBeVisible();
  expect(errors).toEqual([]);
});

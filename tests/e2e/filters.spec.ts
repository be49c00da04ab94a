import { expect, test } from './support/test';
import { watchConsole } from './support/console';
import { isPhone } from './support/chat';

type Page = { data: { title: string; user_type?: string }[]; meta: { total: number } };

/**
 * Finding a car (docs/product/browsing.md "Filters"): a buyer filters cars by price, year and fuel — in the phone's
 * sheet or the desktop's bar — shares the URL, and another browser opening it sees the same listings from the
 * server's first paint.
 */
test('a buyer filters cars by price, year and fuel; the shared URL shows the same listings from the first paint', { tag: '@both' }, async ({ page, browser, request }) => {
  const errors = watchConsole(page);
  await page.goto('/oglasi/kategorija/vozila');
  await expect(page.getByRole('heading', { level: 1, name: 'Возила' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Подкатегории' }).getByRole('link', { name: /Автомобили/ })).toBeVisible();

  const expected = (await (await request.get('/api/oglasi?category=vozila&price_max=20000&a.fuel=diesel&a.year=2010..')).json()) as Page;
  expect(expected.meta.total).toBeGreaterThan(0);

  let form;
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Филтри' }).click();
    form = page.getByRole('dialog', { name: 'Филтри' });
  } else {
    await page.getByText('Филтри', { exact: true }).click();
    form = page.getByRole('form', { name: 'Филтри' });
  }
  await form.getByLabel('Цена до').fill('20000');
  await form.getByLabel('Година од').fill('2010');
  await form.getByRole('button', { name: 'Дизел' }).click();
  await expect(form.getByRole('button', { name: 'Дизел' })).toHaveAttribute('aria-pressed', 'true');
  if (isPhone(page)) {
    // The sheet's button counts what the filters being edited would show.
    const show = form.getByRole('button', { name: `Прикажи ${expected.meta.total} огласи` });
    await expect(show).toBeVisible();
    await show.click();
  } else {
    await form.getByRole('button', { name: 'Примени' }).click();
  }

  await expect(page).toHaveURL(/price_max=20000/);
  const url = new URL(page.url());
  expect(url.searchParams.get('a.fuel')).toBe('diesel');
  expect(url.searchParams.get('a.year')).toBe('2010..');
  const chips = page.getByRole('list', { name: 'Активни филтри' });
  await expect(chips.getByRole('button', { name: 'Отстрани го филтерот: Гориво: Дизел' })).toBeVisible();
  await expect(page.getByText(`Пронајдени огласи: ${expected.meta.total}`)).toBeVisible();

  // Shared: another browser's first paint (the server's HTML, before any script) lists the same cards.
  const html = await (await request.get(`${url.pathname}${url.search}`)).text();
  const firstPaint = [...html.matchAll(/<span class="boot-card-title">([^<]+)<\/span>/g)].map((match) => match[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'"));
  expect(firstPaint).toEqual(expected.data.map((listing) => listing.title));
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(`${url.pathname}${url.search}`);
  await expect(second.getByRole('list', { name: 'Активни филтри' }).getByRole('button', { name: /Гориво: Дизел/ })).toBeVisible();
  await other.close();

  // Removing a chip takes that filter away and keeps the others.
  await chips.getByRole('button', { name: 'Отстрани го филтерот: Гориво: Дизел' }).click();
  await expect(page).not.toHaveURL(/a\.fuel/);
  await expect(page).toHaveURL(/price_max=20000/);
  expect(errors).toEqual([]);
});

/**
 * Only companies (docs/product/browsing.md "Filters"): on a phone the buyer picks "Фирми" under "Продавач" in the
 * sheet, whose button counts the companies' listings; the list, its URL and its chip follow, and pressing the chip
 * brings every seller back.
 */
test('a buyer on a phone shows only companies\' listings; the chip takes the filter away again', async ({ page, request }) => {
  const errors = watchConsole(page);
  const all = (await (await request.get('/api/oglasi?category=vozila')).json()) as Page;
  const companies = (await (await request.get('/api/oglasi?category=vozila&seller=company')).json()) as Page;
  expect(companies.meta.total).toBeGreaterThan(0);
  expect(companies.meta.total).toBeLessThan(all.meta.total);
  expect(companies.data.every((listing) => listing.user_type === 'company')).toBe(true);

  await page.goto('/oglasi/kategorija/vozila');
  await expect(page.getByText(`Пронајдени огласи: ${all.meta.total}`)).toBeVisible();
  await page.getByRole('button', { name: 'Филтри' }).click();
  const sheet = page.getByRole('dialog', { name: 'Филтри' });
  const seller = sheet.getByRole('group', { name: 'Продавач' });
  await seller.getByRole('button', { name: 'Фирми' }).click();
  await expect(seller.getByRole('button', { name: 'Фирми' })).toHaveAttribute('aria-pressed', 'true');
  await expect(seller.getByRole('button', { name: 'Приватни лица' })).toHaveAttribute('aria-pressed', 'false');
  await sheet.getByRole('button', { name: `Прикажи ${companies.meta.total} огласи` }).click();

  await expect(page).toHaveURL(/[?&]seller=company\b/);
  await expect(page.getByText(`Пронајдени огласи: ${companies.meta.total}`)).toBeVisible();
  // The cards are the companies' listings, one for one (a card's heading may also carry the verified mark's words).
  const titled = (title: string) => new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })).toHaveText(companies.data.map((listing) => titled(listing.title)));
  await expect(page.getByRole('button', { name: 'Филтри (1)' })).toBeVisible();
  const chip = page.getByRole('list', { name: 'Активни филтри' }).getByRole('button', { name: 'Отстрани го филтерот: Само фирми' });
  await chip.click();
  await expect(page).not.toHaveURL(/seller=/);
  await expect(page.getByText(`Пронајдени огласи: ${all.meta.total}`)).toBeVisible();
  expect(errors).toEqual([]);
});

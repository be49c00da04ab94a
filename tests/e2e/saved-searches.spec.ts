import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test';
import { activeAccount, PASSWORD } from './support/accounts';
import { watchConsole } from './support/console';

/**
 * Saved searches with alerts (issue 38; docs/product/browsing.md "Saved searches"), at both sizes: the buyer saves a
 * search (signed out first: login, then back); a seller posts a matching car; after the admin's approval the buyer's
 * bell shows it, the development outbox holds one e-mail with the listing, and the e-mail's unsubscribe link works
 * signed out. Each size has its own buyer, seller and search word, so the two runs never match each other's cars.
 */

interface Category {
  id: number;
  slug: string;
  name: string;
  subcategories?: Category[];
}

const photo = () => sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 90, b: 160 } } }).jpeg().toBuffer();

async function token(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/user/auth', { data: { provider: 'email', email, password: PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

test('the buyer saves a search; a matching car, once approved, reaches the bell and one e-mail; unsubscribing works signed out', async ({ page, request, browser }, testInfo) => {
  const errors = watchConsole(page);
  // One search word per size and run: only this run's car matches this run's search.
  const word = `alarm${testInfo.project.name}${Date.now().toString(36)}`;
  const buyer = await activeAccount(request, testInfo, 'alerts-buyer', 'Бојан');
  const seller = await activeAccount(request, testInfo, 'alerts-seller', 'Сашо');

  // A visitor on a filtered list: "Зачувај пребарување" asks to log in first and comes back to the same list.
  const listPath = `/oglasi/prebaruvanje?q=${word}&category=vozila`;
  await page.goto(listPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Зачувај пребарување' }).click();
  await expect(page).toHaveURL(/\/korisnik\/najava\?redirectPath=/);
  await page.getByLabel('Е-пошта', { exact: true }).fill(buyer);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Најави се' }).click();
  await expect(page).toHaveURL(new RegExp(`/oglasi/prebaruvanje\\?q=${word}&category=vozila$`));

  // Signed in: the button opens the choice of e-mail alerts (on by default) and saves, by keyboard.
  const save = page.getByRole('button', { name: 'Зачувај пребарување' });
  await save.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Зачувај го пребарувањето' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Известувај ме и по е-пошта (најмногу една порака дневно)' })).toBeChecked();
  await form.getByRole('button', { name: 'Зачувај', exact: true }).click();
  await expect(page.getByText('Пребарувањето е зачувано.')).toBeVisible();
  await expect(form).toBeHidden();

  // A seller (not verified) posts a matching car: it waits for moderation, the admin approves it.
  const categories = (await (await request.get('/api/categories')).json()) as { data: Category[] };
  const cars = categories.data.find((top) => top.slug === 'vozila')?.subcategories?.find((sub) => sub.name === 'Автомобили');
  expect(cars).toBeDefined();
  const sellerToken = await token(request, seller);
  const title = `Volkswagen Golf ${word}`;
  const created = await request.post('/api/oglasi/create', {
    headers: { authorization: `Bearer ${sellerToken}` },
    multipart: { title, category_id: String(cars!.id), price: '7200', currency: 'EUR', description: 'Одржуван, прв сопственик.', images: { name: 'golf.jpg', mimeType: 'image/jpeg', buffer: await photo() } },
  });
  expect(created.status()).toBe(201);
  const listing = ((await created.json()) as { data: { id: number; status: string; slug: string } }).data;
  expect(listing.status).toBe('moderation');
  const approved = await request.post(`/api/admin/listings/${listing.id}/moderate`, { headers: { authorization: `Bearer ${await token(request, 'admin@primer.mk')}` }, data: { decision: 'approve' } });
  expect(approved.status()).toBe(200);

  // The development outbox holds one e-mail for the buyer, with the listing and the unsubscribe link.
  let mails: { subject: string; body: string; link: string | null }[] = [];
  await expect
    .poll(async () => {
      mails = ((await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(buyer)}`)).json()) as { data: typeof mails }).data.filter((mail) => mail.subject.startsWith('Нови огласи'));
      return mails.length;
    })
    .toBe(1);
  expect(mails[0]?.subject).toBe(`Нови огласи за „${word}, Возила“`);
  expect(mails[0]?.body).toContain(`• ${title} — 7.200 €`);
  expect(mails[0]?.body).toContain(`/oglas/${listing.slug}`);

  // The buyer's bell shows the new listing; opening it marks it read; its link leads to the listing.
  await page.reload();
  // A new account's bell also counts its profile checklist: 'Известувања, 1 нови, 3 незавршени задачи'.
  const bell = page.getByRole('banner').getByRole('button', { name: /^Известувања, 1 нови(, \d незавршени задачи)?$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('banner').getByRole('region', { name: 'Известувања' });
  const item = panel.getByRole('link', { name: new RegExp(`Нов оглас за вашето пребарување: ${title}`) });
  await expect(item).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Известувања', exact: true })).toBeVisible();

  // The saved searches page: the search in words, one new listing; opening it goes to the list.
  await page.goto('/korisnik/zachuvani-prebaruvanja');
  await expect(page.getByRole('heading', { level: 1, name: 'Зачувани пребарувања' })).toBeVisible();
  await expect(page.getByText('Нови огласи: 1')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Известувања по е-пошта за: „${word}“ · Возила` })).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('saved-searches.png'), fullPage: true });

  // Unsubscribing from the e-mail works signed out.
  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  await stranger.goto(mails[0]!.link!);
  // A visitor's first screen that needs the container and the alerts' code: give the fetches time on a busy machine.
  await expect(stranger.getByRole('heading', { level: 1, name: 'Откажување на известувањата' })).toBeVisible({ timeout: 30_000 });
  await expect(stranger.getByText('Нема повеќе да добивате е-пошта за ова пребарување.')).toBeVisible({ timeout: 30_000 });
  await visitor.close();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: `Известувања по е-пошта за: „${word}“ · Возила` })).not.toBeChecked();

  await page.getByRole('link', { name: `„${word}“ · Возила` }).click();
  await expect(page).toHaveURL(new RegExp(`/oglasi/prebaruvanje\\?q=${word}&category=vozila$`));
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

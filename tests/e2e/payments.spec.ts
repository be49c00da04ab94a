import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test';
import { chooseRowAction } from './support/my-listings';
import { watchConsole } from './support/console';
import { activeAccount, logIn, PASSWORD } from './support/accounts';

/**
 * Money (issue 21), in Chromium against the real server and its sandbox card processor: credits added by card,
 * a promotion paid with credits and shown first in its category, a package paid by card with the bank's extra
 * confirmation, a declined card that changes nothing, and the PDF receipt.
 *
 * Every journey starts from a fresh account (made over the API: support/accounts.ts) with its own
 * listings, so the balances are exact and the journeys repeat at both screen sizes in one server run: the phone's
 * promotion is in another subcategory than the desktop's (see `quietSubcategory`).
 */
const SUCCEEDS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const CONFIRMS = '4000 0000 0000 3220';

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/user/auth', { data: { provider: 'email', email: 'admin@primer.mk', password: PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const photo = (hue: number) => sharp({ create: { width: 640, height: 480, channels: 3, background: { r: hue, g: 90, b: 160 } } }).jpeg().toBuffer();

/** A listing of the signed-in user in `categoryId`, approved by the admin: active and public from now on. */
async function activeListing(page: Page, request: APIRequestContext, categoryId: number, title: string): Promise<number> {
  const created = await page.request.post('/api/oglasi/create', {
    multipart: { title, category_id: String(categoryId), price: '120', currency: 'EUR', description: 'Оглас од патувањето на парите низ Огласи.', images: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photo(title.length * 7) } },
  });
  expect(created.status()).toBeLessThan(300);
  const { data } = (await created.json()) as { data: { id: number; status: string } };
  if (data.status === 'moderation') {
    const token = await adminToken(request);
    const approved = await request.post(`/api/admin/listings/${data.id}/moderate`, { headers: { authorization: `Bearer ${token}` }, data: { decision: 'approve' } });
    expect(approved.status()).toBe(200);
  }
  return data.id;
}

interface Subcategory {
  id: number;
  slug: string;
}

/**
 * A subcategory where no listing is promoted yet: there, "first in its category" means the promotion put it first,
 * not that another promotion's turn came. The phone's run promotes one in the first such subcategory, so the
 * desktop's, later in the same server run, takes the next one.
 */
async function quietSubcategory(request: APIRequestContext): Promise<Subcategory> {
  const categories = (await (await request.get('/api/categories')).json()) as { data: { subcategories: Subcategory[] }[] };
  for (const sub of categories.data.flatMap((top) => top.subcategories)) {
    const listed = (await (await request.get(`/api/oglasi?category=${encodeURIComponent(sub.slug)}`)).json()) as { data: { promoted: boolean }[] };
    if (listed.data.length > 0 && listed.data.every((listing) => !listing.promoted)) return sub;
  }
  throw new Error('no subcategory without a promoted listing');
}

/** A fresh seller, signed in on my listings, with a subcategory to list in and a tag that makes titles unique. */
async function newSeller(page: Page, request: APIRequestContext, testInfo: TestInfo, what: string): Promise<{ sub: Subcategory; tag: string }> {
  await logIn(page, await activeAccount(request, testInfo, what, 'Мила'), '/korisnik/moi-oglasi');
  return { sub: await quietSubcategory(request), tag: `${testInfo.project.name}${Date.now().toString(36)}` };
}

/** A toast (docs/product/errors.md: every outcome is one): a status whose whole text is the catalogue's, verbatim. */
const toast = (page: Page, text: string): Locator => page.getByRole('status').filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

/** The balance the money screens show beside their links. */
const balance = (page: Page): Locator => page.getByTestId('wallet-balance');

/** The sandbox's hosted payment page: the card number, then pay. */
async function payOnSandbox(page: Page, card: string, amount: string) {
  await expect(page).toHaveURL(/\/sandbox\/pay\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Тест плаќање' })).toBeVisible();
  await expect(page.getByText(`Износ: ${amount}`)).toBeVisible();
  await page.getByLabel('Број на картичка').fill(card);
  await page.getByRole('button', { name: 'Плати', exact: true }).click();
}

/** The credit balance in the user menu (the banner's user button opens it). */
async function menuBalance(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Здраво, Мила' }).click();
  return page.getByRole('menuitem', { name: /^Кредити: / });
}

/** Adds credits through the add-credits screen and the sandbox with the succeeding card; ends on the result page. */
async function addCredits(page: Page, amount: string) {
  await page.goto('/korisnik/dodadi-krediti');
  await expect(page.getByRole('heading', { level: 1, name: 'Додади кредити' })).toBeVisible();
  await page.getByRole('radio', { name: amount, exact: true }).check();
  await page.getByRole('button', { name: `Продолжи кон плаќање (${amount})` }).click();
  await payOnSandbox(page, SUCCEEDS, amount);
  await expect(page).toHaveURL(/\/korisnik\/dodadi-krediti\/rezultat\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Плаќањето е успешно' })).toBeVisible({ timeout: 30_000 });
}

/** The ledger's rows (the table's body rows), newest first. */
const ledgerRows = (page: Page): Locator => page.getByRole('table').locator('tbody tr');

test('credits added with the succeeding card: the result, the balance in the menu and on the page, the transaction; a declined card changes nothing; the PDF receipt; billing details and the invoice', async ({ page, request }, testInfo) => {
  const errors = watchConsole(page);
  const email = await activeAccount(request, testInfo, 'money-credits', 'Мила');
  await logIn(page, email, '/korisnik/transakcii');
  await expect(page.getByRole('heading', { level: 1, name: 'Трансакции' })).toBeVisible();
  await expect(page.getByText('Сè уште немате трансакции.')).toBeVisible();
  await expect(balance(page)).toHaveText('Состојба: 0 ден.');

  // (a) 600 denars by card, through the sandbox's hosted page and back.
  await addCredits(page, '600 ден.');
  await expect(toast(page, 'Кредитите се додадени на вашата сметка.')).toBeVisible();
  await expect(page.getByRole('status').getByText('Износ: 600 ден.')).toBeVisible();
  await expect(balance(page)).toHaveText('Состојба: 600 ден.');
  await expect(await menuBalance(page)).toHaveText('Кредити: 600 ден.');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Кон трансакциите' }).click();
  await expect(page).toHaveURL(/\/korisnik\/transakcii$/);
  await expect(ledgerRows(page)).toHaveCount(1);
  const topUp = ledgerRows(page).first();
  await expect(topUp.getByRole('cell').nth(1)).toHaveText('Додадени кредити');
  await expect(topUp.getByRole('cell').nth(2)).toHaveText('+600 ден.');
  await expect(topUp.getByRole('cell').nth(3)).toHaveText('600 ден.');

  // (e) The receipt of that payment, as a PDF download.
  const receipt = topUp.getByRole('link', { name: /^Сметка .+ \(PDF\)$/ });
  const number = ((await receipt.textContent()) ?? '').replace(/^Сметка (.+) \(PDF\)$/, '$1');
  const downloading = page.waitForEvent('download');
  await receipt.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const pdf = await streamBytes(await download.createReadStream());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(2_000);

  // (d) A declined card: the failure said verbatim, and neither the balance nor the ledger moves.
  await page.goto('/korisnik/dodadi-krediti');
  await page.getByRole('radio', { name: '300 ден.', exact: true }).check();
  await page.getByRole('button', { name: 'Продолжи кон плаќање (300 ден.)' }).click();
  await payOnSandbox(page, DECLINED, '300 ден.');
  await expect(page).toHaveURL(/\/korisnik\/dodadi-krediti\/rezultat\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Плаќањето не успеа' })).toBeVisible({ timeout: 30_000 });
  await expect(toast(page, 'Плаќањето не успеа. Ништо не е наплатено.')).toBeVisible();
  await expect(page.getByRole('alert').getByText('Плаќањето не успеа. Ништо не е наплатено.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Обиди се повторно' })).toHaveAttribute('href', '/korisnik/dodadi-krediti');
  await expect(balance(page)).toHaveText('Состојба: 600 ден.');
  await page.getByRole('link', { name: 'Кон трансакциите' }).click();
  await expect(ledgerRows(page)).toHaveCount(1);
  await expect(ledgerRows(page).first().getByRole('cell').nth(3)).toHaveText('600 ден.');
  await expect(await menuBalance(page)).toHaveText('Кредити: 600 ден.');
  await page.keyboard.press('Escape');

  // Billing: the details validated with North Macedonia's tax number (the error tied to its field), and the one
  // invoice of the one payment that went through.
  await page.goto('/korisnik/naplata');
  await expect(page.getByRole('heading', { level: 1, name: 'Наплата' })).toBeVisible();
  await page.getByRole('radio', { name: 'Правно лице' }).check();
  await page.getByLabel('Име на фирмата').fill('Тест Плаќања ДООЕЛ');
  await page.getByLabel('Даночен број (ЕДБ)').fill('4030001234562');
  await page.getByLabel('Адреса').fill('ул. Македонија 1');
  await page.getByLabel('Град').fill('Скопје');
  await page.getByRole('button', { name: 'Зачувај', exact: true }).click();
  await expect(toast(page, 'Внесете валиден ЕДБ (13 цифри, по избор со префикс МК).')).toBeVisible();
  await expect(page.getByLabel('Даночен број (ЕДБ)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Даночен број (ЕДБ)')).toHaveAccessibleDescription('13 цифри; за обврзници за ДДВ со префикс МК. Внесете валиден ЕДБ (13 цифри, по избор со префикс МК).');
  await expect(page.getByLabel('Даночен број (ЕДБ)')).toBeFocused();
  await page.getByLabel('Даночен број (ЕДБ)').fill('MK 4030001234561');
  await page.getByRole('button', { name: 'Зачувај', exact: true }).click();
  await expect(toast(page, 'Податоците за наплата се зачувани.')).toBeVisible();
  await expect(page.getByLabel('Даночен број (ЕДБ)')).toHaveValue('MK4030001234561');
  await page.reload();
  await expect(page.getByLabel('Име на фирмата')).toHaveValue('Тест Плаќања ДООЕЛ');
  await expect(page.getByRole('link', { name: /^Преземи .+ \(PDF\)$/ })).toHaveCount(1);
  await expect(page.getByRole('link', { name: `Преземи ${number} (PDF)` })).toHaveAttribute('href', `/api/billing/invoices/${number}.pdf`);

  // None of the four money screens is the coming-soon page.
  for (const [path, title] of [['/korisnik/boost', 'Промовирај оглас'], ['/korisnik/dodadi-krediti', 'Додади кредити'], ['/korisnik/transakcii', 'Трансакции'], ['/korisnik/naplata', 'Наплата']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Плаќања и кредити' })).toBeVisible();
    await expect(page.getByText('Наскоро')).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('a listing promoted with credits from my listings is first in its category with the badge', async ({ page, request }, testInfo) => {
  const errors = watchConsole(page);
  const { sub, tag } = await newSeller(page, request, testInfo, 'money-boost');
  // The promoted listing is the older one: newest first, the other would lead the category without the promotion.
  const promotedTitle = `Велосипед за промоција ${tag}`;
  const otherTitle = `Велосипед понов ${tag}`;
  await activeListing(page, request, sub.id, promotedTitle);
  await activeListing(page, request, sub.id, otherTitle);

  await addCredits(page, '300 ден.');
  await page.goto('/korisnik/moi-oglasi');
  const row = page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('heading', { name: promotedTitle, exact: true }) });
  await chooseRowAction(row, 'Промовирај');
  await expect(page).toHaveURL(/\/korisnik\/boost\?listing=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Промовирај оглас' })).toBeVisible();
  await expect(page.getByLabel('Оглас за промоција')).toHaveValue(/^\d+$/);
  await expect(page.getByLabel('Оглас за промоција').locator('option:checked')).toHaveText(promotedTitle);

  // Paying without a package is refused with the catalogue's package-selection error, tied to the choice.
  await page.getByRole('button', { name: 'Плати', exact: true }).click();
  await expect(toast(page, 'Изберете пакет за промоција.')).toBeVisible();
  const packages = page.getByRole('radiogroup', { name: 'Пакет' });
  await expect(packages).toHaveAccessibleDescription('Изберете пакет за промоција.');

  // By keyboard: the package with the space bar, then the pay button with Enter.
  await page.getByRole('radio', { name: /^На врвот – 3 дена/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /^На врвот – 3 дена/ })).toBeChecked();
  await expect(packages).not.toHaveAttribute('aria-invalid');
  // 300 denars cover the 150 of the package: credits are the method, the price is on the button.
  await expect(page.getByRole('radio', { name: /^Со кредити/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Со кредити/ })).toHaveAccessibleDescription('Имате 300 ден. на сметката.');
  await page.getByRole('button', { name: 'Плати 150 ден.' }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Промоцијата е активирана.')).toBeVisible();
  await expect(page.getByText(new RegExp(`^Огласот „${promotedTitle}“ е промовиран до \\d{2}\\.\\d{2}\\.\\d{4}\\.$`))).toBeVisible();
  await expect(balance(page)).toHaveText('Состојба: 150 ден.');

  // The category page: the promoted listing leads, with the badge; the newer one comes after it.
  await page.goto(`/oglasi/kategorija/${sub.slug}`);
  const cards = page.getByRole('main').getByRole('article');
  await expect(async () => {
    await page.reload();
    // A page whose heading is its h1 has h2 cards (the outline has no gap).
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(promotedTitle, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(cards.first().getByText('Промовиран', { exact: true })).toBeVisible();
  const titles = await cards.getByRole('heading', { level: 2 }).allTextContents();
  expect(titles.indexOf(otherTitle)).toBeGreaterThan(0);
  await expect(cards.filter({ hasText: otherTitle }).getByText('Промовиран', { exact: true })).toHaveCount(0);

  // The ledger: the purchase, newest first, with its listing.
  await page.goto('/korisnik/transakcii');
  await expect(ledgerRows(page)).toHaveCount(2);
  const purchase = ledgerRows(page).first();
  await expect(purchase.getByRole('cell').nth(1)).toHaveText('Промоција');
  await expect(purchase.getByRole('cell').nth(2)).toHaveText('-150 ден.');
  await expect(purchase.getByRole('cell').nth(3)).toHaveText('150 ден.');
  await expect(purchase.getByRole('link', { name: promotedTitle })).toBeVisible();

  // The listing's 15-day statistics mark today (the first row, newest first) as promoted, and say the period.
  await page.goto('/korisnik/moi-oglasi');
  await chooseRowAction(page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('heading', { name: promotedTitle, exact: true }) }), 'Статистика');
  const days = page.getByRole('table', { name: 'Прегледи по ден' }).getByRole('row');
  await expect(days).toHaveCount(16);
  await expect(days.nth(1).getByRole('cell').last()).toHaveText('Промовиран');
  await expect(days.nth(2).getByRole('cell').last()).toHaveText('—');
  await expect(page.getByTestId('stats-promotions')).toHaveText(/^од \d{2}\.\d{2}\.\d{4} до \d{2}\.\d{2}\.\d{4}$/);
  expect(errors).toEqual([]);
});

test('a package paid directly by card with the extra-confirmation card: the bank asks, the payment goes through, the listing is promoted', async ({ page, request }, testInfo) => {
  const errors = watchConsole(page);
  const { sub, tag } = await newSeller(page, request, testInfo, 'money-card');
  const title = `Фотелја за картичка ${tag}`;
  const listingId = await activeListing(page, request, sub.id, title);

  await page.goto(`/korisnik/boost?listing=${listingId}`);
  await expect(page.getByLabel('Оглас за промоција').locator('option:checked')).toHaveText(title);
  await page.getByRole('radio', { name: /^На врвот – 7 дена/ }).check();
  // No credits: credits cannot be chosen, the card is the method.
  await expect(page.getByRole('radio', { name: /^Со кредити/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /^Со картичка/ })).toBeChecked();
  await page.getByRole('button', { name: 'Продолжи кон плаќање (300 ден.)' }).click();
  await payOnSandbox(page, CONFIRMS, '300 ден.');
  await expect(page.getByRole('heading', { level: 1, name: 'Дополнителна потврда' })).toBeVisible();
  await expect(page.getByText('Вашата банка бара да го потврдите плаќањето од 300 ден.')).toBeVisible();
  await page.getByRole('button', { name: 'Потврди', exact: true }).click();

  await expect(page).toHaveURL(/\/korisnik\/boost\/rezultat\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Плаќањето е успешно' })).toBeVisible({ timeout: 30_000 });
  await expect(toast(page, 'Промоцијата е активирана.')).toBeVisible();
  await expect(page.getByRole('status').getByText('Износ: 300 ден.')).toBeVisible();
  // Paid by card: the balance is what it was.
  await expect(balance(page)).toHaveText('Состојба: 0 ден.');
  await expect(page.getByRole('link', { name: /^Сметка .+ \(PDF\)$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Види го огласот' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Промовиран', { exact: true }).first()).toBeVisible();

  // The ledger: the card's money in, the purchase out — the balance after both is 0.
  await page.goto('/korisnik/transakcii');
  await expect(ledgerRows(page)).toHaveCount(2);
  await expect(ledgerRows(page).nth(0).getByRole('cell').nth(1)).toHaveText('Промоција');
  await expect(ledgerRows(page).nth(0).getByRole('cell').nth(2)).toHaveText('-300 ден.');
  await expect(ledgerRows(page).nth(0).getByRole('cell').nth(3)).toHaveText('0 ден.');
  await expect(ledgerRows(page).nth(1).getByRole('cell').nth(1)).toHaveText('Додадени кредити');
  await expect(ledgerRows(page).nth(1).getByRole('cell').nth(2)).toHaveText('+300 ден.');
  expect(errors).toEqual([]);
});

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

test('what the other packages buy: a highlighted card, and the home page’s showcase above the newest listings', async ({ page, request }, testInfo) => {
  const errors = watchConsole(page);
  const { sub, tag } = await newSeller(page, request, testInfo, 'money-highlight');
  const title = `Истакнат велосипед ${tag}`;
  const listingId = await activeListing(page, request, sub.id, title);
  await addCredits(page, '300 ден.');
  const bought = await page.request.post('/api/promotion/purchase', {
    data: { listing_id: listingId, package_code: 'highlight-7', method: 'credits', idempotency_key: crypto.randomUUID() },
  });
  expect(bought.status()).toBe(200);

  // The card is highlighted (and passes the accessibility gate's contrast check), with no badge: a highlight buys no place.
  await page.goto(`/oglasi/kategorija/${sub.slug}`);
  const card = page.getByRole('main').getByRole('article').filter({ hasText: title });
  await expect(card).toHaveClass(/highlighted/);
  await expect(card.getByText('Промовиран', { exact: true })).toHaveCount(0);

  // The seed showcases listings: home shows them in "Издвоени огласи", above the newest listings, in the server's order.
  const showcase = (await (await request.get('/api/oglasi/showcase')).json()) as { data: { title: string }[] };
  expect(showcase.data.length).toBeGreaterThan(0);
  await page.goto('/');
  const strip = page.getByRole('list', { name: 'Издвоени огласи' });
  await expect(strip.getByRole('heading', { level: 3 })).toHaveText(showcase.data.map((listing) => listing.title));
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.indexOf('Издвоени огласи')).toBeGreaterThanOrEqual(0);
  expect(headings.indexOf('Издвоени огласи')).toBeLessThan(headings.indexOf('Најнови огласи'));
  expect(errors).toEqual([]);
});

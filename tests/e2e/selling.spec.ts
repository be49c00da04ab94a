import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { chooseRowAction } from './support/my-listings';
import { watchConsole } from './support/console';

async function logInAsSeller(page: Page) {
  await page.goto('/korisnik/najava?redirectPath=%2Fkorisnik%2Fmoi-oglasi');
  await page.getByLabel('Е-пошта', { exact: true }).fill('prodavac@primer.mk');
  await page.locator('input[name="password"]').fill('Oglasi2025!');
  await page.getByRole('button', { name: 'Најави се' }).click();
  await expect(page).toHaveURL(/\/korisnik\/moi-oglasi$/);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}\\s*\\d+$`) });
const countOf = async (page: Page, name: string) => Number((await tab(page, name).textContent())?.replace(/\D+/g, ''));

test('the seeded seller manages their listings: six tabs with counts, archive and reactivate, renew, the rejection reason', { tag: '@both' }, async ({ page, browser }) => {
  const errors = watchConsole(page);
  await logInAsSeller(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Мои огласи' })).toBeVisible();
  for (const name of ['Активни', 'Во модерација', 'Одбиени', 'Нацрти', 'Архивирани', 'Истечени']) await expect(tab(page, name)).toBeVisible();
  await expect(tab(page, 'Активни')).toHaveAttribute('aria-selected', 'true');
  // The count is the number of rows (up to a page of 21).
  const active = await countOf(page, 'Активни');
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(Math.min(active, 21));
  // Compact rows: a 740 px phone screen shows at least four of them whole, above the bottom bar.
  const viewportHeight = page.viewportSize()!.height;
  if (viewportHeight <= 740) {
    const bottomBar = await page.getByRole('navigation', { name: 'Главна навигација' }).boundingBox();
    const visibleEnd = bottomBar?.y ?? viewportHeight;
    const bottoms = await page.getByRole('tabpanel').getByRole('listitem').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().bottom));
    expect(bottoms.filter((bottom) => bottom <= visibleEnd).length).toBeGreaterThanOrEqual(4);
  }

  // Archive the first active listing (with confirmation), then reactivate it from the archived tab.
  const first = page.getByRole('tabpanel').getByRole('listitem').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  const archived = await countOf(page, 'Архивирани');
  // One action per row (promote, for an active listing); the others behind "⋯", which says which listing it is for.
  await expect(first.getByRole('link', { name: 'Промовирај' })).toBeVisible();
  await first.getByRole('button', { name: `Други акции за „${title}“` }).click();
  await first.getByRole('button', { name: 'Архивирај' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Да се архивира „${title}“?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Потврди' }).click();
  await expect(page.getByText('Огласот е архивиран.')).toBeVisible();
  await expect(tab(page, 'Архивирани')).toContainText(String(archived + 1));
  await expect(tab(page, 'Активни')).toContainText(String(active - 1));
  await tab(page, 'Архивирани').click();
  await expect(page).toHaveURL(/\?tab=archived$/);
  const row = page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await row.getByRole('button', { name: 'Активирај повторно' }).click();
  await expect(page.getByText('Огласот е повторно активиран.')).toBeVisible();
  await expect(tab(page, 'Активни')).toContainText(String(active));

  // Renew: an expired one when there is one (the other screen size may have renewed it already), else an active one.
  const expired = await countOf(page, 'Истечени');
  await tab(page, expired > 0 ? 'Истечени' : 'Активни').click();
  // Renewing is offered only where it changes something (an expired listing, or one in its last week) and says
  // until when the listing now runs.
  await page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Обнови' }) }).first().getByRole('button', { name: 'Обнови' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Потврди' }).click();
  await expect(page.getByText(/^Огласот е обновен до \d{2}\.\d{2}\.\d{4}\.$/)).toBeVisible();

  // The rejected listing says why.
  await tab(page, 'Одбиени').click();
  await expect(page.getByText('Причина за одбивање: Сликите не го прикажуваат производот. Додадете вистински фотографии.')).toBeVisible();
  // Its page, which only the owner can open, says the same and leads back here; a visitor gets not found.
  const rejectedLink = page.getByRole('tabpanel').getByRole('listitem').first().getByRole('heading').getByRole('link');
  const rejectedPath = (await rejectedLink.getAttribute('href')) ?? '';
  await rejectedLink.click();
  await expect(page.getByRole('status').filter({ hasText: 'Огласот е одбиен: Сликите не го прикажуваат производот.' })).toBeVisible();
  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  await stranger.goto(rejectedPath);
  await expect(stranger.getByText('Страницата не е пронајдена').first()).toBeVisible();
  await visitor.close();
  await page.getByRole('link', { name: 'Кон моите огласи' }).click();
  await expect(page).toHaveURL(/\?tab=rejected$/);
  // Keyboard: the arrow keys move between tabs.
  await tab(page, 'Одбиени').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Нацрти')).toBeFocused();
  await expect(page).toHaveURL(/\?tab=draft$/);
  expect(errors).toEqual([]);
});

test('a buyer finds their saved listings, removes one and takes it back from the toast', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/korisnik/najava?redirectPath=%2Fkorisnik%2Fzachuvani-oglasi');
  await page.getByLabel('Е-пошта', { exact: true }).fill('kupuvac@primer.mk');
  await page.locator('input[name="password"]').fill('Oglasi2025!');
  await page.getByRole('button', { name: 'Најави се' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Зачувани огласи' })).toBeVisible();
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const before = await items.count();
  const remove = items.first().getByRole('button', { name: /^Отстрани од зачуваните: / });
  const title = ((await remove.getAttribute('aria-label')) ?? '').replace('Отстрани од зачуваните: ', '');
  await remove.click();
  await expect(items).toHaveCount(before - 1);
  const toast = page.getByText('Огласот е отстранет од зачуваните. Кликнете тука за да го вратите.');
  await expect(toast).toBeVisible();
  await toast.click();
  await expect(items).toHaveCount(before);
  await expect(page.getByRole('button', { name: `Отстрани од зачуваните: ${title}` })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a seller opens a listing's 15-day statistics and sees today's view by another browser, not their own", async ({ page, browser }, testInfo) => {
  const errors = watchConsole(page);
  await logInAsSeller(page);
  // One listing per screen size: both run at once against one server.
  const row = page.getByRole('tabpanel').getByRole('listitem').nth(testInfo.project.name === 'phone' ? 2 : 3);
  // Statistics is one of the row's other actions, behind "⋯".
  await chooseRowAction(row, 'Статистика');
  await expect(page).toHaveURL(/\/korisnik\/moi-oglasi\/statistika\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Статистика: / })).toBeVisible();
  await expect(page.getByRole('img', { name: /во последните 15 дена/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Прегледи по ден' }).getByRole('row')).toHaveCount(16);
  const windowViews = Number(await page.getByTestId('stats-window').textContent());
  const total = Number(await page.getByTestId('stats-total').textContent());

  // The seller's own visit to the page is not a view.
  const own = page.waitForResponse((response) => response.url().endsWith('/view'));
  await page.getByRole('link', { name: 'Види го огласот' }).click();
  expect(((await (await own).json()) as { counted: boolean }).counted).toBe(false);
  const listingUrl = page.url();
  await page.goBack();

  // A visitor in another browser: counted once, even after a reload.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const counted = visitor.waitForResponse((response) => response.url().endsWith('/view'));
  await visitor.goto(listingUrl);
  expect(((await (await counted).json()) as { counted: boolean }).counted).toBe(true);
  const again = visitor.waitForResponse((response) => response.url().endsWith('/view'));
  await visitor.reload();
  expect(((await (await again).json()) as { counted: boolean }).counted).toBe(false);
  const contactsBefore = Number(await page.getByTestId('stats-contacts').textContent().then((text) => text?.match(/^\d+/)?.[0]));
  // The visitor calls: a contact for the seller's statistics (the tel: link itself goes nowhere in a test browser).
  await visitor.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), true));
  const contacted = visitor.waitForResponse((response) => response.url().endsWith('/contact'));
  await visitor.getByRole('link', { name: /^Јави се/ }).first().click();
  expect(((await (await contacted).json()) as { counted: boolean }).counted).toBe(true);
  await visitorContext.close();

  await page.reload();
  await expect(page.getByTestId('stats-window')).toHaveText(String(windowViews + 1));
  await expect(page.getByTestId('stats-total')).toHaveText(String(total + 1));
  await expect(page.getByTestId('stats-contacts')).toContainText(new RegExp(`^${contactsBefore + 1}телефон`));
  expect(errors).toEqual([]);
});

test('a buyer saves two listings with the hearts on the cards and finds them on the saved page', async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  // A buyer and a category per screen size: both run at once against one server.
  const [email, category] = testInfo.project.name === 'phone' ? ['jovana.i@primer.mk', 'elektronika'] : ['nov@primer.mk', 'kompjuteri'];
  await page.goto(`/korisnik/najava?redirectPath=${encodeURIComponent(`/oglasi/kategorija/${category}`)}`);
  await page.getByLabel('Е-пошта', { exact: true }).fill(email);
  await page.locator('input[name="password"]').fill('Oglasi2025!');
  await page.getByRole('button', { name: 'Најави се' }).click();
  await expect(page).toHaveURL(new RegExp(`/oglasi/kategorija/${category}$`));
  const hearts = page.getByRole('main').getByRole('button', { name: /^Зачувај: / }).and(page.locator('[aria-pressed="false"]'));
  await expect(hearts.first()).toBeVisible();
  const titles: string[] = [];
  for (let i = 0; i < 2; i++) {
    const heart = hearts.first();
    const label = (await heart.getAttribute('aria-label')) ?? '';
    titles.push(label.replace('Зачувај: ', ''));
    await heart.click();
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await page.goto('/korisnik/zachuvani-oglasi');
  await expect(page.getByRole('heading', { level: 1, name: 'Зачувани огласи' })).toBeVisible();
  for (const title of titles) await expect(page.getByRole('button', { name: `Отстрани од зачуваните: ${title}` })).toBeVisible();
  // Remove one, take it back from the toast.
  await page.getByRole('button', { name: `Отстрани од зачуваните: ${titles[0]}` }).click();
  await expect(page.getByRole('button', { name: `Отстрани од зачуваните: ${titles[0]}` })).toHaveCount(0);
  await page.getByText('Огласот е отстранет од зачуваните. Кликнете тука за да го вратите.').click();
  await expect(page.getByRole('button', { name: `Отстрани од зачуваните: ${titles[0]}` })).toBeVisible();
  expect(errors).toEqual([]);
});

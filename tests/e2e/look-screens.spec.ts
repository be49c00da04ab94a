import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test';
import { activeAccount, logIn } from './support/accounts';
import { SCREENSHOT_STYLE } from './support/screenshot-style';
import { asReturningVisitor, openInInter } from './support/site-font';

/**
 * Issue 40's screenshot suite, the signed-in screens (look.spec.ts has home, a category, a listing and login): the
 * wizard's three steps, my listings, the chat and the moderation console at 360 and 1280 px, light and dark. The accounts are ones no other
 * journey changes — the shop "Техно Маркет" and a new account per run — and what moves from run to run (dates, counts,
 * the listings other journeys send to moderation) is masked.
 *
 * Updating them after a deliberate change of the look:
 *   node scripts/e2e.mjs tests/e2e/look-screens.spec.ts --update-snapshots
 * then look at every changed picture in tests/e2e/look-screens.spec.ts-snapshots/ before committing it.
 */

const SHOP = 'tehno.market@primer.mk';
const ADMIN = 'admin@primer.mk';

test.beforeEach(({ page, baseURL }) => asReturningVisitor(page, baseURL));
// Two to six pictures each, each after the page's network is idle: a minute is not always enough on a loaded CI machine.
test.describe.configure({ timeout: 120_000 });

/** Dates, times and counts anywhere on the page (the toasts are left out of the pictures: SCREENSHOT_STYLE). */
function moving(page: Page): Locator[] {
  return [
    page.locator('time'),
    page.getByText(/\d{1,2}\.\d{1,2}\.\d{4}/),
    page.getByText(/(^|\s)пред\s/),
    page.getByText(/^\d{1,2}:\d{2}$/),
    page.getByRole('status'),
  ];
}

/** Takes the page's picture in both colour schemes, `ready` run after each switch. */
async function bothSchemes(page: Page, name: string, ready: () => Promise<void>, mask: () => Locator[] = () => []): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await ready();
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveScreenshot(`${name}-${scheme}.png`, { mask: [...moving(page), ...mask()], animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.02, stylePath: SCREENSHOT_STYLE });
  }
}

test("screenshots of a shop's my listings match the approved look", { tag: '@both' }, async ({ page }) => {
  await logIn(page, SHOP, '/korisnik/moi-oglasi');
  await bothSchemes(page, 'my-listings', async () => {
    await openInInter(page, '/korisnik/moi-oglasi');
    await expect(page.getByRole('heading', { level: 1, name: 'Мои огласи' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  }, () => [page.getByText(/^\d+ (преглед|прегледи)$/), page.getByText(/прегледи/)]);
});

test('screenshots of the chat, a conversation with a shop, match the approved look', { tag: '@both' }, async ({ page, request }, testInfo) => {
  const email = await activeAccount(request, testInfo, 'look-chat', 'Весна');
  await logIn(page, email, '/');
  // The oldest electronics listing: no journey edits it, so its page behind the dialog is the same on every run.
  const shopListings = (await (await request.get('/api/oglasi?category=elektronika&sort=oldest')).json()) as { data: { slug: string }[] };
  const listing = shopListings.data[0]!;
  await openInInter(page, `/oglas/${listing.slug}`);
  await page.getByRole('button', { name: /^(Разговарај со продавачот|Порака)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Пораки' });
  await dialog.getByPlaceholder('Напишете порака').fill('Здраво, дали е уште достапно? Може ли да го видам во сабота?');
  await dialog.getByRole('button', { name: 'Испрати' }).click();
  await expect(dialog.getByRole('img', { name: 'Доставено' }).last()).toHaveText('✓✓');
  await bothSchemes(page, 'chat', async () => {
    await expect(dialog.getByTestId('message').last()).toBeVisible();
  });
});

test('screenshots of the moderation console match the approved look', { tag: '@both' }, async ({ page }) => {
  await logIn(page, ADMIN, '/admin');
  await bothSchemes(
    page,
    'admin',
    async () => {
      await openInInter(page, '/admin');
      await expect(page.getByRole('tab', { name: /^Огласи на модерација/ })).toBeVisible();
    },
    // The queues hold what other journeys sent (identity checks, listings); the tabs' counts and the bell follow them.
    () => [page.getByRole('tab').locator('span'), page.getByRole('tabpanel').getByRole('listitem'), page.getByRole('tabpanel').getByRole('article'), page.getByRole('button', { name: /^Известувања/ })],
  );
});

/** A plain picture for the wizard's photos: the same bytes, so the same thumbnail, on every run. */
function picture(): Promise<Buffer> {
  const width = 640;
  const height = 480;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const x = (i / 3) % width;
    raw[i] = 30 + Math.floor((x / width) * 120);
    raw[i + 1] = 110;
    raw[i + 2] = 93;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

test("screenshots of the wizard's three steps match the approved look", { tag: '@both' }, async ({ page, request }, testInfo) => {
  const email = await activeAccount(request, testInfo, 'look-wizard', 'Весна');
  await logIn(page, email, '/korisnik/oglas');
  // A page of its own after the login's: its font comes from the cache, as in every picture.
  await openInInter(page, '/korisnik/oglas');
  const step = (number: number) => page.getByText(`Чекор ${number} од 3`);
  await expect(step(1)).toBeVisible();
  await bothSchemes(page, 'wizard-1', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Објави оглас' })).toBeVisible();
    // The step's form, not its skeleton: the categories have arrived.
    await expect(page.getByLabel('Категорија', { exact: true })).toBeEnabled();
  });

  await page.getByLabel('Категорија', { exact: true }).selectOption({ label: 'Мобилни телефони' });
  await page.getByLabel('Поткатегорија', { exact: true }).selectOption({ label: 'Паметни телефони' });
  await page.getByLabel('Наслов', { exact: true }).fill('Samsung Galaxy S23, 256 GB, како нов');
  await page.getByLabel('Регион', { exact: true }).selectOption({ label: 'Скопски регион' });
  await page.getByLabel('Град', { exact: true }).selectOption({ label: 'Скопје' });
  await page.getByLabel('Цена', { exact: true }).fill('450');
  await page.getByRole('button', { name: 'Понатаму' }).click();
  await expect(step(2)).toBeVisible();
  await page.getByLabel('Опис', { exact: true }).fill('Телефонот е купен во Скопје, со гаранција уште 8 месеци. Без гребнатини, секогаш со заштитно стакло и футрола.');
  await page.getByTestId('photo-input').setInputFiles([{ name: 'telefon.jpg', mimeType: 'image/jpeg', buffer: await picture() }]);
  await expect(page.getByRole('group', { name: 'Слики' }).getByRole('img').first()).toBeVisible();
  await bothSchemes(page, 'wizard-2', async () => {
    await page.evaluate(() => scrollTo(0, 0));
    await expect(step(2)).toBeVisible();
  });

  await page.getByRole('button', { name: 'Понатаму' }).click();
  await expect(step(3)).toBeVisible();
  await bothSchemes(page, 'wizard-3', async () => {
    await page.evaluate(() => scrollTo(0, 0));
    await expect(step(3)).toBeVisible();
  });
});

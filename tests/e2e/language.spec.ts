import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { watchConsole } from './support/console';
import { watchContent } from './support/interface-text';

/**
 * Issue 23, language: a visitor switches to Albanian on home and every page they reach speaks the sq catalogue —
 * no Macedonian left but what users wrote (listing titles and descriptions, sellers' names) and the switch's own
 * autonyms: categories, towns and the footer's links are the site's data, named in Albanian too (migration 0070); the choice survives a reload and reaches the server's HTML; switching back
 * works; switching never reloads the page and leaves an open chat open. Texts are the catalogues' own, verbatim.
 */

const PASSWORD = 'Oglasi2025!';

/** The footer's switch: on every page, at both sizes, for visitors too. */
function footerSwitch(page: Page, short: 'МК' | 'SQ') {
  return page.getByRole('contentinfo').getByRole('button', { name: new RegExp(`^${short}`) });
}

/** A marker on the window: a reload or a full navigation loses it, a client-side switch keeps it. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
}
async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** The server's own HTML for `path`, fetched with the browser's cookies (the language cookie among them). */
async function serverHead(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const meta = (pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
  return {
    lang: meta(/<html lang="([^"]*)"/),
    title: meta(/<title>([^<]*)<\/title>/),
    description: meta(/<meta name="description" content="([^"]*)"/),
    ogLocale: meta(/<meta property="og:locale" content="([^"]*)"/),
  };
}

test('a visitor switches to Albanian: home, a listing and login speak sq, the choice survives a reload and reaches the server; back to Macedonian', async ({ page }) => {
  const errors = watchConsole(page);
  const content = watchContent(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Огласи — купувај и продавај во Македонија' })).toBeVisible();
  await expect(footerSwitch(page, 'МК')).toHaveAttribute('aria-pressed', 'true');
  await markWindow(page);

  await footerSwitch(page, 'SQ').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
  await expect(footerSwitch(page, 'SQ')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Shpallje — bli dhe shit në Maqedoni' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Shpalljet më të reja' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kategoritë' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Kthehu lart' })).toBeVisible();
  await expect(page.getByPlaceholder('Çfarë kërkoni? P.sh. banesë, golf, telefon').first()).toBeAttached();
  // The site's data asked again in Albanian (the seed's names): categories, and the footer's menus and page titles.
  const categories = page.getByRole('region', { name: 'Kategoritë' });
  await expect(categories.getByRole('link', { name: /^Automjete/ })).toBeVisible();
  await expect(categories.getByRole('link', { name: /^Patundshmëri/ })).toBeVisible();
  await expect(categories.getByRole('link', { name: /^Возила/ })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Kushtet e përdorimit' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Pyetjet më të shpeshta' })).toBeVisible();
  expect(await sameDocument(page), 'the switch reloaded the page').toBe(true);
  expect(await content.strayMacedonian()).toEqual([]);

  // A listing, reached inside the app.
  await page.getByRole('list', { name: 'Shpalljet më të reja' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/oglas\//);
  await expect(page.getByRole('heading', { name: 'Detajet' })).toBeVisible();
  // The chat button: written out beside the gallery, one word in the phone's contact bar.
  await expect(page.getByRole('button', { name: /^(Bisedo me shitësin|Mesazh)$/ }).first()).toBeVisible();
  // The place is the site's data: the country (and region and town) in Albanian.
  await expect(page.getByText(/Maqedonia$/).first()).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(await content.strayMacedonian()).toEqual([]);
  const listingPath = new URL(page.url()).pathname;

  // The server's head of that listing in Albanian.
  const listingHead = await serverHead(page.request, listingPath);
  expect(listingHead.lang).toBe('sq');
  expect(listingHead.ogLocale).toBe('sq_AL');

  // Login, opened as a new page: the cookie carries the choice to the server and to the app.
  await page.goto('/korisnik/najava');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
  await expect(page.getByRole('heading', { level: 1, name: 'Hyrje' })).toBeVisible();
  await expect(page.getByLabel('E-maili', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Fjalëkalimi', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hyr', exact: true })).toBeVisible();
  expect(await content.strayMacedonian()).toEqual([]);

  // A reload keeps Albanian.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
  await expect(page.getByRole('heading', { level: 1, name: 'Hyrje' })).toBeVisible();
  await expect(footerSwitch(page, 'SQ')).toHaveAttribute('aria-pressed', 'true');
  expect(await content.strayMacedonian()).toEqual([]);

  // The server's HTML before any script: Albanian head, Albanian Open Graph locale.
  for (const path of ['/', '/korisnik/najava']) {
    const head = await serverHead(page.request, path);
    expect(head, path).toEqual({
      lang: 'sq',
      title: 'Shpallje — bli dhe shit në Maqedoni',
      description: 'Shpallje për automjete, patundshmëri, elektronikë, shtëpi dhe kopsht e shumë më tepër — blini dhe shitni në të gjithë Maqedoninë.',
      ogLocale: 'sq_AL',
    });
  }

  // Back to Macedonian, again without a reload.
  await markWindow(page);
  await footerSwitch(page, 'МК').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mk');
  await expect(page.getByRole('heading', { level: 1, name: 'Најава' })).toBeVisible();
  await expect(page.getByLabel('Е-пошта', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Најави се', exact: true })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  const macedonian = await serverHead(page.request, '/korisnik/najava');
  expect(macedonian.lang).toBe('mk');
  expect(macedonian.ogLocale).toBe('mk_MK');
  expect(macedonian.title).toBe('Огласи — купувај и продавај во Македонија');
  expect(errors).toEqual([]);
});

test('the user menu switches too; switching keeps an open chat open, with its conversation', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/korisnik/najava');
  await page.getByLabel('Е-пошта', { exact: true }).fill('kupuvac@primer.mk');
  await page.getByLabel('Лозинка', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Најави се', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  // The user menu's switch, for a signed-in user: to Albanian and back, without a reload.
  await markWindow(page);
  await page.getByRole('banner').getByRole('button', { name: 'Здраво, Марко' }).click();
  await page.getByRole('menu').getByRole('menuitemradio', { name: /^SQ/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
  await expect(page.getByRole('heading', { level: 1, name: 'Shpallje — bli dhe shit në Maqedoni' })).toBeVisible();
  const greeting = page.getByRole('banner').getByRole('button', { name: 'Përshëndetje, Марко' });
  await expect(greeting).toBeVisible();
  if ((await greeting.getAttribute('aria-expanded')) !== 'true') await greeting.click();
  await expect(page.getByRole('menu').getByRole('menuitemradio', { name: /^SQ/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menu').getByRole('menuitemradio', { name: /^МК/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mk');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Здраво, Марко' })).toBeVisible();
  expect(await sameDocument(page), 'the menu switch reloaded the page').toBe(true);
  if ((await page.getByRole('banner').getByRole('button', { name: 'Здраво, Марко' }).getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');

  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  if (phone) await page.getByRole('navigation', { name: 'Главна навигација' }).getByRole('button', { name: /Пораки/ }).click();
  else await page.getByRole('banner').getByRole('button', { name: /^Пораки/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Пораки' });
  await expect(dialog).toBeVisible();
  // The seeded buyer has conversations: open the first one.
  await dialog.getByRole('listbox', { name: 'Разговори' }).getByRole('option').first().click();
  const input = dialog.getByPlaceholder('Напишете порака');
  await expect(input).toBeVisible();
  await input.fill('нацрт што останува');
  await markWindow(page);

  // The chat is a modal dialog: the switch behind it cannot be reached by a pointer while it is open, so the
  // switch's own click handler is fired directly — what matters here is what switching does to the open chat.
  await footerSwitch(page, 'SQ').dispatchEvent('click');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
  const sqDialog = page.getByRole('dialog', { name: 'Mesazhet' });
  await expect(sqDialog).toBeVisible();
  await expect(sqDialog.getByRole('button', { name: 'Dërgo' })).toBeVisible();
  // The same conversation, with the draft still typed.
  await expect(sqDialog.getByRole('textbox').last()).toHaveValue('нацрт што останува');
  expect(await sameDocument(page), 'the switch reloaded the page').toBe(true);

  await footerSwitch(page, 'МК').dispatchEvent('click');
  await expect(page.getByRole('dialog', { name: 'Пораки' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

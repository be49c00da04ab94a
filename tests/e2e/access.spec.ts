import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { watchConsole } from './support/console';
import { expectFocusKeptIn, expectVisibleFocus, tabTo } from './support/keyboard';

/**
 * Issue 23, access (WCAG 2.2 AA beyond what axe sees): a keyboard-only journey, reflow at 320 px and at 200 % zoom,
 * reduced motion, and touch target sizes. docs/decisions/120-language-and-access.md says what each covers and why.
 */

const PASSWORD = 'Oglasi2025!';

/** Focus sits on the shell's main content: where the app puts it after a page change. */
async function expectFocusOnMain(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeFocused();
}

test.describe('keyboard only', () => {
  // At 1280×800 in both projects (its own context: a phone's touch emulation is not a keyboard user's desk).
  test('a visitor searches, opens a listing and its lightbox, logs in, opens the chat and sends a message — keys only', async ({ browser, baseURL }, testInfo) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto('/');
    // The app is up (the server's first paint has the heading too, but no controls).
    await expect(page.getByRole('searchbox', { name: 'Пребарај огласи' }).first()).toBeVisible();

    // The first stop skips to the content.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Прескокни до содржината' })).toBeFocused();
    await expectVisibleFocus(page);

    // Search.
    const searchBox = page.getByRole('searchbox', { name: 'Пребарај огласи' }).first();
    await tabTo(page, searchBox);
    await page.keyboard.type('BMW 320d');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/oglasi\/prebaruvanje\?q=BMW/);
    await expect(page.getByRole('heading', { level: 1, name: 'Пребарување' })).toBeVisible();
    await expectFocusOnMain(page);

    // A result.
    const result = page.getByRole('main').getByRole('link', { name: /^BMW 320d F30/ }).first();
    await tabTo(page, result);
    const title = ((await result.getByRole('heading').textContent()) ?? '').trim();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/oglas\//);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectFocusOnMain(page);

    // The lightbox: focus moves in, stays in, Escape closes it and focus returns to the photo that opened it.
    const opener = page.getByRole('button', { name: /Отвори ја сликата на цел екран$/ });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog', { name: /Слика 1 од \d+$/ });
    await expect(lightbox).toBeVisible();
    await expect.poll(() => lightbox.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectFocusKeptIn(page, lightbox);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: /Слика 2 од \d+$/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expectVisibleFocus(page);

    // Log in from the header, back up the page with Shift+Tab.
    const loginButton = page.getByRole('banner').getByRole('button', { name: 'Најава' });
    await tabTo(page, loginButton, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/korisnik\/najava\?redirectPath=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Најава' })).toBeVisible();
    await expectFocusOnMain(page);
    await tabTo(page, page.getByLabel('Е-пошта', { exact: true }));
    await page.keyboard.type('kupuvac@primer.mk');
    await tabTo(page, page.getByLabel('Лозинка', { exact: true }));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    // Back on the listing, signed in.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Здраво, Марко' })).toBeVisible();

    // The chat with the seller: focus goes into the dialog, a message is typed and sent with Enter.
    const chatButton = page.getByRole('main').getByRole('button', { name: 'Разговарај со продавачот' });
    await tabTo(page, chatButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Пораки' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByPlaceholder('Напишете порака');
    await expect(input).toBeVisible();
    if (!(await input.evaluate((element) => element === document.activeElement))) await tabTo(page, input);
    const message = `Уште е достапен? K${testInfo.project.name}${Date.now().toString(36).slice(-5)}`;
    await page.keyboard.type(message);
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('message').filter({ hasText: message }).getByRole('img', { name: 'Доставено' })).toBeVisible();
    await expectFocusKeptIn(page, dialog, 8);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(chatButton).toBeFocused();
    await expectVisibleFocus(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

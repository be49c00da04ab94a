import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { watchConsole } from './support/console';

// docs/product/browsing.md "Search everywhere": the header's field on a desktop, the bottom bar's search sheet on a
// phone — the same field, suggestions across alphabets (the seed's "Volkswagen Голф 7" and "Алу фелни 17" за Голф"
// make 'голф' a popular term), a choice by keyboard, and the device's recent searches.

const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Предлози за пребарување' });
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/**
 * Opens the search where this screen size has it and answers its field, focused: on a desktop the header's field
 * (its light form becomes the combobox on focus), on a phone the full-screen sheet behind the bottom bar's 'Пребарај'.
 */
async function openSearch(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) {
    await page.getByRole('navigation', { name: 'Главна навигација' }).getByRole('link', { name: 'Пребарај' }).click();
    const sheet = page.getByRole('dialog', { name: 'Пребарување' });
    await expect(sheet).toBeVisible();
    // The sheet takes the whole phone screen.
    expect(await sheet.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 740 });
    const field = sheet.getByRole('combobox', { name: 'Пребарај огласи' });
    await expect(field).toBeFocused();
    return field;
  }
  const banner = page.getByRole('banner');
  // The pointer coming near the light form fetches the suggestions' field, which may take its place before the click
  // lands (HeaderSearch): click whichever of the two is there.
  await banner.getByRole('searchbox', { name: 'Пребарај огласи' }).or(banner.getByRole('combobox', { name: 'Пребарај огласи' })).click();
  const field = banner.getByRole('combobox', { name: 'Пребарај огласи' });
  await expect(field).toBeFocused();
  return field;
}

/** Moves the active option with ↓ to the one named `name` (the list's order is the data's), checking each step's state. */
async function arrowDownTo(page: Page, name: string) {
  const options = suggestions(page).getByRole('option');
  await expect(options.filter({ hasText: name })).toHaveCount(1);
  const names = await options.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
  const target = names.findIndex((text) => text.endsWith(name));
  for (let step = 0; step <= target; step += 1) await page.keyboard.press('ArrowDown');
  const active = options.nth(target);
  await expect(active).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: 'Пребарај огласи' })).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? 'missing');
  await expect(active).toHaveAccessibleName(name);
}

test('on a listing page a Latin query suggests the Cyrillic term, ↓ and Enter search it, and next time it is a recent search', { tag: '@both' }, async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await page.goto('/oglasi/kategorija/vozila');
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/oglas\//);
  // 'Објави оглас' is the desktop header's primary button, guarded like the bottom bar's 'Објави' (a visitor signs in first).
  const post = page.getByRole('banner').getByRole('link', { name: 'Објави оглас' });
  if (isPhone(testInfo)) await expect(post).toBeHidden();
  else await expect(post).toHaveAttribute('href', '/korisnik/najava');

  const field = await openSearch(page, testInfo);
  await page.keyboard.type('gol');
  await expect(suggestions(page).getByRole('group', { name: 'Популарни пребарувања' }).getByRole('option', { name: 'голф' })).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await arrowDownTo(page, 'голф');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/oglasi\/prebaruvanje\?q=%D0%B3%D0%BE%D0%BB%D1%84$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Резултати за „голф“' }).getByRole('heading', { name: /Голф/ }).first()).toBeVisible();

  // Next time, on a category page: the empty field offers the recent search.
  await page.goto('/oglasi/kategorija/vozila');
  await openSearch(page, testInfo);
  const recent = suggestions(page).getByRole('group', { name: 'Последни пребарувања' });
  await expect(recent.getByRole('option')).toHaveCount(1);
  await expect(recent.getByRole('option')).toHaveAccessibleName('голф');
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Исчисти ги последните пребарувања' }).click();
    await expect(suggestions(page)).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Пребарување' }).getByRole('combobox', { name: 'Пребарај огласи' })).toBeFocused();
    // With no list open, Escape closes the sheet.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } else {
    // Escape closes the list and leaves the focus in the field.
    await page.keyboard.press('Escape');
    await expect(suggestions(page)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Пребарај огласи' })).toBeFocused();
  }
  expect(errors).toEqual([]);
});

test('a category is suggested across alphabets and opens its page', { tag: '@both' }, async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await page.goto('/oglasi/kategorija/vozila');
  await openSearch(page, testInfo);
  await page.keyboard.type('avtomob');
  const categories = suggestions(page).getByRole('group', { name: 'Категории' });
  await expect(categories.getByRole('option')).toHaveCount(1);
  await arrowDownTo(page, 'Автомобили во Возила');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/oglasi\/kategorija\/avtomobili$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Автомобили' })).toBeVisible();
  expect(errors).toEqual([]);
});

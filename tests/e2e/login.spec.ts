import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { watchConsole } from './support/console';

const PASSWORD = 'Oglasi2025!';

async function logIn(page: Page, email: string) {
  await page.getByLabel('Е-пошта', { exact: true }).fill(email);
  await page.getByLabel('Лозинка', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Најави се' }).click();
}

test('a visitor sent to login from a protected page comes back to it after logging in', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/korisnik/moi-oglasi');
  await expect(page).toHaveURL(/\/korisnik\/najava\?redirectPath=%2Fkorisnik%2Fmoi-oglasi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Најава' })).toBeVisible();
  await logIn(page, 'kupuvac@primer.mk');
  await expect(page).toHaveURL(/\/korisnik\/moi-oglasi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Мои огласи' })).toBeVisible();
  const greeting = page.getByRole('banner').getByRole('button', { name: 'Здраво, Марко' });
  await expect(greeting).toBeVisible();
  // The whole greeting button fits the screen, also at 360 px (its text ellipsises, its name stays whole).
  const box = await greeting.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  expect(errors).toEqual([]);
});

test('a hostile redirectPath lands on /', async ({ page, baseURL }) => {
  await page.goto('/korisnik/najava?redirectPath=%2F%2Fevil.example%2Fsteal');
  await logIn(page, 'kupuvac@primer.mk');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Здраво, Марко' })).toBeVisible();
});

test('wrong credentials show the catalogue message and stay on login', async ({ page }) => {
  await page.goto('/korisnik/najava');
  await page.getByLabel('Е-пошта', { exact: true }).fill('kupuvac@primer.mk');
  await page.getByLabel('Лозинка', { exact: true }).fill('Pogresno123!');
  await page.getByRole('button', { name: 'Најави се' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Погрешно корисничко име или лозинка.' })).toBeVisible();
  await expect(page).toHaveURL(/\/korisnik\/najava$/);
});

test('logout returns the user to the page they were on', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/korisnik/najava?redirectPath=%2Foglasi%2Fkategorija%2Fvozila');
  await logIn(page, 'prodavac@primer.mk');
  await expect(page).toHaveURL(/\/oglasi\/kategorija\/vozila$/);
  const userButton = page.getByRole('banner').getByRole('button', { name: /^Здраво, / });
  await userButton.click();
  await page.getByRole('menuitem', { name: 'Одјава' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Најава' })).toBeVisible();
  await expect(page).toHaveURL(/\/oglasi\/kategorija\/vozila$/);
  expect(errors).toEqual([]);
});

test('the user button sends a visitor to login with the current page', { tag: '@both' }, async ({ page }) => {
  await page.goto('/oglasi/kategorija/vozila?page=2');
  await page.getByRole('banner').getByRole('button', { name: 'Најава' }).click();
  await expect(page).toHaveURL(/\/korisnik\/najava\?redirectPath=%2Foglasi%2Fkategorija%2Fvozila%3Fpage%3D2$/);
});

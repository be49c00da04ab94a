import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { activeAccount, PASSWORD } from './support/accounts';

/**
 * issue 41: sign-in with "Google" — the local OpenID provider the e2e server serves at /api/test-oidc
 * (OIDC_TEST_PROVIDERS=google in playwright.config.ts) — through the real code path: the button, the provider's page,
 * the callback, the ID token verified against the provider's JWKS, the terms, Мој профил; then one-tap.
 */

const uniqueEmail = (testInfo: TestInfo, what: string) => `e2e-${what}-${testInfo.project.name}-${Date.now()}@primer.mk`;

/** On the provider's own page (a plain form): who signs in, and whether the token comes back signed right. */
async function consentAtProvider(page: Page, input: { email: string; given?: string; family?: string; forged?: boolean }) {
  await expect(page.getByRole('heading', { name: 'Local OpenID provider' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(input.email);
  if (input.given) await page.getByLabel('Given name').fill(input.given);
  if (input.family) await page.getByLabel('Family name').fill(input.family);
  if (input.forged) await page.getByLabel('Token').selectOption('forged');
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function startWithGoogle(page: Page) {
  await page.goto('/korisnik/najava');
  await page.getByRole('link', { name: 'Најава со Google' }).click();
}

test('a new visitor signs up with Google, accepts the terms, lands on Мој профил, and comes back through one-tap', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'google-new');
  await startWithGoogle(page);
  await consentAtProvider(page, { email, given: 'Гоце', family: 'Гугловски' });
  // Back on the login page: a new person accepts the terms first.
  await expect(page.getByRole('heading', { name: 'Уште еден чекор' })).toBeVisible();
  await expect(page.getByText(`Ќе креираме профил на Oglasi за ${email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Продолжи' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'За да продолжите, прифатете ги условите на користење.' }).first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'Ги прифаќам условите на користење' }).check();
  await page.getByRole('button', { name: 'Продолжи' }).click();
  await expect(page).toHaveURL(/\/korisnik\/moj-profil$/);
  await expect(page.getByRole('status').filter({ hasText: 'Успешна најава!' }).first()).toBeVisible();

  // Logs out, and comes back: the one-tap prompt (the provider still knows them) signs them in where they are.
  const user = page.getByRole('banner').getByRole('button', { name: 'Здраво, Гоце' });
  await user.click();
  await page.getByRole('menuitem', { name: 'Одјава' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Успешна одјава' }).first()).toBeVisible();
  await page.goto('/oglasi/prebaruvanje');
  const prompt = page.getByRole('dialog', { name: 'Local provider sign-in' });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await prompt.getByRole('button', { name: 'Continue as Гоце Гугловски' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Успешна најава со Google!' }).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Здраво, Гоце' })).toBeVisible();
  await expect(page).toHaveURL(/\/oglasi\/prebaruvanje$/);
});

test('an existing e-mail account is linked only after its password', async ({ page, request }, testInfo) => {
  const email = await activeAccount(request, testInfo, 'google-link', 'Лина');
  await startWithGoogle(page);
  await consentAtProvider(page, { email, given: 'Лина' });
  await expect(page.getByRole('heading', { name: 'Поврзете го постоечкиот профил' })).toBeVisible();
  // Not signed in by the provider's e-mail alone.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Здраво, / })).toHaveCount(0);
  await page.locator('input[name="password"]').fill('Wrong2025!');
  await page.getByRole('button', { name: 'Поврзи и најави се' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Погрешно корисничко име или лозинка' }).first()).toBeVisible();
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Поврзи и најави се' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Здраво, Лина' })).toBeVisible();
  // Next time Google signs straight in.
  await page.getByRole('banner').getByRole('button', { name: 'Здраво, Лина' }).click();
  await page.getByRole('menuitem', { name: 'Одјава' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Успешна одјава' }).first()).toBeVisible();
  await startWithGoogle(page);
  await consentAtProvider(page, { email });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Здраво, Лина' })).toBeVisible();
});

test('a token with a wrong signature shows "Грешка при најавување со Google" and signs nobody in', async ({ page }, testInfo) => {
  await startWithGoogle(page);
  await consentAtProvider(page, { email: uniqueEmail(testInfo, 'google-forged'), forged: true });
  await expect(page).toHaveURL(/\/korisnik\/najava\?social_error=google$/);
  await expect(page.getByRole('status').filter({ hasText: 'Грешка при најавување со Google' }).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Здраво, / })).toHaveCount(0);
});

test('an unverified account sends its activation link again from the login page and activates', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'resend');
  const registered = await request.post('/api/auth/user/register', {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, terms_accepted: true, first_name: 'Ана', last_name: 'Проверка' },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/korisnik/najava');
  await page.getByLabel('Е-пошта', { exact: true }).fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Најави се' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Е-поштата не е верификувана.' })).toBeVisible();
  await page.getByRole('button', { name: 'Испрати повторно линк за активација' }).click();
  await expect(page.getByText(`Испративме линк за активација на ${email}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Отвори ја поштата' })).toHaveAttribute('href', 'https://mail.primer.mk');
  let link = '';
  await expect
    .poll(async () => {
      const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: { link: string | null }[] };
      // The registration's link and the one sent again: the newest first.
      link = outbox.data.length >= 2 ? (outbox.data[0]?.link ?? '') : '';
      return link;
    })
    .toContain('aktivacija');
  const url = new URL(link);
  await page.goto(url.pathname + url.search);
  // The link ends on the login page saying the account is active (issue 39).
  await expect(page).toHaveURL(/\/korisnik\/najava\?notice=activated$/);
  await expect(page.getByText('Профилот е активиран. Најавете се.')).toBeVisible();
  await page.getByLabel('Е-пошта', { exact: true }).fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Најави се' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Здраво, Ана' })).toBeVisible();
});

import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect } from './test';

/** The seeded accounts' password, and the one the journeys give the accounts they make. */
export const PASSWORD = 'Oglasi2025!';

/**
 * A new, activated account made over the API (register → the activation link from the dev outbox → activate): a
 * journey that needs a user of its own, unique per screen size and run, so both sizes run against one server.
 */
export async function activeAccount(request: APIRequestContext, testInfo: TestInfo, what: string, firstName = 'Весна'): Promise<string> {
  const email = `e2e-${what}-${testInfo.project.name}-${Date.now()}@primer.mk`;
  const registered = await request.post('/api/auth/user/register', {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, terms_accepted: true, first_name: firstName, last_name: 'Проверка', phone_number: '+38970555444' },
  });
  expect(registered.status()).toBe(201);
  let link = '';
  await expect
    .poll(async () => {
      const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: { link: string | null }[] };
      link = outbox.data[0]?.link ?? '';
      return link;
    })
    .toContain('aktivacija');
  const params = Object.fromEntries(new URL(link).searchParams);
  expect((await request.post('/api/auth/user/activate', { data: params })).status()).toBe(200);
  return email;
}

/** Logs in through the login page, sent on to `to` (the way back a protected page gives). */
export async function logIn(page: Page, email: string, to: string) {
  await page.goto(`/korisnik/najava?redirectPath=${encodeURIComponent(to)}`);
  await page.getByLabel('Е-пошта', { exact: true }).fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Најави се' }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

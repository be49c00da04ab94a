import { expect, test } from './support/test';
import { watchConsole } from './support/console';
import { logIn } from './support/accounts';

// docs/product/listing-page.md: what a buyer needs first is in the first screen, and on a phone the contact stays in reach.
test('a buyer has the title, price and contact in view: beside the gallery on a desktop, in a bar at every scroll position on a phone', { tag: '@both' }, async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  // A vehicle whose seller gave a mobile number (other journeys post listings without one before this runs).
  const list = (await (await page.request.get('/api/oglasi?category=vozila')).json()) as { data: { slug: string }[] };
  let path = '';
  for (const { slug } of list.data) {
    const detail = (await (await page.request.get(`/api/oglasi/listing/${slug}`)).json()) as { data: { contact_phone?: string | null } };
    if (/^\+3897\d{7}$/.test(detail.data.contact_phone?.replace(/\s/g, '') ?? '')) {
      path = `/oglas/${slug}`;
      break;
    }
  }
  expect(path).not.toBe('');
  await page.goto(path);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const viewport = page.viewportSize()!;
  // Where it ends once the page has settled (the gallery's first photo and the side column arrive as they load).
  const inFirstScreen = async (element: ReturnType<typeof page.locator>) => {
    await expect(element).toBeVisible();
    await expect.poll(async () => {
      const box = await element.boundingBox();
      return box ? box.y + box.height : Number.POSITIVE_INFINITY;
    }).toBeLessThanOrEqual(viewport.height);
  };
  if (testInfo.project.name === 'desktop') {
    await inFirstScreen(title);
    await inFirstScreen(page.locator('main p', { hasText: /€|ден\.|По Договор/ }).first());
    await inFirstScreen(page.getByRole('link', { name: /^Јави се \+389 \d{2} \d{3} \d{3}$/ }));
    // No phone bar on a wide screen: the contact block beside the gallery does it.
    await expect(page.getByRole('region', { name: 'Контакт со продавачот' })).toBeHidden();
  } else {
    const bar = page.getByRole('region', { name: 'Контакт со продавачот' });
    for (const scroll of [0, 0.5, 1]) {
      await page.evaluate((fraction) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * fraction), scroll);
      await expect(bar).toBeInViewport({ ratio: 1 });
      await expect(bar.getByRole('link', { name: 'Јави се' })).toBeVisible();
    }
    await expect(bar.getByRole('link', { name: 'Јави се' })).toHaveAttribute('href', /^tel:\+389\d{8}$/);
    // The bar stands clear of the bottom bar.
    const barBox = (await bar.boundingBox())!;
    const bottomBar = (await page.getByRole('navigation', { name: 'Главна навигација' }).boundingBox()) ?? { y: viewport.height };
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(bottomBar.y + 1);
  }
  expect(errors).toEqual([]);
});

test("the owner gets their listing's bar — status and my listings' actions — and archives and reactivates from the listing page", async ({ page }) => {
  // Three pages and two status changes, each page audited by the accessibility gate.
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await logIn(page, 'prodavac@primer.mk', '/korisnik/moi-oglasi');
  const first = page.getByRole('tabpanel').getByRole('listitem').first();
  const title = ((await first.getByRole('heading').textContent()) ?? '').trim();
  await first.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const bar = page.getByRole('region', { name: 'Вашиот оглас' });
  await expect(bar.getByText('Статус: Активен')).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Уреди' })).toHaveAttribute('href', /^\/korisnik\/oglas\/\d+$/);
  await expect(bar.getByRole('link', { name: 'Статистика' })).toHaveAttribute('href', /^\/korisnik\/moi-oglasi\/statistika\/\d+$/);
  await expect(bar.getByRole('link', { name: 'Промовирај' })).toBeVisible();
  // Not a buyer here: no save, report, call or chat, no contact bar.
  await expect(page.getByRole('button', { name: 'Пријави' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Јави се/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Контакт со продавачот' })).toHaveCount(0);

  await bar.getByRole('button', { name: 'Архивирај' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Да се архивира „${title}“?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Потврди' }).click();
  await expect(page.getByText('Огласот е архивиран.')).toBeVisible();
  await expect(bar.getByText('Статус: Архивиран')).toBeVisible();
  await bar.getByRole('button', { name: 'Активирај повторно' }).click();
  await expect(page.getByText('Огласот е повторно активиран.')).toBeVisible();
  await expect(bar.getByText('Статус: Активен')).toBeVisible();
  expect(errors).toEqual([]);
});

import type { Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { openChat } from './support/chat';
import { activeAccount, logIn } from './support/accounts';
import { watchConsole } from './support/console';

/**
 * Trust II (issue 43), end to end at both sizes: a new buyer asks the demo seller about a listing; the seller answers
 * with a link to a lookalike payment site and a request to pay in advance — the buyer sees the safety notices and the
 * link's real domain, not a link; the buyer blocks the seller, whose next message is refused; the buyer reports the
 * conversation and an admin finds it in the console's queue with the messages; the buyer unblocks in the profile.
 * Then the seller marks the listing sold and both rate each other; the rating shows on the seller's page, where the
 * seller answers it. The demo seller is verified: the buyer's open conversation shows the mark in its header.
 */
const SELLER = 'prodavac@primer.mk';

async function signIn(browser: Browser, baseURL: string | undefined, testInfo: TestInfo, email: string): Promise<{ context: BrowserContext; page: Page; name: string }> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL });
  const page = await context.newPage();
  await logIn(page, email, '/');
  const body = (await (await page.request.get('/api/auth/user/user-data')).json()) as { user: { full_name: string } };
  return { context, page, name: body.user.full_name };
}

async function send(dialog: Locator, text: string): Promise<void> {
  const input = dialog.getByPlaceholder('Напишете порака');
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

const bubble = (dialog: Locator, text: string) => dialog.getByTestId('message').filter({ hasText: text });

test('a scam warning, block, report to the moderators, unblock, then both rate each other after the sale', async ({ page, browser, baseURL, request }, testInfo) => {
  // Four pages (buyer, seller, admin, profile), each audited by the accessibility gate at the end. ~40 s alone on a
  // quiet machine; on a slow day (decision 168) both its runs at 1280 px failed in one CI run whose log kept only the
  // summary, so it gets room for five times its usual length. It runs on the phone only: none of its checks is about
  // layout (docs/architecture.md, "Journeys at the size where they matter"), and its 1280 px run was 2.3 of CI's minutes.
  test.setTimeout(300_000);
  const errors = watchConsole(page);
  const id = `${testInfo.project.name === 'phone' ? 'P' : 'D'}${Date.now().toString(36).slice(-5)}`;
  const buyerEmail = await activeAccount(request, testInfo, 'safety', 'Бојана');
  await logIn(page, buyerEmail, '/');
  const seller = await signIn(browser, baseURL, testInfo, SELLER);

  // The buyer asks about one of the seller's listings.
  const sellerId = ((await (await seller.page.request.get('/api/auth/user/user-data')).json()) as { user: { id: number } }).user.id;
  const listings = ((await (await page.request.get(`/api/oglasi?user=${sellerId}`)).json()) as { data: Array<{ id: number; href: string }> }).data.sort((a, b) => a.id - b.id);
  // The seller has the chat open already (so no new-message toast covers the phone's bottom bar).
  const sellerDialog = await openChat(seller.page);
  await page.goto(listings[4]!.href);
  await page.getByRole('button', { name: /^(Разговарај со продавачот|Порака)$/ }).click();
  const buyerDialog = page.getByRole('dialog', { name: 'Пораки' });
  const question = `Дали е достапно? ${id}`;
  await send(buyerDialog, question);
  // The open conversation's header carries the verified seller's mark (docs/product/trust.md).
  const threadHeader = buyerDialog.locator('header').filter({ has: page.getByRole('button', { name: 'Назад' }) });
  await expect(threadHeader.getByRole('img', { name: 'Верификуван корисник' })).toBeVisible();

  // The seller answers with a lookalike payment link and a request to pay in advance.
  await sellerDialog.getByRole('option').filter({ hasText: question.slice(0, 20) }).click();
  const link = `Платете безбедно тука: https://paypa1-secure.example/pay ${id}`;
  const advance = `Уплатете 50 евра однапред и веднаш праќам. ${id}`;
  await send(sellerDialog, link);
  await send(sellerDialog, advance);

  // The buyer sees one sentence of advice under each, and the link's real domain — not a link.
  // The bubble shows the domain beside the written link, so it is found by its other words.
  const linkBubble = bubble(buyerDialog, 'Платете безбедно тука:').filter({ hasText: id });
  await expect(linkBubble.getByTestId('link-domain')).toHaveText('paypa1-secure.example');
  await expect(linkBubble.getByRole('link')).toHaveCount(0);
  await expect(buyerDialog.getByRole('note', { name: 'Безбедносен совет' }).filter({ hasText: 'Линкот води надвор од Огласи: не внесувајте лозинка или податоци за плаќање таму.' })).toBeVisible();
  const advanceNotice = buyerDialog.getByRole('note', { name: 'Безбедносен совет' }).filter({ hasText: 'Не плаќајте однапред: платете кога ќе го видите и преземете предметот.' });
  await expect(advanceNotice).toBeVisible();
  await advanceNotice.getByRole('button', { name: 'Затвори го советот' }).click();
  await expect(advanceNotice).toHaveCount(0);
  // The sender's own messages carry no notice.
  await expect(sellerDialog.getByRole('note', { name: 'Безбедносен совет' })).toHaveCount(0);

  // The buyer blocks the seller; the seller's next message is refused (without saying why).
  await buyerDialog.getByRole('button', { name: 'Опции за разговорот' }).click();
  await buyerDialog.getByRole('button', { name: 'Блокирај го корисникот' }).click();
  const blockedToast = page.getByText('Корисникот е блокиран и не може да ви пишува. Можете да го одблокирате во вашиот профил.').first();
  await expect(blockedToast).toBeVisible();
  // On a phone the toast sits over the thread's header: the pointer moves off it (a hovered toast stays) and it goes.
  await page.mouse.move(5, (page.viewportSize()?.height ?? 700) - 5);
  await expect(blockedToast).toBeHidden({ timeout: 10_000 });
  const refused = `Ало? ${id}`;
  await send(sellerDialog, refused);
  await expect(bubble(sellerDialog, refused).getByRole('alert')).toContainText('Пораката не може да се достави во овој разговор.');
  await expect(bubble(buyerDialog, refused)).toHaveCount(0);

  // The buyer reports the conversation.
  await buyerDialog.getByRole('button', { name: 'Опции за разговорот' }).click();
  await buyerDialog.getByRole('button', { name: 'Пријави разговор' }).click();
  await buyerDialog.getByLabel('Што се случи? (незадолжително)').fill(`Бара плаќање однапред ${id}`);
  await buyerDialog.getByRole('button', { name: 'Испрати пријава' }).click();
  await expect(page.getByText('Разговорот е пријавен. Модераторите ќе ги прегледаат последните пораки.').first()).toBeVisible();

  // The admin finds it in the queue, with the messages.
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const adminContext = await browser.newContext({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL });
  const admin = await adminContext.newPage();
  await logIn(admin, 'admin@primer.mk', '/admin');
  await admin.getByRole('tab', { name: /Пријавени разговори/ }).click();
  const report = admin.getByTestId('conversation-report').filter({ hasText: `Бара плаќање однапред ${id}` });
  await expect(report).toContainText(question);
  await expect(report).toContainText(link);
  await expect(report).toContainText(advance);
  await expect(report.getByRole('button', { name: 'Предупреди' })).toBeVisible();
  await report.getByRole('button', { name: 'Отфрли' }).click();
  await expect(admin.getByText('Пријавата е отфрлена.').first()).toBeVisible();
  await adminContext.close();

  // The buyer unblocks the seller in the profile.
  await page.goto('/korisnik/moj-profil');
  const blocked = page.getByRole('region', { name: 'Блокирани корисници' });
  await blocked.getByRole('button', { name: `Одблокирај: ${seller.name}` }).click();
  await expect(page.getByText('Корисникот е одблокиран.').first()).toBeVisible();
  await expect(blocked.getByText('Немате блокирани корисници.')).toBeVisible();

  // The seller marks the listing sold from its page; then both rate each other from the conversation, and the buyer's
  // rating shows on the seller's page.
  await seller.page.goto(listings[4]!.href);
  await seller.page.getByRole('button', { name: 'Продадено' }).click();
  await expect(seller.page.getByText('Огласот е архивиран како продаден. Сега вие и купувачот можете да се оцените.').first()).toBeVisible();
  const sellerChat = await openChat(seller.page);
  await sellerChat.getByRole('option').filter({ hasText: 'Бојана' }).first().click();
  await page.goto(listings[0]!.href);
  const dialog = await openChat(page);
  await dialog.getByRole('option').filter({ hasText: seller.name }).first().click();
  const rate = async (where: Locator, stars: string, comment: string) => {
    await where.getByRole('button', { name: 'Опции за разговорот' }).click();
    await where.getByRole('button', { name: 'Оцени го корисникот' }).click();
    await where.getByRole('radio', { name: stars }).check();
    await where.getByLabel('Краток коментар (незадолжително)').fill(comment);
    await where.getByRole('button', { name: 'Зачувај оцена' }).click();
  };
  await rate(dialog, '5 од 5', `Коректен продавач ${id}`);
  await expect(page.getByText('Оцената е зачувана.').first()).toBeVisible();
  await rate(sellerChat, '4 од 5', `Брз купувач ${id}`);
  await expect(seller.page.getByText('Оцената е зачувана.').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Сите огласи од продавачот' }).first().click();
  const reputation = page.getByRole('region', { name: 'За продавачот' });
  await expect(reputation.getByTestId('rating').filter({ hasText: `Коректен продавач ${id}` })).toContainText('5 од 5');
  await expect(reputation).toContainText(/Нов продавач|од 5 \(\d+ оцени\)/);

  // The seller answers the buyer's rating on their own page; the answer shows there.
  await seller.page.goto(page.url());
  const rated = seller.page.getByRole('region', { name: 'За продавачот' }).getByTestId('rating').filter({ hasText: `Коректен продавач ${id}` });
  await rated.getByRole('button', { name: 'Одговори' }).click();
  await rated.getByLabel('Вашиот одговор').fill(`Фала на купувањето ${id}`);
  await rated.getByRole('button', { name: 'Испрати' }).click();
  await expect(seller.page.getByText('Одговорот е зачуван.').first()).toBeVisible();
  await expect(rated).toContainText(`Одговор: Фала на купувањето ${id}`);
  await expect(rated.getByRole('button', { name: 'Одговори' })).toHaveCount(0);

  await seller.context.close();
  expect(errors).toEqual([]);
});

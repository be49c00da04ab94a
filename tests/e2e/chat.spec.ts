import type { APIRequestContext, Browser, BrowserContext, Locator, Page, TestInfo, WebSocketRoute } from '@playwright/test';
import { expect, test } from './support/test';
import { isPhone, openChat } from './support/chat';

/**
 * The chat, end to end: two browser contexts (a buyer and a seller) against the real server and its seeded
 * demo data (kupuvac@primer.mk and prodavac@primer.mk, password 'Oglasi2025!'). Runs at the phone and the
 * desktop size; each project uses its own listings so their conversations do not meet.
 */

const PASSWORD = 'Oglasi2025!';
const BUYER = 'kupuvac@primer.mk';
const SELLER = 'prodavac@primer.mk';
const NEW_USER = 'nov@primer.mk';

interface Session {
  context: BrowserContext;
  page: Page;
  user: { id: number; full_name: string };
}

interface SocketSwitch {
  /**
   * Cuts every open chat socket. New ones then fail on their own while the context is offline (`offline`), or
   * are refused here while the rest of the network stays up.
   */
  cut(mode: 'offline' | 'refuse'): Promise<void>;
  restore(): void;
}

/** A controllable network for the chat socket: Playwright's offline mode does not close open WebSockets. */
async function socketSwitch(context: BrowserContext): Promise<SocketSwitch> {
  let state: 'online' | 'offline' | 'refuse' = 'online';
  const open = new Set<WebSocketRoute>();
  await context.routeWebSocket(/\/socket\//, (ws) => {
    if (state === 'offline') {
      // The browser's own offline mode makes this connection fail, as a real network cut would.
      ws.connectToServer();
      return;
    }
    if (state === 'refuse') {
      // A refused attempt must end like a dropped connection: a route closed before it ever connected leaves the
      // page's socket hanging until socket.io's 20 s connect timeout, so connect, swallow, and close both ends.
      const server = ws.connectToServer();
      server.onMessage(() => undefined);
      ws.onMessage(() => undefined);
      setTimeout(() => {
        void ws.close({ code: 4000, reason: 'offline' }).catch(() => undefined);
        void server.close().catch(() => undefined);
      }, 50);
      return;
    }
    ws.connectToServer();
    open.add(ws);
    ws.onClose(() => open.delete(ws));
  });
  return {
    async cut(mode) {
      state = mode;
      await Promise.all([...open].map((ws) => ws.close({ code: 4000, reason: 'offline' }).catch(() => undefined)));
      open.clear();
    },
    restore() {
      state = 'online';
    },
  };
}

interface Fixtures {
  browser: Browser;
  baseURL: string | undefined;
}

/** A new browser context at the project's size (phone or desktop), signed in through the login page. */
async function signIn({ browser, baseURL }: Fixtures, testInfo: TestInfo, email: string, withSwitch = false): Promise<Session & { network: SocketSwitch | null }> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL });
  const network = withSwitch ? await socketSwitch(context) : null;
  const page = await context.newPage();
  await page.goto('/korisnik/najava');
  await page.getByRole('textbox', { name: 'Е-пошта' }).fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Најави се' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const body = (await (await page.request.get('/api/auth/user/user-data')).json()) as { user: Session['user'] };
  return { context, page, user: body.user, network };
}

/** An account's id, through the API (its own cookie jar; the login call carries the same-origin header). */
async function accountId(request: APIRequestContext, baseURL: string | undefined, email: string): Promise<number> {
  await request.post('/api/auth/user/auth', { data: { provider: 'email', email, password: PASSWORD }, headers: { origin: baseURL ?? '' } });
  const body = (await (await request.get('/api/auth/user/user-data')).json()) as { user: { id: number } };
  return body.user.id;
}

function unreadBadge(page: Page): Locator {
  return isPhone(page) ? page.getByTestId('bottom-bar-badge') : page.getByRole('banner').getByTestId('chat-badge');
}

function bubble(dialog: Locator, text: string): Locator {
  return dialog.getByTestId('message').filter({ hasText: text });
}

async function sellerListings(page: Page, sellerId: number): Promise<Array<{ id: number; title: string; href: string }>> {
  const body = (await (await page.request.get(`/api/oglasi?user=${sellerId}`)).json()) as { data: Array<{ id: number; title: string; href: string }> };
  return [...body.data].sort((a, b) => a.id - b.id);
}

/** A short unique tag per run and project, so texts from earlier runs or the other project never match. */
function tag(testInfo: TestInfo): string {
  return `${testInfo.project.name === 'phone' ? 'P' : 'D'}${Date.now().toString(36).slice(-5)}`;
}

async function send(dialog: Locator, text: string): Promise<void> {
  const input = dialog.getByPlaceholder('Напишете порака');
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

test.describe('chat', () => {
  test('buyer asks the seller: badge, preview toast, typing indicator, reply, ✓✓', { tag: '@both' }, async ({ browser, baseURL }, testInfo) => {
    const seller = await signIn({ browser, baseURL }, testInfo, SELLER);
    const buyer = await signIn({ browser, baseURL }, testInfo, BUYER);
    const listings = await sellerListings(buyer.page, seller.user.id);
    // The seed talks about the seller's first two listings; each project asks about its own third one.
    const listing = listings[testInfo.project.name === 'phone' ? 2 : 3]!;
    const id = tag(testInfo);

    await buyer.page.goto(listing.href);
    await buyer.page.getByRole('button', { name: /^(Разговарај со продавачот|Порака)$/ }).click();
    const buyerDialog = buyer.page.getByRole('dialog', { name: 'Пораки' });
    await expect(buyerDialog.getByRole('heading', { name: seller.user.full_name })).toBeVisible();
    await expect(buyerDialog.getByRole('button', { name: 'Испрати' })).toBeDisabled();
    const question = `Дали е достапно? ${id}`;
    await send(buyerDialog, question);
    await expect(bubble(buyerDialog, question).getByRole('img', { name: 'Доставено' })).toHaveText('✓✓');

    // The seller, elsewhere on the site: the badge and the bottom-right preview toast.
    await expect(unreadBadge(seller.page)).toHaveText(/^([1-9]|9\+)$/);
    const toast = seller.page.getByTestId('message-preview-toast').filter({ hasText: question });
    await expect(toast).toContainText(`Нова порака од ${buyer.user.full_name}`);
    const toastBox = await toast.boundingBox();
    const viewport = seller.page.viewportSize()!;
    expect(toastBox!.x + toastBox!.width).toBeGreaterThan(viewport.width * 0.6);
    expect(toastBox!.y).toBeGreaterThan(viewport.height * 0.5);

    const sellerDialog = await openChat(seller.page);
    await sellerDialog.getByRole('option').filter({ hasText: question.slice(0, 20) }).click();
    await expect(bubble(sellerDialog, question)).toBeVisible();

    // The buyer types: the seller sees it; the buyer stops (empty input): it goes.
    await buyerDialog.getByPlaceholder('Напишете порака').pressSequentially('А може');
    await expect(sellerDialog.getByTestId('typing-indicator').filter({ hasText: `${buyer.user.full_name} пишува...` })).toBeVisible();
    await buyerDialog.getByPlaceholder('Напишете порака').fill('');
    await expect(sellerDialog.getByTestId('typing-indicator').filter({ hasText: `${buyer.user.full_name} пишува...` })).toHaveCount(0);

    const reply = `Да, достапно е. ${id}`;
    await send(sellerDialog, reply);
    await expect(bubble(sellerDialog, reply).getByRole('img', { name: 'Доставено' })).toHaveText('✓✓');
    await expect(bubble(buyerDialog, reply)).toBeVisible();
    await expect(buyer.page.getByTestId('chat-live')).toContainText(reply);

    await seller.context.close();
    await buyer.context.close();
  });

  test('load more on the seeded long conversation keeps the reading position; the DOM stays small', async ({ browser, baseURL, request }, testInfo) => {
    const sellerId = await accountId(request, baseURL, SELLER);
    const buyer = await signIn({ browser, baseURL }, testInfo, BUYER);
    // The seed's long conversation (320 messages) is about the seller's first listing.
    const listings = await sellerListings(buyer.page, sellerId);
    const dialog = await openChat(buyer.page);
    await dialog.getByRole('option').filter({ hasText: listings[0]!.title.slice(0, 15) }).click();
    const list = dialog.getByTestId('message-list');
    await expect(list).toHaveAttribute('data-count', /\d+/);
    const before = Number(await list.getAttribute('data-count'));
    expect(before).toBe(20);

    // Scroll to the oldest loaded message, remember where a row sits, load the next page.
    // Wait until the scroll has been handled (the list renders the rows that came into view) before measuring.
    await list.evaluate(async (element) => {
      element.scrollTop = 0;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBe(0);
    const anchor = list.locator('[data-key^="m:"]').nth(2);
    const key = await anchor.getAttribute('data-key');
    const top = (await anchor.getByTestId('message').boundingBox())!.y;
    await dialog.getByRole('button', { name: 'Вчитај постари пораки' }).click();
    await expect.poll(async () => Number(await list.getAttribute('data-count'))).toBeGreaterThan(before);
    const after = (await list.locator(`[data-key="${key}"]`).getByTestId('message').boundingBox({ timeout: 5_000 }))!.y;
    expect(Math.abs(after - top)).toBeLessThan(4);
    expect(await dialog.getByTestId('message').count()).toBeLessThanOrEqual(60);
    await buyer.context.close();
  });

  test('a new user writes to support', async ({ browser, baseURL }, testInfo) => {
    const user = await signIn({ browser, baseURL }, testInfo, NEW_USER);
    const dialog = await openChat(user.page);
    await dialog.getByRole('button', { name: 'Контактирај поддршка' }).click();
    const question = `Како да објавам оглас? ${tag(testInfo)}`;
    await send(dialog, question);
    await expect(bubble(dialog, question).getByRole('img', { name: 'Доставено' })).toHaveText('✓✓');
    await expect(dialog.getByRole('heading', { name: 'Поддршка Огласи' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Поддршка' }).first()).toBeVisible();
    await user.context.close();
  });

  test('the same dialog runs on the mock chat socket (?demo=chat) with no server', async ({ page }) => {
    // No API at all: the page falls back to the demo user and the in-page mock socket (README, docs/embed.md).
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.goto('/?demo=chat');
    const dialog = await openChat(page);
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await dialog.getByRole('option').nth(1).click();
    const text = 'Здраво од демото';
    await send(dialog, text);
    await expect(bubble(dialog, text).getByRole('img', { name: 'Доставено' })).toHaveText('✓✓');
    // The scripted peer answers.
    await expect(dialog.getByTestId('message').last()).not.toContainText(text, { timeout: 20_000 });
  });

  test('offline in the middle: messages are delivered once and in order; a pending message survives a reload', async ({ browser, baseURL }, testInfo) => {
    // A reconnect may wait out socket.io's 20 s connect timeout when an attempt hangs on a busy machine.
    test.setTimeout(150_000);
    const seller = await signIn({ browser, baseURL }, testInfo, SELLER);
    const buyer = await signIn({ browser, baseURL }, testInfo, BUYER, true);
    const listings = await sellerListings(buyer.page, seller.user.id);
    const listing = listings[testInfo.project.name === 'phone' ? 4 : 5]!;
    const id = tag(testInfo);

    await buyer.page.goto(listing.href);
    await buyer.page.getByRole('button', { name: /^(Разговарај со продавачот|Порака)$/ }).click();
    const buyerDialog = buyer.page.getByRole('dialog', { name: 'Пораки' });
    const opening = `Здраво ${id}`;
    await send(buyerDialog, opening);
    await expect(bubble(buyerDialog, opening).getByRole('img', { name: 'Доставено' })).toBeVisible();
    const sellerDialog = await openChat(seller.page);
    await sellerDialog.getByRole('option').filter({ hasText: opening }).click();
    await expect(bubble(sellerDialog, opening)).toBeVisible();

    // The network goes away for a few seconds while the buyer keeps writing.
    await buyer.context.setOffline(true);
    await buyer.network!.cut('offline');
    const first = `Прва ${id}`;
    const second = `Втора ${id}`;
    await send(buyerDialog, first);
    await send(buyerDialog, second);
    await expect(bubble(buyerDialog, second).getByRole('img', { name: 'Се испраќа' })).toHaveText('◔');
    await buyer.page.waitForTimeout(3_000);
    await expect(bubble(sellerDialog, first)).toHaveCount(0);
    buyer.network!.restore();
    await buyer.context.setOffline(false);

    await expect(bubble(sellerDialog, second)).toHaveCount(1, { timeout: 45_000 });
    await expect(bubble(sellerDialog, first)).toHaveCount(1);
    const texts = await sellerDialog.getByTestId('message').allTextContents();
    const order = [opening, first, second].map((text) => texts.findIndex((item) => item.includes(text)));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    await expect(bubble(buyerDialog, second).getByRole('img', { name: 'Доставено' })).toBeVisible();

    // Pending when the page reloads: the new page sends it (once).
    await buyer.network!.cut('refuse');
    const third = `Трета ${id}`;
    await send(buyerDialog, third);
    await expect(bubble(buyerDialog, third).getByRole('img', { name: 'Се испраќа' })).toBeVisible();
    await buyer.page.reload();
    buyer.network!.restore();
    await expect(bubble(sellerDialog, third)).toHaveCount(1, { timeout: 45_000 });
    await buyer.page.waitForTimeout(1_500);
    await expect(bubble(sellerDialog, third)).toHaveCount(1);

    await seller.context.close();
    await buyer.context.close();
  });
});

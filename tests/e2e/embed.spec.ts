import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Frame, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * The chat on a partner's site (docs/embed.md, decision 135), end to end against the real server: a partner page
 * served from a second loopback origin (127.0.0.2, the port EMBED_ORIGINS lists in playwright.config.ts) includes
 * /embed/chat.js; the buyer signs in through Oglasi's first-party sign-in window, chats with the seller (signed in
 * to the web app in another browser context) both ways; the partner page's own styles and scripts are untouched,
 * a hostile stylesheet does not break the chat; the same page from an origin not in EMBED_ORIGINS is refused.
 */

const PASSWORD = 'Oglasi2025!';
const BUYER = 'kupuvac@primer.mk';
const SELLER = 'prodavac@primer.mk';
const PARTNER_HOST = '127.0.0.2';

/** The partner's page: its own heading, paragraph, button and script, a hostile stylesheet, and the one script tag. */
function partnerPage(oglasi: string): string {
  return `<!doctype html>
<html lang="mk">
  <head>
    <meta charset="utf-8" />
    <title>Автосалон Партнер</title>
    <style>
      /* Hostile on purpose: a reset of everything, hidden divs and iframes, loud buttons. */
      * { all: unset; }
      head, script, style, title { display: none; }
      body { display: block; font-family: serif; color: rgb(20, 20, 20); background: rgb(255, 255, 255); }
      main { display: block; padding: 16px; }
      h1 { display: block; font-size: 28px; color: rgb(30, 40, 50); }
      p { display: block; font-size: 17px; color: rgb(20, 20, 20); }
      button { display: inline-block; padding: 4px; color: rgb(255, 255, 255) !important; background: rgb(120, 0, 0) !important; }
      div { display: none !important; }
      iframe { display: none !important; width: 0 !important; height: 0 !important; }
    </style>
    <script>
      window.partnerGlobals = Object.getOwnPropertyNames(window);
      window.partnerMessages = [];
      window.addEventListener('message', (event) => window.partnerMessages.push(JSON.stringify(event.data)));
    </script>
    <script type="module" src="${oglasi}/embed/chat.js" data-oglasi-chat data-lang="mk"></script>
    <script type="module">
      const chat = window.OglasiChat;
      document.body.dataset.embed = chat ? 'loaded' : 'refused';
      if (chat) {
        chat.onUnreadChange((count) => { document.getElementById('unread').textContent = String(count); });
        chat.on('ready', () => { document.body.dataset.ready = 'yes'; });
      }
      document.getElementById('own').addEventListener('click', () => { document.getElementById('own').textContent = 'Кликнато'; });
    </script>
  </head>
  <body>
    <main>
      <h1 id="title">Автосалон Партнер</h1>
      <p id="note">Непрочитани пораки: <span id="unread">-</span></p>
      <button id="own" type="button">Наше копче</button>
    </main>
  </body>
</html>`;
}

interface PartnerSite {
  allowed: string;
  refused: string;
  close(): Promise<void>;
}

/** Serves the partner page on 127.0.0.2 at E2E_PORT + 2 (listed in EMBED_ORIGINS) and + 3 (not listed). */
async function servePartner(oglasi: string): Promise<PartnerSite> {
  const port = Number(new URL(oglasi).port);
  const servers = [port + 2, port + 3].map((at) =>
    http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(partnerPage(oglasi));
    }).listen(at, PARTNER_HOST),
  );
  await Promise.all(servers.map((server) => new Promise((resolve) => (server.listening ? resolve(null) : server.once('listening', resolve)))));
  const origin = (server: http.Server) => `http://${PARTNER_HOST}:${(server.address() as AddressInfo).port}`;
  return {
    allowed: origin(servers[0]!),
    refused: origin(servers[1]!),
    close: async () => {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}

async function newContext(browser: Browser, testInfo: TestInfo, baseURL?: string): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  return browser.newContext({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL });
}

/** The seller, signed in to the web app itself. */
async function sellerSession(browser: Browser, testInfo: TestInfo, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page; id: number }> {
  const context = await newContext(browser, testInfo, baseURL);
  const page = await context.newPage();
  await page.goto('/korisnik/najava');
  await page.getByRole('textbox', { name: 'Е-пошта' }).fill(SELLER);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Најави се' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const body = (await (await page.request.get('/api/auth/user/user-data')).json()) as { user: { id: number } };
  return { context, page, id: body.user.id };
}

async function openWebChat(page: Page): Promise<Locator> {
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  if (phone) await page.getByRole('navigation', { name: 'Главна навигација' }).getByRole('button', { name: /Пораки/ }).click();
  else await page.getByRole('banner').getByRole('button', { name: /^Пораки/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Пораки' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The chat frame inside the partner page (in a closed shadow root: reached as a frame, not through the DOM). */
async function chatFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/app/embed/frame.html'))).toBe(true);
  return page.frames().find((frame) => frame.url().includes('/app/embed/frame.html'))!;
}

const bubble = (dialog: Locator, text: string) => dialog.getByTestId('message').filter({ hasText: text });

async function send(dialog: Locator, text: string): Promise<void> {
  const input = dialog.getByPlaceholder('Напишете порака');
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

const hostLook = (page: Page) =>
  page.evaluate(() =>
    ['title', 'note', 'own'].map((id) => {
      const style = getComputedStyle(document.getElementById(id)!);
      return [id, style.display, style.color, style.backgroundColor, style.fontSize, style.fontFamily].join('|');
    }),
  );

test.describe('the chat embedded in a partner site', () => {
  // Up for the whole file: the accessibility gate reads the partner pages after each test.
  let partner: PartnerSite;
  test.beforeAll(async ({ baseURL }) => {
    partner = await servePartner(baseURL!);
  });
  test.afterAll(async () => {
  });

  test('signs in through the Oglasi window, chats with a seller both ways, leaves the host page alone', async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const seller = await sellerSession(browser, testInfo, baseURL);
    const listings = (await (await seller.page.request.get(`/api/oglasi?user=${seller.id}`)).json()) as { data: Array<{ id: number; title: string }> };
    const listing = [...listings.data].sort((a, b) => a.id - b.id)[testInfo.project.name === 'phone' ? 6 : 7]!;
    const id = `${testInfo.project.name === 'phone' ? 'P' : 'D'}${Date.now().toString(36).slice(-5)}`;

    const buyerContext = await newContext(browser, testInfo);
    const page = await buyerContext.newPage();
    await page.goto(`${partner.allowed}/prodavnica`);
    await expect(page.locator('body')).toHaveAttribute('data-embed', 'loaded');
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'yes');
    const lookBefore = await hostLook(page);

    // Signed out: the launcher opens Oglasi's own sign-in window (first party: its cookie works there).
    const frame = await chatFrame(page);
    const launcher = frame.getByRole('button', { name: 'Најави се за пораки' });
    await expect(launcher).toBeVisible();
    const popupOpened = page.waitForEvent('popup');
    await launcher.click();
    const popup = await popupOpened;
    expect(popup.url()).toContain('/app/embed/sign-in.html');
    await expect(popup.getByText(`продавачите на ${new URL(partner.allowed).host}`)).toBeVisible();
    await popup.getByRole('textbox', { name: 'Е-пошта' }).fill(BUYER);
    await popup.getByLabel('Лозинка').fill(PASSWORD);
    await popup.getByRole('button', { name: 'Најави се' }).click();
    await popup.waitForEvent('close');

    // Signed in: the partner page starts the conversation about the seller's listing through the JS API.
    await expect(frame.getByRole('button', { name: /^Пораки/ })).toBeVisible();
    await page.evaluate((listingId) => window.OglasiChat?.startConversation({ listingId }), listing.id);
    const dialog = frame.getByRole('dialog', { name: 'Пораки' });
    await expect(dialog).toBeVisible();
    const question = `Дали е достапно? ${id}`;
    await send(dialog, question);
    await expect(bubble(dialog, question).getByRole('img', { name: 'Доставено' })).toBeVisible();

    // The seller, in the web app, reads it and answers; the partner page hears of the unread answer.
    const sellerDialog = await openWebChat(seller.page);
    await sellerDialog.getByRole('option').filter({ hasText: question }).click();
    await expect(bubble(sellerDialog, question)).toBeVisible();
    await page.evaluate(() => window.OglasiChat?.close());
    await expect(dialog).toBeHidden();
    // The seed leaves the buyer unread messages in other conversations (counted once the list has loaded): the page's
    // count follows the widget's badge, and reading the answer takes exactly one off it.
    const answer = `Да, достапно е ${id}`;
    await send(sellerDialog, answer);
    await expect.poll(() => page.evaluate(() => window.OglasiChat?.unreadCount ?? 0)).toBeGreaterThan(0);
    let unread = 0;
    await expect(async () => {
      unread = Number(await page.locator('#unread').textContent());
      await expect(frame.getByRole('button', { name: `Пораки, ${unread} непрочитани` })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await frame.getByRole('button', { name: /^Пораки, \d+ непрочитани/ }).click();
    await dialog.getByRole('option').filter({ hasText: answer }).click();
    await expect(bubble(dialog, answer)).toBeVisible();
    await expect(page.locator('#unread')).toHaveText(String(unread - 1));

    // The host page: its own styles as they were, its own script still works, one global added, no token seen.
    expect(await hostLook(page)).toEqual(lookBefore);
    await page.locator('#own').click();
    await expect(page.locator('#own')).toHaveText('Кликнато');
    const added = await page.evaluate(() => {
      const before = new Set((window as unknown as { partnerGlobals: string[] }).partnerGlobals);
      return Object.getOwnPropertyNames(window).filter((name) => !before.has(name) && !['partnerGlobals', 'partnerMessages'].includes(name));
    });
    expect(added).toEqual(['OglasiChat']);
    const heard = await page.evaluate(() => (window as unknown as { partnerMessages: string[] }).partnerMessages.join('\n'));
    expect(heard).toContain('oglasi-chat:unread');
    expect(heard).not.toMatch(/e1\.\d+\./);
    expect(heard).not.toContain(question);

    await buyerContext.close();
    await seller.context.close();
  });

  test('the same page on an origin not in EMBED_ORIGINS gets no chat', async ({ browser, baseURL }, testInfo) => {
    const context = await newContext(browser, testInfo);
    const page = await context.newPage();
    await page.goto(`${partner.refused}/prodavnica`);
    // The loader is a module served with CORS for listed origins only: the browser refuses to run it here.
    await expect(page.locator('body')).toHaveAttribute('data-embed', 'refused');
    await expect(page.locator('oglasi-chat')).toHaveCount(0);
    // Framing the chat directly is refused too (frame-ancestors), and no chat token is issued for this origin.
    const refusedFrame = await page.evaluate(async (oglasi) => {
      const frame = document.createElement('iframe');
      frame.title = 'chat';
      frame.src = `${oglasi}/app/embed/frame.html`;
      document.body.append(frame);
      return frame.src;
    }, baseURL!);
    await expect.poll(() => page.frames().find((frame) => frame.url() === refusedFrame || frame.url().startsWith('chrome-error'))?.url()).toMatch(/^chrome-error/);
    const token = await context.request.post(`${baseURL}/api/embed/chat-token`, { data: { origin: partner.refused }, headers: { origin: baseURL! } });
    expect(token.status()).toBe(403);
    expect(await token.json()).toMatchObject({ status: 'error', messageId: 'embed.originRefused' });
    await context.close();
  });
});

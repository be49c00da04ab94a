/**
 * `npm run bench -- web-chat`: the chat in the production build.
 *
 * 1. Size: the lazily loaded chat chunk (the dialog, its virtualised list, TanStack Virtual), and the chat embedded
 *    in partner sites: its initial JS (the loader and the frame, budget 90 KB gzip) and what sign-in adds.
 * 2. A 5,000-message conversation, seeded into a fresh database and served by the real server, opened in Debian's
 *    Chromium as the buyer: the time from the click on the conversation to its newest message on screen, then
 *    the whole history pulled in with 'load more' (20 a page) and the number of message elements in the DOM with
 *    all 5,000 in memory — virtualised, it stays at a screenful (about 60 at most), wherever the list is scrolled.
 *
 * Figures only, no assertions on time (docs/architecture.md#tests). Needs /usr/bin/chromium (CHROMIUM_PATH).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { OutputAsset, OutputChunk, RolldownOutput } from 'rolldown';
import type { Page } from 'playwright-core';
import { openDatabase } from '../server/db/database';
import { seedMarketplace } from '../server/seed/seed';
import { CHROMIUM_PATH, hasChromium, launchChromium } from './support/chromium';
import { startServer } from './support/server';

const MESSAGES = 5_000;
const PORT = Number(process.env.BENCH_PORT ?? 3197);
const PASSWORD = 'Oglasi2025!';

const work = path.join(os.tmpdir(), 'oglasi-bench-web-chat');
const outDir = path.join(work, 'dist');
const dataDir = path.join(work, 'data');
// Seed photos are drawn once and reused across runs.
const uploadsDir = path.join(work, 'uploads');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

// ---- 1. sizes ---------------------------------------------------------------------------------------------
fs.rmSync(outDir, { recursive: true, force: true });
const result = await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
const outputs = (Array.isArray(result) ? result : [result]) as RolldownOutput[];
const items = outputs.flatMap((output) => output.output);
const chunks = items.filter((item): item is OutputChunk => item.type === 'chunk');
const assets = items.filter((item): item is OutputAsset => item.type === 'asset');
const sizeOf = (code: string | Uint8Array) => ({ size: typeof code === 'string' ? Buffer.byteLength(code) : code.length, gzip: gzipSync(code).length });

const dialogChunk = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.endsWith('ui/chat/ChatDialogContainer.tsx'));
if (!dialogChunk) throw new Error('no lazily loaded ChatDialogContainer chunk in the build');
const dialogCss = assets.filter((asset) => dialogChunk.viteMetadata?.importedCss.has(asset.fileName));
const holdsVirtual = Object.keys(dialogChunk.modules).some((id) => id.includes('/node_modules/@tanstack/'));
const js = sizeOf(dialogChunk.code);
const css = dialogCss.reduce((sum, asset) => sum + sizeOf(asset.source).gzip, 0);
console.log(`chat chunk ${dialogChunk.fileName}: ${kb(js.size)}, gzip ${kb(js.gzip)} (+ CSS gzip ${kb(css)}); TanStack Virtual inside: ${holdsVirtual ? 'yes' : 'no'}`);

const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
const staticGraph = (root: OutputChunk) => {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(root.fileName);
  return [...seen].map((fileName) => byName.get(fileName)!).filter(Boolean);
};
// The chat on a partner page (docs/embed.md): the loader the partner includes (/embed/chat.js) and the frame's
// first download (React, the launcher, the sign-in and the bridge) — budget 90 KB gzip (issue 24). The chat engine
// comes with sign-in and the dialog on first open: printed apart, as what a signed-in visitor adds.
const EMBED_BUDGET_KB = 90;
const gzipOf = (list: OutputChunk[]) => list.reduce((sum, chunk) => sum + sizeOf(chunk.code).gzip, 0);
const loader = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('app/embed/loader.ts'));
const frame = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('app/embed/frame.html'));
const enginePart = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.endsWith('app/embed/chat-part.ts'));
if (!loader || !frame || !enginePart) throw new Error('no embed loader, frame or chat-part chunk in the build');
const frameGraph = staticGraph(frame);
const initial = new Set([loader, ...frameGraph]);
const initialKb = gzipOf([...initial]) / 1024;
const verdict = initialKb <= EMBED_BUDGET_KB ? 'within' : 'OVER';
console.log(`embed initial JS (loader ${loader.fileName} ${kb(sizeOf(loader.code).gzip)} + frame ${frameGraph.length} chunks): gzip ${initialKb.toFixed(1)} kB — ${verdict} the ${EMBED_BUDGET_KB} kB budget`);
const engineExtra = staticGraph(enginePart).filter((chunk) => !initial.has(chunk));
const socketIo = chunks.filter((chunk) => chunk.isDynamicEntry && Object.keys(chunk.modules).some((id) => id.includes('/node_modules/socket.io-client/')));
console.log(`embed on sign-in: + chat engine ${kb(gzipOf(engineExtra))} (${engineExtra.length} chunks) + socket.io-client ${kb(gzipOf(socketIo))}; the dialog on first open: ${kb(js.gzip)}`);
if (verdict === 'OVER') console.log(`!!! embed initial JS is over budget by ${(initialKb - EMBED_BUDGET_KB).toFixed(1)} kB`);

// ---- 2. a 5,000-message conversation -----------------------------------------------------------------------
if (!hasChromium()) {
  console.log(`open time: SKIPPED — Chromium not found at ${CHROMIUM_PATH}`);
  process.exit(0);
}
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(uploadsDir, { recursive: true });
let started = Date.now();
const database = await openDatabase({ dataDir });
const seeded = await seedMarketplace(database, { uploadsDir, supportEmail: 'poddrska@primer.mk', listings: 40, imagesPerCategory: 1 });
const buyerId = seeded.users.buyer;
const sellerId = seeded.users.seller;
const listingId = seeded.sellerListings.at(-1);
if (buyerId === undefined || sellerId === undefined || listingId === undefined) throw new Error('the seed has no buyer, seller or seller listing');
const listing = await database.db.selectFrom('listings').select(['title']).where('id', '=', listingId).executeTakeFirstOrThrow();
const end = Date.now() - 60_000;
const conversation = await database.db
  .insertInto('conversations')
  .values({ kind: 'listing', entity_id: listingId, buyer_id: buyerId, seller_id: sellerId, last_message: `Порака ${MESSAGES}`, last_message_at: new Date(end), last_sender_id: sellerId, created_at: new Date(end - MESSAGES * 300_000) })
  .returning('id')
  .executeTakeFirstOrThrow();
// One message every 5 minutes: about 17 days, so the thread has day groups too.
const rows = Array.from({ length: MESSAGES }, (_, index) => {
  const fromBuyer = index % 2 === 0;
  const long = index % 7 === 0 ? ' — подолга порака што завзема повеќе од еден ред во балонот' : '';
  return {
    conversation_id: conversation.id,
    sender_id: fromBuyer ? buyerId : sellerId,
    recipient_id: fromBuyer ? sellerId : buyerId,
    body: `Порака ${index + 1}${long}`,
    temp_id: `bench-${index}`,
    created_at: new Date(end - (MESSAGES - 1 - index) * 300_000),
  };
});
for (let start = 0; start < rows.length; start += 500) await database.db.insertInto('messages').values(rows.slice(start, start + 500)).execute();
await database.db
  .insertInto('conversation_participants')
  .values([
    { conversation_id: conversation.id, user_id: buyerId, unread_count: 0, last_read_message_id: 0 },
    { conversation_id: conversation.id, user_id: sellerId, unread_count: 0, last_read_message_id: 0 },
  ])
  .execute();
await database.close();
console.log(`\nseeded a ${MESSAGES}-message conversation in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const server = await startServer({ port: PORT, env: { DATA_DIR: dataDir, UPLOADS_DIR: uploadsDir, CLIENT_DIR: outDir, NODE_ENV: 'test', SEED_ON_START: '0' } });
try {
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, baseURL: server.url });
  await page.goto('/korisnik/najava');
  await page.getByRole('textbox', { name: 'Е-пошта' }).fill('kupuvac@primer.mk');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Најави се' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('banner').getByRole('button', { name: /^Пораки/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Пораки' });
  const row = dialog.getByRole('option').filter({ hasText: listing.title.slice(0, 15) });
  await row.waitFor();

  // Timed inside the page: from the click to the frame after the newest message is in the DOM. Playwright's own
  // click (actionability checks over several animation frames) and its polling waitFor add their round trips to
  // the driver, so their figure is printed apart, as what the test driver sees.
  started = performance.now();
  await row.evaluate((element) => element.setAttribute('data-bench-row', ''));
  // A string, not a function: tsx names the functions it compiles (`__name`), which the page does not have.
  const inPageMs = (await page.evaluate(`new Promise((resolve) => {
    const element = document.querySelector('[data-bench-row]');
    const dialogElement = element.closest('[role="dialog"]') || document.body;
    const newest = ${JSON.stringify(`Порака ${MESSAGES}`)};
    const shown = () => [...dialogElement.querySelectorAll('[data-testid="message"]')].some((message) => (message.textContent || '').includes(newest));
    const clickedAt = performance.now();
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      // The next frame after the change: it is painted by then.
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - clickedAt)));
    });
    observer.observe(dialogElement, { childList: true, subtree: true, characterData: true });
    element.click();
  })`)) as number;
  await dialog.getByTestId('message').filter({ hasText: `Порака ${MESSAGES}` }).waitFor();
  const driverMs = performance.now() - started;
  const list = dialog.getByTestId('message-list');
  console.log(`open (click → newest message on screen, timed in the page): ${ms(inPageMs)} (budget < 150 ms: ${inPageMs < 150 ? 'met' : 'MISSED'}); as the test driver sees it: ${ms(driverMs)}`);
  console.log(`  ${await list.getAttribute('data-count')} rows loaded, ${await messagesInDom(page)} message elements in the DOM`);

  // Pull the whole history in, a page at a time, as a reader pressing 'load more' would.
  const more = dialog.getByRole('button', { name: 'Вчитај постари пораки' });
  started = performance.now();
  let pages = 0;
  let lastPageMs = 0;
  while (await more.isVisible()) {
    const before = Number(await list.getAttribute('data-count'));
    const pageStarted = performance.now();
    await more.click();
    await page.waitForFunction((count) => Number(document.querySelector('[data-testid="message-list"]')?.getAttribute('data-count')) > count, before);
    lastPageMs = performance.now() - pageStarted;
    pages += 1;
  }
  const allMs = performance.now() - started;
  console.log(`load more ×${pages} (all ${MESSAGES} in memory): ${(allMs / 1000).toFixed(1)} s, last page (click → rows added) ${ms(lastPageMs)}`);
  await list.evaluate((element) => element.scrollTo({ top: 0 }));
  const oldest = await dialog.getByTestId('message').filter({ hasText: /^Порака 1(?!\d)/ }).waitFor({ timeout: 5_000 }).then(() => true, () => false);
  const atTop = await messagesInDom(page);
  console.log(`scrolled to the top: the first message ('Порака 1') rendered: ${oldest ? 'yes' : 'no'}`);
  await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight / 2 }));
  await page.waitForTimeout(200);
  const middle = await messagesInDom(page);
  await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await page.waitForTimeout(200);
  const bottom = await messagesInDom(page);
  console.log(`message elements in the DOM with ${MESSAGES} loaded — top: ${atTop}, middle: ${middle}, bottom: ${bottom} (virtualised: at most ~60)`);
  await browser.close();
} finally {
  server.stop();
}

async function messagesInDom(page: Page): Promise<number> {
  return page.locator('[data-testid="message"]').count();
}

import { expect, test } from '@playwright/test';
import { AccessibilityWatch } from './support/accessibility';
import { serverPort } from './support/servers';

/**
 * The accessibility gate itself (tests/e2e/support/accessibility.ts), without the automatic fixture that would fail
 * this test on the violations it plants: it audits every rendering it kept, one after the other in one page of the
 * site's origin, and a violation is found whether its rendering is audited first or after a clean one.
 */
test('the accessibility gate finds a violation in every rendering it audits, the first one and those after a clean one', async ({ browser }, testInfo) => {
  const baseURL = `http://localhost:${serverPort(testInfo.parallelIndex)}`;
  const watch = new AccessibilityWatch(browser, testInfo);
  const context = await browser.newContext({ baseURL });
  watch.watchContext(context);
  const renderings = [
    ['first', '<main><h1>Прва</h1><button></button></main>'],
    ['clean', '<main><h1>Чиста</h1><p>Текст.</p></main>'],
    ['third', '<main><h1>Трета</h1><img src="/favicon.ico"></main>'],
  ];
  for (const [name, body] of renderings) {
    const page = await context.newPage();
    await page.goto(`/api/health?${name}`);
    await page.setContent(`<!doctype html><html lang="mk"><head><title>${name}</title></head><body>${body}</body></html>`);
  }
  const failing = await watch.finish();
  await context.close();
  expect(failing.map((finding) => [new URL(finding.url).search, finding.rule])).toEqual([
    ['?first', 'button-name'],
    ['?third', 'image-alt'],
  ]);
});

import { test as base, expect } from '@playwright/test';
import { AccessibilityWatch } from './accessibility';
import { serverPort } from './servers';

/**
 * Every journey imports `test` from here: it carries the accessibility gate as an automatic fixture, for the
 * default context and for every context the test opens itself with `browser.newContext()` (the chat journeys
 * open two). A journey that fails the gate fails with the list of violations.
 */
export const test = base.extend<{ accessibilityGate: AccessibilityWatch }>({
  // Each worker has a server and database of its own (playwright.config.ts, ./servers.ts).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  baseURL: async ({}, use, testInfo) => {
    await use(`http://localhost:${serverPort(testInfo.parallelIndex)}`);
  },
  accessibilityGate: [
    async ({ context, browser }, use, testInfo) => {
      const watch = new AccessibilityWatch(browser, testInfo);
      watch.watchContext(context);
      const newContext = browser.newContext.bind(browser);
      // Contexts a journey opens itself are watched too; restored after the test.
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const created = await newContext(...args);
        watch.watchContext(created);
        return created;
      };
      try {
        await use(watch);
      } finally {
        browser.newContext = newContext;
      }
      const failing = await watch.finish();
      expect(failing, `axe found serious/critical WCAG 2.2 AA violations:\n${JSON.stringify(failing, null, 2)}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

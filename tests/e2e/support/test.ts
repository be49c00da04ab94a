import { test as base, expect } from '@playwright/test';
import { AccessibilityWatch } from './accessibility';

/**
 * Every journey imports `test` from here: it carries the accessibility gate as an automatic fixture, for the
 * default context and for every context the test opens itself with `browser.newContext()` (the chat journeys
 * open two). A journey that fails the gate fails with the list of violations.
 */
export const test = base.extend<{ accessibilityGate: AccessibilityWatch }>({
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

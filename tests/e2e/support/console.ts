import type { Page } from '@playwright/test';

/** Collects console errors and uncaught page errors; journeys end by asserting there were none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A failed resource logs only "Failed to load resource: …"; its address says which call failed.
    if (message.type() === 'error') errors.push(withSource(message.text(), message.location().url));
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

function withSource(text: string, url: string): string {
  return url && text.startsWith('Failed to load resource') ? `${text} (${url})` : text;
}

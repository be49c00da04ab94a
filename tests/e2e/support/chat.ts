import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** The chat opens from the header button on desktop and from the bottom bar's 'Пораки' on phones. */
export async function openChat(page: Page): Promise<Locator> {
  if (isPhone(page)) await page.getByRole('navigation', { name: 'Главна навигација' }).getByRole('button', { name: /Пораки/ }).click();
  else await page.getByRole('banner').getByRole('button', { name: /^Пораки/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Пораки' });
  await expect(dialog).toBeVisible();
  return dialog;
}

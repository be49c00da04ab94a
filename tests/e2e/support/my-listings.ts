import { expect, type Locator } from '@playwright/test';

/**
 * Chooses one of a my-listings row's actions by its name: the row's own button when it is that one, else from
 * behind "⋯" (docs/product/selling.md "My listings": one action per row, the rest in the menu).
 */
export async function chooseRowAction(row: Locator, name: string): Promise<void> {
  await expect(row).toBeVisible();
  const action = row.getByRole('link', { name, exact: true }).or(row.getByRole('button', { name, exact: true })).first();
  if (!(await action.isVisible())) await row.getByRole('button', { name: /^Други акции за „/ }).click();
  await action.click();
}

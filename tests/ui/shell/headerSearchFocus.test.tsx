import { expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderShell } from '../support/render';

/*
 * The header's light search form is replaced by the suggestions' part once its chunk arrives (ui/search/HeaderSearch.tsx).
 * Once fetched, the part is shown at once by every later mount: this file holds the one test that sees the swap.
 */
const banner = () => screen.getByRole('banner');

it("keeps a keyboard user's focus on the search button when the suggestions' part takes the light form's place (docs/product/browsing.md)", async () => {
  // The part's module is transformed once here, so that it arrives within findByRole's wait below.
  await import('../../../ui/search/SearchCombobox');
  renderShell('/oglasi/kategorija/vozila');
  const lightField = await within(banner()).findByRole('searchbox');
  // A keyboard user tabs into the field (the part is asked for) and on to its button before the part arrives.
  act(() => lightField.focus());
  act(() => within(banner()).getByRole('button', { name: 'Пребарај огласи' }).focus());
  expect(await within(banner()).findByRole('combobox')).toBeInTheDocument();
  expect(document.activeElement).toBe(within(banner()).getByRole('button', { name: 'Пребарај огласи' }));
  // The suggestions stay closed: the field was left.
  expect(within(banner()).queryByRole('listbox')).toBeNull();
});

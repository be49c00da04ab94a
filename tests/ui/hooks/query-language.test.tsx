import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LanguageStore } from '../../../core';
import { queryKeys, useCategories } from '../../../ui/api/queries';
import { LanguageProvider } from '../../../ui/i18n';
import { ServicesProvider } from '../../../ui/services';
import { testQueryClient } from '../support/render';
import { createTestServices } from '../support/services';

/**
 * The server names categories, places and footer pages in the language of its cookie (docs/api.md): every query
 * whose answer holds such names is keyed by the interface language, so a switch — which does not reload the page —
 * asks again instead of showing the other language's cached answer.
 */
describe('query keys carry the interface language', () => {
  it('gives each language its own key for every answer that names categories, places or footer pages', () => {
    const filter = { category: 'vozila', page: 1 };
    expect(queryKeys.categories('sq')).toEqual(['categories', 'sq']);
    expect(queryKeys.locations('mk')).toEqual(['locations', 'mk']);
    // Keys are the list contract's query strings: one query, one key, whatever order its fields were given in.
    expect(queryKeys.listings(filter, 'sq')).toEqual(['listings', { category: 'vozila' }, 'sq']);
    expect(queryKeys.listings({ page: 2, category: 'vozila' }, 'sq')).toEqual(['listings', { category: 'vozila', page: '2' }, 'sq']);
    expect(queryKeys.search({ q: 'golf', sort: 'newest', page: 2, location: 'skopje' }, 'sq')).toEqual(['search', { q: 'golf', location: 'skopje', sort: 'newest', page: '2' }, 'sq']);
    expect(queryKeys.listing('golf-7-12', 'sq')).toEqual(['listing', 'golf-7-12', 'sq']);
    expect(queryKeys.similar(12, 'mk')).toEqual(['similar', '12', 'mk']);
    expect(queryKeys.userPage('marko-3', 'sq')).toEqual(['user-page', 'marko-3', 'sq']);
    expect(queryKeys.footerMenus('sq')).toEqual(['footer-menus', 'sq']);
    expect(queryKeys.infoPage('uslovi', 'sq')).toEqual(['info', 'uslovi', 'sq']);
    const pairs = [
      [queryKeys.categories('mk'), queryKeys.categories('sq')],
      [queryKeys.locations('mk'), queryKeys.locations('sq')],
      [queryKeys.listings(filter, 'mk'), queryKeys.listings(filter, 'sq')],
      [queryKeys.search({ q: 'golf', category: 'vozila', sort: 'newest' }, 'mk'), queryKeys.search({ q: 'golf', category: 'vozila', sort: 'newest' }, 'sq')],
      [queryKeys.listing('golf-7-12', 'mk'), queryKeys.listing('golf-7-12', 'sq')],
      [queryKeys.similar(12, 'mk'), queryKeys.similar(12, 'sq')],
      [queryKeys.userPage('marko-3', 'mk'), queryKeys.userPage('marko-3', 'sq')],
      [queryKeys.footerMenus('mk'), queryKeys.footerMenus('sq')],
      [queryKeys.infoPage('uslovi', 'mk'), queryKeys.infoPage('uslovi', 'sq')],
    ];
    for (const [mk, sq] of pairs) expect(JSON.stringify(mk)).not.toBe(JSON.stringify(sq));
  });

  it('asks for the categories again when the language switches, and shows the new answer', async () => {
    const services = createTestServices();
    // The fake server answers in whichever language is asked second: the real one reads the cookie.
    let answered = 0;
    services.http.on('GET', '/api/categories', () => {
      answered += 1;
      return { status: 'success', data: [{ id: 1, name: answered === 1 ? 'Возила' : 'Automjete', slug: 'vozila', listings_count: 3, subcategories: [] }] };
    });
    const language = new LanguageStore('mk');
    function Names() {
      const categories = useCategories();
      return <p data-testid="names">{categories.data?.map((category) => category.name).join(', ') ?? ''}</p>;
    }
    render(
      <LanguageProvider language={language}>
        <QueryClientProvider client={testQueryClient()}>
          <ServicesProvider services={services}>
            <Names />
          </ServicesProvider>
        </QueryClientProvider>
      </LanguageProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Возила'));
    await act(() => language.select('sq'));
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Automjete'));
    expect(services.http.callsTo('GET', '/api/categories')).toHaveLength(2);
  });
});

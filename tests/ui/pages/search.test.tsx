import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../support/render';
import { categoriesWire, pageWire, summaryWire } from '../support/fixtures';
import { createTestServices } from '../support/services';

function searchServices(results = [summaryWire(1), summaryWire(2), summaryWire(3)]) {
  const services = createTestServices();
  services.http.on('GET', '/api/categories', categoriesWire).on('GET', '/api/oglasi/search', pageWire(results, { total: 45, last_page: 3 }));
  return services;
}

describe('search (docs/product/README.md)', () => {
  it('searches for the query in the URL and shows the result count', async () => {
    const services = searchServices();
    renderApp('/oglasi/prebaruvanje?q=%D1%81%D1%82%D0%B0%D0%BD', services);
    expect(await screen.findByText('Пронајдени огласи: 45')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Резултати за „стан“' })).toBeInTheDocument();
    expect(services.http.calls.find((call) => call.path === '/api/oglasi/search')?.payload).toEqual({ q: 'стан' });
  });

  it('emits one `search` event with the term and the results count', async () => {
    const services = searchServices();
    renderApp('/oglasi/prebaruvanje?q=golf', services);
    await screen.findByText('Пронајдени огласи: 45');
    await waitFor(() => expect(services.analytics.search).toHaveBeenCalledWith('golf', 45));
    fireEvent.click(screen.getByRole('link', { name: 'Страница 2' }));
    await screen.findByRole('link', { name: 'Страница 1' });
    expect(services.analytics.search).toHaveBeenCalledTimes(1);
  });

  it('submits the form with the category filter into the URL', async () => {
    const services = searchServices();
    const { router } = renderApp('/oglasi/prebaruvanje', services);
    expect(await screen.findByText('Внесете што барате.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Пребарај огласи' }), { target: { value: '  golf 7 ' } });
    const category = await screen.findByRole('combobox', { name: 'Категорија' });
    await screen.findByRole('option', { name: 'Автомобили' });
    fireEvent.change(category, { target: { value: 'avtomobili' } });
    fireEvent.click(screen.getByRole('button', { name: 'Пребарај' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=golf+7&category=avtomobili'));
    await waitFor(() =>
      expect(services.http.calls.find((call) => call.path === '/api/oglasi/search')?.payload).toEqual({ q: 'golf 7', category: 'avtomobili' }),
    );
  });

  it('ranks by relevance unless the visitor picks one of the four sorts', async () => {
    const services = searchServices();
    renderApp('/oglasi/prebaruvanje?q=golf', services);
    const select = await screen.findByRole('combobox', { name: 'Подреди' });
    expect(select).toHaveValue('relevance');
    fireEvent.change(select, { target: { value: 'price_desc' } });
    await waitFor(() => expect(services.http.calls.at(-1)?.payload).toEqual({ q: 'golf', sort: 'price_desc' }));
  });

  it('says so when nothing matches', async () => {
    renderApp('/oglasi/prebaruvanje?q=xyzzy', searchServices([]));
    expect(await screen.findByText('Нема резултати за „xyzzy“.')).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Pagination, pageWindow } from '../../../ui/listings/Pagination';
import { LanguageStore } from '../../../core';
import { LanguageProvider } from '../../../ui/i18n';

describe('pagination (docs/product/browsing.md: 21 per page, page in the URL)', () => {
  it('windows the pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('links each page, keeping the other query parameters, page 1 without ?page', () => {
    render(
      <LanguageProvider language={new LanguageStore('mk')}>
        <MemoryRouter initialEntries={['/oglasi/kategorija/vozila?sort=price_asc&page=3']}>
          <Pagination page={3} totalPages={8} />
        </MemoryRouter>
      </LanguageProvider>,
    );
    expect(screen.getByRole('link', { name: 'Страница 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Страница 1' })).toHaveAttribute('href', '/oglasi/kategorija/vozila?sort=price_asc');
    expect(screen.getByRole('link', { name: 'Страница 4' })).toHaveAttribute('href', '/oglasi/kategorija/vozila?sort=price_asc&page=4');
    expect(screen.getByRole('link', { name: 'Следна' })).toHaveAttribute('href', '/oglasi/kategorija/vozila?sort=price_asc&page=4');
    expect(screen.getByRole('link', { name: 'Претходна' })).toHaveAttribute('href', '/oglasi/kategorija/vozila?sort=price_asc&page=2');
  });

  it('renders nothing for a single page', () => {
    const { container } = render(
      <LanguageProvider language={new LanguageStore('mk')}>
        <MemoryRouter>
          <Pagination page={1} totalPages={1} />
        </MemoryRouter>
      </LanguageProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

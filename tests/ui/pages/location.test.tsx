import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../support/render';
import { categoriesWire, pageWire, summaryWire } from '../support/fixtures';
import { createTestServices } from '../support/services';
import { httpFailures } from '../../fakes/FakeHttp';

const locationsWire = {
  status: 'success',
  data: [{ id: 1, name: 'Скопски регион', label: 'Скопски регион', slug: 'skopski-region', cities: [{ id: 2, name: 'Скопје', label: 'Скопје', slug: 'skopje' }] }],
};

describe('location pages (docs/product/browsing.md path builders)', () => {
  it('are headed by the real Macedonian name from /api/locations, not the Latin slug', async () => {
    const services = createTestServices();
    services.http.on('GET', '/api/locations', locationsWire).on('GET', '/api/categories', categoriesWire).on('GET', '/api/oglasi', pageWire([summaryWire(1)]));
    renderApp('/oglasi/skopje', services);
    expect(await screen.findByRole('heading', { level: 1, name: 'Огласи во Скопје' })).toBeInTheDocument();
  });

  it('never make a heading up from the address: no heading until the place is known, the listings meanwhile', async () => {
    const services = createTestServices();
    services.http.on('GET', '/api/categories', categoriesWire).on('GET', '/api/oglasi', pageWire([summaryWire(1)]));
    renderApp('/oglasi/kumanovo', services);
    expect(await screen.findByText(summaryWire(1).title)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('show the not-found page at once for a place the places do not name (issue 38)', async () => {
    const services = createTestServices();
    services.http.on('GET', '/api/locations', locationsWire).on('GET', '/api/categories', categoriesWire).on('GET', '/api/oglasi', pageWire([summaryWire(1)]));
    renderApp('/oglasi/nepostoi-grad', services);
    expect(await screen.findByRole('heading', { level: 1, name: 'Страницата не е пронајдена' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('searchbox', { name: 'Пребарај огласи' }).length).toBeGreaterThan(0);
    expect(screen.queryByText('Страницата не може да се вчита.')).toBeNull();
  });

  it('show the not-found page when the list answers 404 (an unknown category or user), not the load error', async () => {
    for (const path of ['/oglasi/kategorija/nepostoi', '/oglasi/korisnik/nema-takov-999999']) {
      const services = createTestServices();
      const notFound = httpFailures.serverBody({ status: 'error', messageId: 'notFound' }, 404);
      services.http.on('GET', '/api/categories', categoriesWire).on('GET', '/api/oglasi', notFound).on('GET', '/api/users/*', notFound);
      const { unmount } = renderApp(path, services);
      // The first render loads the not-found chunk (slow to transform on a busy test machine, not in the browser).
      expect(await screen.findByRole('heading', { level: 1, name: 'Страницата не е пронајдена' }, { timeout: 5_000 })).toBeInTheDocument();
      expect(screen.queryByText('Страницата не може да се вчита.')).toBeNull();
      unmount();
    }
  });
});

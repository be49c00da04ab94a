import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../support/render';
import { categoriesWire, pageWire, summaryWire } from '../support/fixtures';
import { createTestServices } from '../support/services';

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

  it('fall back to the slug made readable while the names are unknown', async () => {
    const services = createTestServices();
    services.http.on('GET', '/api/categories', categoriesWire).on('GET', '/api/oglasi', pageWire([summaryWire(1)]));
    renderApp('/oglasi/kumanovo', services);
    expect(await screen.findByRole('heading', { level: 1, name: /^Огласи во Kumanovo$/i })).toBeInTheDocument();
  });
});

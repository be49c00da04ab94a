import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { HttpRequest } from '../../../core';
import { renderApp } from '../support/render';
import { categoriesWire, pageWire, statsWire, summaryWire } from '../support/fixtures';
import { createTestServices } from '../support/services';

/**
 * Below-the-fold sections (ui/hooks/useNearViewport.ts) fetch their data — and home's place picker its chunk —
 * only when they come near the viewport, so the first page's requests, renders and layouts are the ones the
 * visitor sees (docs/decisions/147-background-work-after-the-first-page.md). jsdom has no IntersectionObserver:
 * this one is driven by the test.
 */
class TestIntersectionObserver {
  static all: TestIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    TestIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
  /** The reader scrolled: `element` is within the observer's margin of the viewport. */
  static scrolledNear(element: Element) {
    for (const observer of TestIntersectionObserver.all.filter((candidate) => candidate.observed.has(element))) {
      act(() => observer.callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver));
    }
  }
}

const locationsWire = {
  status: 'success',
  data: [{ id: 1, name: 'Скопски регион', label: 'Скопски регион', slug: 'skopski-region', cities: [{ id: 2, name: 'Скопје', label: 'Скопје', slug: 'skopje' }] }],
};

function homeServices() {
  const services = createTestServices();
  services.http
    .on('GET', '/api/stats/home', statsWire)
    .on('GET', '/api/categories', categoriesWire)
    .on('GET', '/api/locations', locationsWire)
    .on('GET', '/api/oglasi', (request: HttpRequest) => pageWire([summaryWire(Number((request.payload as { page?: number }).page ?? 1) * 100 + 1)]));
  return services;
}

describe('below the fold, fetched when near the viewport', () => {
  beforeEach(() => {
    TestIntersectionObserver.all = [];
    globalThis.IntersectionObserver = TestIntersectionObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('the footer asks for its menus only when it comes near, a screen ahead of the reader', async () => {
    const services = homeServices();
    const load = vi.fn(async () => ({ loading: false, usedFallback: false, columns: [[{ slug: 'za-nas', title: 'За нас', href: '/info/za-nas' }], []] }));
    services.footerMenus = { load };
    renderApp('/', services);
    const footer = await screen.findByRole('contentinfo');
    await screen.findByRole('link', { name: /Голф 7 1.6 TDI 101/ });
    expect(load).not.toHaveBeenCalled();
    // Meanwhile the six fallback links stand in, so the footer never shows empty.
    expect(within(footer).getByRole('link', { name: 'Услови на користење' })).toBeInTheDocument();
    const observer = TestIntersectionObserver.all.find((candidate) => candidate.observed.has(footer));
    expect(observer?.options?.rootMargin).toBe('600px');

    TestIntersectionObserver.scrolledNear(footer);
    expect(await within(footer).findByRole('link', { name: 'За нас' })).toHaveAttribute('href', '/info/za-nas');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('home\'s place picker loads its chunk and the places only when the reader scrolls near it', async () => {
    const services = homeServices();
    renderApp('/', services);
    await screen.findByRole('link', { name: /Голф 7 1.6 TDI 101/ });
    expect(screen.queryByRole('heading', { name: 'Огласи по локација' })).toBeNull();
    expect(services.http.callsTo('GET', '/api/locations')).toHaveLength(0);

    const footer = await screen.findByRole('contentinfo');
    const picker = TestIntersectionObserver.all.flatMap((observer) => [...observer.observed]).find((element) => element !== footer);
    expect(picker).toBeDefined();
    TestIntersectionObserver.scrolledNear(picker!);
    expect(await screen.findByRole('heading', { name: 'Огласи по локација' })).toBeInTheDocument();
    await waitFor(() => expect(services.http.callsTo('GET', '/api/locations')).toHaveLength(1));
    expect(await screen.findByRole('option', { name: 'Скопски регион' })).toBeInTheDocument();
  });
});

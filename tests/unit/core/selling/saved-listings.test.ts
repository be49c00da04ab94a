import { describe, expect, it, vi } from 'vitest';
import { addTexts, Selling } from '../../../../core';
import { sellingMk } from '../../../../core/i18n/mk/selling';
import { createFakePorts, httpFailures } from '../../../fakes';

addTexts('mk', sellingMk);

const card = (id: number) => ({ id, title: `Оглас ${id}`, slug: `oglas-${id}`, price: 100, currency: 'EUR' });

function setUp(toggle = vi.fn(async () => true)) {
  const ports = createFakePorts();
  const saved = new Selling({ ...ports, language: () => 'mk', user: () => null }).savedListings({ toggle });
  return { ...ports, saved, toggle };
}

describe('SavedListings (docs/product/selling.md, docs/product/trust.md)', () => {
  it('lists the favourites newest first as cards; one no longer public is marked unavailable', async () => {
    const h = setUp();
    h.http.on('GET', '/api/favourites', { status: 'success', data: [
      { entity_id: 2, created_at: '2026-11-20T10:00:00Z', available: true, listing: card(2) },
      { entity_id: 1, created_at: '2026-11-19T10:00:00Z', available: false, listing: null },
    ] });
    await h.saved.load();
    expect(h.saved.getSnapshot().items).toEqual([
      { entityId: 2, savedAt: '2026-11-20T10:00:00Z', available: true, listing: expect.objectContaining({ id: 2, href: '/oglas/oglas-2' }) },
      { entityId: 1, savedAt: '2026-11-19T10:00:00Z', available: false, listing: null },
    ]);
  });

  it("removing goes through the app's favourites; the toast's click puts it back", async () => {
    const h = setUp();
    h.http.on('GET', '/api/favourites', { status: 'success', data: [{ entity_id: 2, available: true, listing: card(2) }] });
    await h.saved.load();
    expect(await h.saved.remove(2)).toBe(true);
    expect(h.toggle).toHaveBeenCalledWith(2);
    expect(h.saved.getSnapshot().items).toEqual([]);
    const toast = h.notifier.toasts.at(-1);
    expect(toast?.text).toBe('Огласот е отстранет од зачуваните. Кликнете тука за да го вратите.');
    toast?.onClick?.();
    await vi.waitFor(() => expect(h.saved.getSnapshot().items).toHaveLength(1));
    expect(h.toggle).toHaveBeenCalledTimes(2);
  });

  it('a failed removal changes nothing; a failed list is the page error; cleanup reloads', async () => {
    const h = setUp(vi.fn(async () => false));
    h.http.on('GET', '/api/favourites', { status: 'success', data: [{ entity_id: 2, available: false, listing: null }] });
    await h.saved.load();
    expect(await h.saved.remove(2)).toBe(false);
    expect(h.saved.getSnapshot().items).toHaveLength(1);
    h.http.on('POST', '/api/favourites/cleanup', { status: 'success', removed: [2] });
    h.http.on('GET', '/api/favourites', { status: 'success', data: [] });
    expect(await h.saved.cleanup()).toBe(true);
    expect(h.saved.getSnapshot().items).toEqual([]);
    h.http.on('GET', '/api/favourites', httpFailures.general());
    await h.saved.load();
    expect(h.saved.getSnapshot().failed).toBe(true);
  });
});

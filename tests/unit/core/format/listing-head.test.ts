import { describe, expect, it } from 'vitest';
import { LISTING_GALLERY_MIN_WIDTH, LISTING_GALLERY_SIZES, listingPageDescription, listingPageTitle, listingShareImage } from '../../../../core';

describe('listing head (one presentation for the server-written head and the page)', () => {
  it('titles a listing with its price, or By agreement', () => {
    expect(listingPageTitle({ title: 'Голф 7', price: 8500, currency: 'EUR' })).toBe('Голф 7 — 8.500 €');
    expect(listingPageTitle({ title: 'Стан', price: 3_000_000, currency: 'MKD' })).toBe('Стан — 3.000.000 ден.');
    expect(listingPageTitle({ title: 'Кауч', price: 100, price_type: 'agreement' })).toBe('Кауч — По Договор');
  });

  it('describes it with its plain-text description cut at 155 characters, else with its title', () => {
    const long = `<p>${'Одличен автомобил, сервисиран. '.repeat(10)}</p>`;
    const description = listingPageDescription({ title: 'Голф 7', description: long });
    expect(description.endsWith('...')).toBe(true);
    expect(description).not.toContain('<');
    expect(Array.from(description).length).toBeLessThanOrEqual(158);
    expect(listingPageDescription({ title: 'Голф 7', description: '  <br> ' })).toBe('Голф 7');
    expect(listingPageDescription({ title: 'Голф 7', description: null })).toBe('Голф 7');
  });

  it('shares a picture of at least 1200 px, and the gallery asks for the same srcset everywhere', () => {
    expect(listingShareImage({ thumb_webp: '/a-606.webp', medium_webp: '/a-1488.webp', lightbox_webp: '/a-2000.webp' })).toBe('/a-1488.webp');
    expect(listingShareImage(null)).toBeNull();
    expect(LISTING_GALLERY_SIZES).toBe('(min-width: 992px) 640px, 100vw');
    expect(LISTING_GALLERY_MIN_WIDTH).toBe(606);
  });
});

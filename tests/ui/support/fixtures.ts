/** Wire answers shaped like the server's (server/listings/serialize.ts, docs/api.md). */
const variants = (name: string) => ({
  original: `/media/${name}.jpg`,
  gallery_thumb_webp: `/media/${name}-360.webp`,
  thumb_webp: `/media/${name}-606.webp`,
  medium_webp: `/media/${name}-1488.webp`,
  lightbox_webp: `/media/${name}-2000.webp`,
  profile_webp: `/media/${name}-168.webp`,
});

export const sellerWire = {
  id: 11,
  slug: 'ana-petrovska-11',
  full_name: 'Ана Петровска',
  verified: true,
  is_support: false,
  user_meta: { display_name: 'Ана Петровска', company_name: null },
  profile_image: null,
  created_at: '2025-03-01T10:00:00.000Z',
};

export function summaryWire(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: `Голф 7 1.6 TDI ${id}`,
    name: `Голф 7 1.6 TDI ${id}`,
    slug: `golf-7-16-tdi-${id}`,
    href: `/oglas/golf-7-16-tdi-${id}`,
    status: 'active',
    category: { id: 1, name: 'Возила', slug: 'vozila' },
    subcategory: { id: 2, name: 'Автомобили', slug: 'avtomobili', parent: { id: 1, name: 'Возила', slug: 'vozila' } },
    location: { country: { code: 'MK', name: 'Македонија' }, region: { id: 1, name: 'Скопски регион', slug: 'skopski' }, city: { id: 2, name: 'Скопје', slug: 'skopje' } },
    price: 8500,
    price_type: 'fixed',
    currency: { code: 'EUR' },
    main_image: variants(`golf-${id}`),
    images_count: 3,
    excerpt: 'Одличен автомобил',
    user_type: 'private',
    company_name: null,
    promoted: false,
    views: 10,
    created_at: '2026-11-20T09:00:00.000Z',
    published_at: '2026-11-20T09:00:00.000Z',
    user: sellerWire,
    ...overrides,
  };
}

export function detailWire(overrides: Record<string, unknown> = {}) {
  return {
    ...summaryWire(5),
    description: 'Одличен автомобил, прва рака.\n\nСервисна книшка, гаражиран. <b>Без</b> удари.',
    images: [variants('golf-5-a'), variants('golf-5-b'), variants('golf-5-c')],
    video: null,
    youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    contact_phone: '070 123 456',
    viber_phone: '+389 71 222 333',
    whatsapp_phone: '072/444-555',
    brand: 'Volkswagen',
    model: 'Golf 7',
    features: { Гориво: 'Дизел', Километража: '180000' },
    updated_at: '2026-11-20T09:00:00.000Z',
    expires_at: null,
    ...overrides,
  };
}

export function pageWire(items: unknown[], meta: Partial<{ page: number; total: number; last_page: number }> = {}) {
  return { status: 'success', data: items, meta: { page: 1, per_page: 21, total: items.length, last_page: 1, sort: 'newest', ...meta } };
}

export const statsWire = { status: 'success', data: { total_listings: 1534, total_shops: 42, new_listings: 17, registered_users: 2310, new_listings_days: 7 } };

export const categoriesWire = {
  status: 'success',
  data: [
    { id: 1, name: 'Возила', label: 'Возила', slug: 'vozila', icon: null, listings_count: 40, subcategories: [{ id: 2, name: 'Автомобили', slug: 'avtomobili', icon: null, listings_count: 30 }] },
    { id: 3, name: 'Недвижности', label: 'Недвижности', slug: 'nedviznosti', icon: null, listings_count: 25, subcategories: [] },
  ],
};

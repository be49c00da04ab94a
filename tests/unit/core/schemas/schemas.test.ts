import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  activationPayloadSchema,
  authResponseSchema,
  categorySchema,
  regionSchema,
  currencySchema,
  favouritesResponseSchema,
  formatListingPrice,
  googleOneTapPayloadSchema,
  listingSchema,
  listingStatsSchema,
  menusResponseSchema,
  myListingsResponseSchema,
  onboardingTaskSchema,
  parseWire,
  passwordChangePayloadSchema,
  pickImageVariant,
  REPORT_TYPES,
  reportTypeSchema,
  userDataResponseSchema,
  userSchema,
  verificationRequestSchema,
  verificationStatusResponseSchema,
  WireSchemaError,
} from '../../../../core';

const VARIANTS = {
  original: '/media/u1/original.jpg',
  profile_small_webp: '/media/u1/52.webp',
  profile_webp: '/media/u1/168.webp',
  gallery_thumb_webp: '/media/u1/360.webp',
  thumb_webp: '/media/u1/606.webp',
  medium_webp: '/media/u1/1488.webp',
  lightbox_webp: '/media/u1/2000.webp',
};

const USER = {
  id: 1,
  slug: 'prodavac-1',
  email: 'prodavac@primer.mk',
  full_name: 'Петар Петровски',
  verified: true,
  phone_number: '+389 70 123 456',
  email_verification_required: false,
  location: { id: 4 },
  user_meta: { display_name: 'Ауто Петар', company_name: null, first_name: 'Петар', last_name: 'Петровски', phone_number: null, profile_image: VARIANTS },
};

describe('user (docs/product/browsing.md)', () => {
  it('accepts the full user with user_meta and profile_image variants', () => {
    const result = parseWire(userSchema, USER);
    expect(result.ok).toBe(true);
    if (result.ok) expect(pickImageVariant(result.data.user_meta?.profile_image ?? null, 100)).toBe('/media/u1/168.webp');
  });

  it('lets unknown extra fields pass through', () => {
    const result = parseWire(userSchema, { ...USER, favourite_colour: 'сина', user_meta: { ...USER.user_meta, extra: 1 } });
    expect(result.ok && (result.data as Record<string, unknown>).favourite_colour).toBe('сина');
    expect(result.ok && (result.data.user_meta as Record<string, unknown>).extra).toBe(1);
  });

  it('accepts a minimal user (only id) with nulls everywhere else', () => {
    expect(parseWire(userSchema, { id: 9, slug: null, user_meta: null, location: null }).ok).toBe(true);
  });

  it('turns a missing id into a typed error naming the field, never a throw', () => {
    const result = parseWire(userSchema, { full_name: 'Без ид' }, 'user');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBeInstanceOf(WireSchemaError);
      expect(result.error.kind).toBe('invalid_payload');
      expect(result.error.issues.map((issue) => issue.path)).toContain('id');
      expect(result.error.message).toMatch(/^user: /);
    }
  });

  it('says what is wrong and what was expected, with or without a zod locale (zod/mini has no texts of its own)', () => {
    const result = parseWire(userSchema, { id: -1, slug: 5, email: 'x'.repeat(501) }, 'user');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.issues).toEqual([
        { path: 'id', message: 'too_small (minimum 0)' },
        { path: 'slug', message: 'invalid_type (expected string)' },
        { path: 'email', message: 'too_big (maximum 500)' },
      ]);
    }
  });

  it('reads the user-data response: user, token, banned', () => {
    expect(parseWire(userDataResponseSchema, { user: USER, token: 'abc.def' }).ok).toBe(true);
    expect(parseWire(userDataResponseSchema, { user: null, banned: true, messageId: 'userBanned' }).ok).toBe(true);
    expect(parseWire(userDataResponseSchema, { user: { full_name: 'x' } }).ok).toBe(false);
  });
});

const LISTING = {
  id: 12,
  title: 'Голф 7 1.6 TDI',
  name: 'Голф 7 1.6 TDI',
  slug: 'golf-7-1-6-tdi-12',
  href: '/oglas/golf-7-1-6-tdi-12',
  status: 'active',
  category: { id: 1, name: 'Возила', slug: 'vozila' },
  subcategory: { id: 2, name: 'Автомобили', slug: 'avtomobili', parent: { id: 1, name: 'Возила', slug: 'vozila' } },
  location: { country: { code: 'MK', name: 'Македонија' }, region: { id: 1, name: 'Скопски', slug: 'skopski' }, city: null },
  price: '12500.00',
  price_type: 'fixed',
  currency: { code: 'EUR' },
  main_image: VARIANTS,
  images: [VARIANTS],
  user: USER,
};

describe('listing (docs/product/selling.md)', () => {
  it('accepts the server listing and formats its price', () => {
    const result = parseWire(listingSchema, LISTING);
    expect(result.ok).toBe(true);
    if (result.ok) expect(formatListingPrice(result.data)).toBe('12.500 €');
  });

  it.each([
    ['plain code', 'MKD'],
    ['object with a code', { code: 'EUR' }],
  ])('currency as %s', (_label, currency) => {
    expect(currencySchema.safeParse(currency).success).toBe(true);
  });

  it('accepts every docs/product/selling.md status and refuses an unknown one', () => {
    for (const status of ['draft', 'moderation', 'active', 'rejected', 'archived', 'expired']) expect(parseWire(listingSchema, { ...LISTING, status }).ok).toBe(true);
    expect(parseWire(listingSchema, { ...LISTING, status: 'deleted' }).ok).toBe(false);
  });

  it('requires id and title', () => {
    const result = parseWire(listingSchema, { slug: 'x' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.issues.map((issue) => issue.path).sort()).toEqual(['id', 'title']);
  });

  it('reads the my-listings active list at the top level or under data', () => {
    expect(parseWire(myListingsResponseSchema, { active: [LISTING] }).ok).toBe(true);
    expect(parseWire(myListingsResponseSchema, { data: { active: [] } }).ok).toBe(true);
    expect(parseWire(myListingsResponseSchema, { active: [{ title: 'без ид' }] }).ok).toBe(false);
  });

  it('reads 15-day stats', () => {
    const daily = Array.from({ length: 15 }, (_, index) => ({ date: `2026-03-${String(index + 1).padStart(2, '0')}`, views: index }));
    expect(parseWire(listingStatsSchema, { listing: { id: 4, title: 'Голф' }, total_views: 105, window_days: 15, window_views: 105, daily, average_daily: 7, best_day: daily[14] }).ok).toBe(true);
    expect(parseWire(listingStatsSchema, { total_views: -1, window_days: 15, daily }).ok).toBe(false);
    expect(parseWire(listingStatsSchema, { total_views: 3, window_days: 15, daily: 'много' }).ok).toBe(false);
  });

  it('has the five docs/product/trust.md report types', () => {
    expect(REPORT_TYPES).toEqual(['fake_listing', 'fake_photos', 'wrong_price', 'fraud', 'incorrect_information']);
    expect(reportTypeSchema.safeParse('spam').success).toBe(false);
  });
});

describe('category and place (GET /api/categories, GET /api/locations)', () => {
  it.each([
    [{ id: 1, name: 'Возила', slug: 'vozila' }, true],
    [{ id: 1, name: 'Возила', slug: 'vozila', subcategories: [{ id: 2, name: 'Автомобили', slug: 'avtomobili', parent_id: 1 }] }, true],
    [{ id: 1, name: 'Возила', slug: 'vozila', listings_count: 3, icon: null, extra: 'passes' }, true],
    [{ id: 1, slug: 'x' }, false],
    [{ id: 1, name: 'Возила' }, false],
    [{ id: 1, name: 'Возила', slug: 'vozila', subcategories: [{ id: 2, name: 'Автомобили' }] }, false],
  ])('%j → %s', (value, ok) => {
    expect(parseWire(categorySchema, value).ok).toBe(ok);
  });

  it('reads a region with its towns; a place needs an id, a name and a slug', () => {
    expect(parseWire(regionSchema, { id: 1, name: 'Скопски регион', slug: 'skopski-region', cities: [{ id: 2, name: 'Скопје', slug: 'skopje' }] }).ok).toBe(true);
    expect(parseWire(regionSchema, { id: 1, name: 'Скопски регион', slug: 'skopski-region', cities: [{ id: 2, name: 'Скопје' }] }).ok).toBe(false);
  });
});

describe('menus, favourites, verification, onboarding (docs/product/accounts.md)', () => {
  it('reads an array of menus with pages, or a location-keyed map', () => {
    const menu = { id: 1, location: 'footer-1', pages: [{ slug: 'uslovi-na-koristenje', title: 'Услови на користење' }] };
    expect(parseWire(menusResponseSchema, [menu]).ok).toBe(true);
    expect(parseWire(menusResponseSchema, { 'footer-1': [menu] }).ok).toBe(true);
    expect(parseWire(menusResponseSchema, [{ pages: [{ slug: 'x' }] }]).ok).toBe(false);
  });

  it('reads the favourites status and data list', () => {
    expect(parseWire(favouritesResponseSchema, { status: 'success', data: [{ entity_id: 12 }, { entity_id: '13' }] }).ok).toBe(true);
    expect(parseWire(favouritesResponseSchema, { status: 'success', data: [{ id: 12 }] }).ok).toBe(false);
  });

  it('reads the verification status response', () => {
    expect(parseWire(verificationStatusResponseSchema, { status: 'success', request: { status: 'rejected', status_text: 'Нечитлив документ' } }).ok).toBe(true);
    expect(parseWire(verificationStatusResponseSchema, { status: 'none', request: null }).ok).toBe(true);
  });

  it('reads a verification request with the three document types', () => {
    for (const document_type of ['id_card', 'passport', 'driving_licence']) {
      expect(parseWire(verificationRequestSchema, { name: 'Петар', surname: 'Петровски', email: 'a@primer.mk', phone: '070123456', document_type, status: 'pending' }).ok).toBe(true);
    }
    expect(parseWire(verificationRequestSchema, { name: 'П', surname: 'П', email: 'a@primer.mk', phone: '1', document_type: 'library_card' }).ok).toBe(false);
  });

  it('reads onboarding tasks 1–3 only', () => {
    expect(parseWire(onboardingTaskSchema, { id: 2, title: 'Објавете го првиот оглас', completed: false }).ok).toBe(true);
    expect(parseWire(onboardingTaskSchema, { id: 4, title: 'x', completed: false }).ok).toBe(false);
  });
});

describe('auth payloads and response (docs/product/accounts.md)', () => {
  it('reads the auth response fields', () => {
    const response = { status: 'error', messageId: 'invalidCredentials', message: 'Wrong', errors: { email: ['invalidEmail'] }, requires_terms: false, is_new_user: true };
    expect(parseWire(authResponseSchema, response).ok).toBe(true);
    expect(parseWire(authResponseSchema, { status: 'success', email: 'a@primer.mk', email_verification_required: true }).ok).toBe(true);
  });

  it('checks the one-tap social login fields', () => {
    const payload = { provider: 'google', sub: '123', email: 'a@gmail.com', name: 'Ана', given_name: 'Ана', family_name: 'Н', picture: 'https://x/y.png', email_verified: true, credential: 'jwt' };
    expect(parseWire(googleOneTapPayloadSchema, payload).ok).toBe(true);
    expect(parseWire(googleOneTapPayloadSchema, { ...payload, credential: '' }).ok).toBe(false);
  });

  it('checks password change and activation payloads', () => {
    expect(parseWire(passwordChangePayloadSchema, { token: 't', email: 'a@primer.mk', password: 'Oglasi2025!', passwordConfirmation: 'Oglasi2025!' }).ok).toBe(true);
    expect(parseWire(passwordChangePayloadSchema, { email: 'a@primer.mk', password: 'x', passwordConfirmation: 'x' }).ok).toBe(false);
    expect(parseWire(activationPayloadSchema, { id: 5, hash: 'h', expires: 1767225600, signature: 's' }).ok).toBe(true);
    expect(parseWire(activationPayloadSchema, { id: 5, hash: 'h', expires: '1767225600' }).ok).toBe(false);
  });
});

describe('parseWire never throws', () => {
  it('whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        for (const schema of [userSchema, listingSchema, authResponseSchema, menusResponseSchema, categorySchema]) {
          const result = parseWire(schema, value);
          expect(typeof result.ok).toBe('boolean');
        }
      }),
      { numRuns: 300 },
    );
  });
});

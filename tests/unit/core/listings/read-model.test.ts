// The marketplace read model in core: the query functions over HttpPort, their wire validation and mappers, the
// report write and its failure text in the caller's language.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  fetchCategories,
  fetchListing,
  fetchListings,
  fetchUserPage,
  InvalidAnswerError,
  loadLanguage,
  messageText,
  parsePage,
  problemText,
  recordContact,
  recordView,
  reportReasonProblem,
  searchListings,
  submitReport,
} from '../../../../core';
import { FakeHttp, httpFailures } from '../../../fakes/FakeHttp';
import { FakeLogger } from '../../../fakes/FakeLogger';

const wireListing = {
  id: 7,
  title: 'Голф 7',
  slug: 'golf-7-7',
  subcategory: { id: 3, name: 'Автомобили', slug: 'avtomobili', parent: { id: 1, name: 'Возила', slug: 'vozila' } },
  location: { city: { id: 2, name: 'Битола', slug: 'bitola' }, region: { id: 1, name: 'Пелагониски', slug: 'pelagoniski' } },
  price: 9500,
  price_type: 'fixed',
  currency: { code: 'EUR' },
  published_at: '2026-11-01T10:00:00Z',
  user: { id: 4, slug: 'ana', full_name: 'Ана Петровска', verified: true, user_meta: { company_name: ' ' } },
};

beforeAll(() => loadLanguage('sq'));

describe('listing lists', () => {
  it('sends only the filters that are set and maps the page', async () => {
    const http = new FakeHttp().on('GET', '/api/oglasi', { data: [wireListing], meta: { page: 2, total: 22, last_page: 2 } });
    const page = await fetchListings(http, { category: 'vozila', location: '', sort: undefined, page: 2 });
    expect(http.calls[0]?.payload).toEqual({ category: 'vozila', page: '2' });
    expect(page).toMatchObject({ total: 22, page: 2, totalPages: 2 });
    expect(page.items[0]).toMatchObject({ id: 7, href: '/oglas/golf-7-7', location: 'Битола', category: 'Автомобили', promoted: false, date: '2026-11-01T10:00:00Z' });
  });

  it('a search sends the query, and an answer that breaks the schema is a typed failure, not a crash', async () => {
    const http = new FakeHttp().on('GET', '/api/oglasi/search', { data: [{ id: 1 }], meta: { page: 1, total: 1, last_page: 1 } });
    await expect(searchListings(http, { q: 'голф', page: 1 })).rejects.toBeInstanceOf(InvalidAnswerError);
    expect(http.calls[0]?.payload).toEqual({ q: 'голф' });
  });

  it('categories keep their subcategories as children with their paths', async () => {
    const http = new FakeHttp().on('GET', '/api/categories', {
      status: 'success',
      data: [{ id: 1, name: 'Возила', slug: 'vozila', listings_count: 5, subcategories: [{ id: 3, name: 'Автомобили', slug: 'avtomobili' }] }],
    });
    const [vehicles] = await fetchCategories(http);
    expect(vehicles).toMatchObject({ href: '/oglasi/kategorija/vozila', count: 5, children: [{ slug: 'avtomobili', href: '/oglasi/kategorija/avtomobili', count: null }] });
  });

  it('docs/product/browsing.md: ?page= is a page from 1, anything else reads as page 1', () => {
    expect(parsePage('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'abc', '10001']) expect(parsePage(bad)).toBe(1);
  });
});

describe('one listing and its seller', () => {
  it('maps the detail: gallery falls back to the main image, features keep only shown values, the seller gets a page path', async () => {
    const http = new FakeHttp().on('GET', '/api/oglasi/listing/*', {
      ...wireListing,
      main_image: { original: '/uploads/a.jpg' },
      features: { km: 120000, note: '  ', automatic: true, nested: { a: 1 } },
      video: { url: '/uploads/v.mp4' },
    });
    const detail = await fetchListing(http, 'vozila/golf-7-7');
    expect(http.calls[0]?.path).toBe('/api/oglasi/listing/vozila/golf-7-7');
    expect(detail.gallery).toEqual([{ original: '/uploads/a.jpg' }]);
    expect(detail.features).toEqual([
      { key: 'km', value: 120000 },
      { key: 'automatic', value: true },
    ]);
    expect(detail.video).toBe('/uploads/v.mp4');
    expect(detail.parentCategory).toEqual({ name: 'Возила', href: '/oglasi/kategorija/vozila' });
    expect(detail.seller).toMatchObject({ name: 'Ана Петровска', verified: true, companyName: null });
    expect(detail.seller?.href).toBe('/oglasi/korisnik/ana');
    expect(detail).toMatchObject({ status: 'active', rejectionReason: null });
    const rejected = await fetchListing(new FakeHttp().on('GET', '/api/oglasi/listing/*', { ...wireListing, status: 'rejected', rejection_reason: 'Нејасни фотографии.' }), 'golf-7-7');
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'Нејасни фотографии.' });
  });

  it('a public user page counts active listings (absent: 0)', async () => {
    const http = new FakeHttp().on('GET', '/api/users/ana', { user: { id: 4, full_name: 'Ана Петровска' } });
    expect(await fetchUserPage(http, 'ana')).toEqual({ id: 4, name: 'Ана Петровска', activeListings: 0, verified: false });
  });

  it('a view that cannot be counted is only logged', async () => {
    const http = new FakeHttp().on('POST', '/api/oglasi/listing-id/7/view', httpFailures.general());
    const logger = new FakeLogger();
    await expect(recordView({ http, logger }, 7)).resolves.toBeUndefined();
    expect(logger.warnings.map((line) => line.message)).toEqual(['listing view not counted']);
  });

  it('a contact click is sent with its kind for the seller\'s statistics; a failure is only logged', async () => {
    const http = new FakeHttp().on('POST', '/api/oglasi/listing-id/7/contact', { status: 'success', counted: true });
    const logger = new FakeLogger();
    await recordContact({ http, logger }, 7, 'whatsapp');
    expect(http.callsTo('POST', '/api/oglasi/listing-id/7/contact').map((call) => call.payload)).toEqual([{ kind: 'whatsapp' }]);
    const failing = new FakeHttp().on('POST', '/api/oglasi/listing-id/7/contact', httpFailures.general());
    await expect(recordContact({ http: failing, logger }, 7, 'phone')).resolves.toBeUndefined();
    expect(logger.warnings.map((line) => line.message)).toEqual(['listing contact not counted']);
  });
});

describe('reporting a listing', () => {
  const report = { listingId: 7, type: 'fraud' as const, message: 'Лажен оглас' };

  it('sends the report with the token and cookies', async () => {
    const http = new FakeHttp().on('POST', '/api/reports', { status: 'success' });
    expect(await submitReport({ http, language: () => 'mk' }, report, 'tok')).toEqual({ ok: true });
    expect(http.calls[0]).toMatchObject({ token: 'tok', credentials: true, payload: { listing_id: 7, type: 'fraud', message: 'Лажен оглас' } });
  });

  it("a failure is the catalogue text in the caller's language", async () => {
    const http = new FakeHttp().on('POST', '/api/reports', httpFailures.rateLimit());
    expect(await submitReport({ http, language: () => 'sq' }, report, null)).toEqual({ ok: false, message: messageText('rateLimitError', 'sq') });
    expect(messageText('rateLimitError', 'sq')).not.toBe(messageText('rateLimitError', 'mk'));
    const unknown = new FakeHttp().on('POST', '/api/reports', httpFailures.serverBody({ status: 'error' }, 500));
    expect(await submitReport({ http: unknown, language: () => 'mk' }, report, null)).toEqual({ ok: false, message: 'Настана грешка.' });
  });

  it('needs a reason, and the problem is gone once one is chosen', () => {
    const missing = reportReasonProblem('');
    expect(missing).toEqual({ field: 'type', id: 'validation.fieldRequired', labelId: 'report.reason' });
    expect(problemText(missing!, 'mk')).toBe('Полето Причина е задолжително');
    expect(reportReasonProblem(null)).not.toBeNull();
    expect(reportReasonProblem('fraud')).toBeNull();
  });
});

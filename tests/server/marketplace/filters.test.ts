import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageVariants } from '../../../server/db/schema';
import { MKD_PER_EUR } from '../../../core/format/price';
import { pageStatement } from '../../../server/listings/list-statement';
import { call, createCatalogue, createListing, createUser } from '../helpers/fixtures';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';

type Page = { data: { title: string; user_type: string }[]; meta: { total: number } };
const PHOTO = { original: '/uploads/listings/x.jpg' } as ImageVariants;

/**
 * The filters of a list (docs/api.md "GET /api/oglasi"): a listing's details by the definitions of
 * core/listings/attributes.ts, only with photos, only verified sellers, private sellers or companies, a price range in
 * euros or denars.
 */
describe('list filters', () => {
  let app: TestApp;
  const titles = async (query: string) => (await call<Page>(app, 'GET', `/api/oglasi?category=vozila&${query}`)).body.data.map((listing) => listing.title).sort();

  beforeAll(async () => {
    app = await startTestApp();
    await resetDatabase(app.database);
    const catalogue = await createCatalogue(app.database);
    const seller = await createUser(app.database, { email: 'prodavac@primer.mk' });
    const verified = await createUser(app.database, { email: 'proveren@primer.mk', verified: true });
    const car = (title: string, features: Record<string, string | number>, extra: { price?: number; currency?: 'EUR' | 'MKD'; userId?: number; images?: ImageVariants[]; userType?: 'private' | 'company' } = {}) =>
      createListing(app.database, { userId: extra.userId ?? seller.id, categoryId: catalogue.vehicles.id, subcategoryId: catalogue.cars.id, title, features, price: extra.price ?? 5000, currency: extra.currency ?? 'EUR', images: extra.images ?? [PHOTO], ...(extra.userType ? { userType: extra.userType } : {}) });
    await car('Голф дизел 2016 автомат', { year: 2016, fuel: 'diesel', gearbox: 'automatic', mileage_km: 120000 }, { price: 7500 });
    await car('Пасат дизел 2012', { year: 2012, fuel: 'diesel', gearbox: 'manual' }, { price: 5500, userId: verified.id, userType: 'company' });
    await car('Октавија бензин 2019', { year: 2019, fuel: 'petrol', gearbox: 'automatic' }, { price: 492000, currency: 'MKD', userType: 'company' });
    await car('Клио без слики', { year: 2018, fuel: 'petrol' }, { images: [] });
    // An older listing's details as text: never matches a number range, never breaks the list.
    await car('Стар запис', { year: 'две илјади', fuel: 'Дизел' });
  });
  afterAll(() => app.close());

  it('filters by a detail\'s choices and by a range of a numeric one', async () => {
    expect(await titles('a.fuel=diesel')).toEqual(['Голф дизел 2016 автомат', 'Пасат дизел 2012']);
    expect(await titles('a.fuel=diesel,petrol&a.year=2015..')).toEqual(['Голф дизел 2016 автомат', 'Клио без слики', 'Октавија бензин 2019']);
    expect(await titles('a.gearbox=automatic&a.year=..2017')).toEqual(['Голф дизел 2016 автомат']);
    expect(await titles('a.mileage_km=100000..130000')).toEqual(['Голф дизел 2016 автомат']);
  });

  it('only with photos, only verified sellers', async () => {
    expect(await titles('a.fuel=petrol&photos=1')).toEqual(['Октавија бензин 2019']);
    expect(await titles('verified=1')).toEqual(['Пасат дизел 2012']);
  });

  it('only private sellers or only companies, by the listing\'s own seller type; with other filters too; on search as well', async () => {
    expect(await titles('seller=company')).toEqual(['Октавија бензин 2019', 'Пасат дизел 2012']);
    expect(await titles('seller=private')).toEqual(['Голф дизел 2016 автомат', 'Клио без слики', 'Стар запис']);
    expect(await titles('seller=company&a.fuel=diesel')).toEqual(['Пасат дизел 2012']);
    const page = (await call<Page>(app, 'GET', '/api/oglasi?category=vozila&seller=company')).body;
    expect(page.meta.total).toBe(2);
    expect(page.data.every((listing) => listing.user_type === 'company')).toBe(true);
    const search = (await call<Page>(app, 'GET', `/api/oglasi/search?q=${encodeURIComponent('дизел')}&seller=private`)).body;
    expect(search.data.map((listing) => listing.title)).toEqual(['Голф дизел 2016 автомат']);
  });

  it('the seller type is a parameter: one statement text for either type (one prepared statement per filter shape)', () => {
    const of = (sellerType?: 'private' | 'company') => pageStatement({ categoryId: 1, categoryLevel: 'top', ...(sellerType ? { sellerType } : {}), sort: 'newest', page: 1 }, 'newest', undefined, 0);
    expect(of('private').sql).toBe(of('company').sql);
    expect(of('company').parameters).toContain('company');
    expect(of().sql).not.toBe(of('company').sql);
  });

  it('a price range in denars compares by the euro value every price is stored with', async () => {
    // 492,000 ден. is 8,000 €: inside 7,000–9,000 € and inside the same range given in denars.
    expect(await titles('price_min=7000&price_max=9000')).toEqual(['Голф дизел 2016 автомат', 'Октавија бензин 2019']);
    expect(await titles(`price_min=${7000 * MKD_PER_EUR}&price_max=${9000 * MKD_PER_EUR}&currency=MKD`)).toEqual(['Голф дизел 2016 автомат', 'Октавија бензин 2019']);
    expect(await titles(`price_max=${6000 * MKD_PER_EUR}&currency=MKD`)).toEqual(['Клио без слики', 'Пасат дизел 2012', 'Стар запис']);
  });

  it('a filter that breaks its definition is refused with 422, never a 500', async () => {
    for (const query of ['a.fuel=coal', 'a.nope=1', 'a.year=2020..2010', 'a.year=1800..', 'a.year=abc', 'a.year=..', 'photos=yes', 'currency=USD', 'seller=bogus', 'seller=COMPANY', "a.fuel=diesel'--"]) {
      const answer = await call(app, 'GET', `/api/oglasi?category=vozila&${query}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 422 });
    }
  });
});

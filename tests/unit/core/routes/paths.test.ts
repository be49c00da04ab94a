import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { categoryPath, isListingPath, listingPagePath, listingPath, locationPath, slugify, transliterate, userPagePath, userSlug } from '../../../../core';

describe('path builders (docs/product/browsing.md)', () => {
  it.each([
    [categoryPath('vozila'), '/oglasi/kategorija/vozila'],
    [categoryPath({ slug: 'nedviznosti' }), '/oglasi/kategorija/nedviznosti'],
    [locationPath('skopje'), '/oglasi/skopje'],
    [locationPath({ slug: 'bitola' }), '/oglasi/bitola'],
    [listingPath('vozila', 'avtomobili'), '/oglasi/vozila/avtomobili'],
    [listingPath({ slug: 'skopje' }, 12), '/oglasi/skopje/12'],
    [listingPagePath('golf-7-2015-90'), '/oglas/golf-7-2015-90'],
    [listingPagePath({ slug: 'stan-vo-centar-12' }), '/oglas/stan-vo-centar-12'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('encodes a part so it cannot add segments, a query or a hash', () => {
    expect(categoryPath('a/../b?x#y')).toBe('/oglasi/kategorija/a%2F..%2Fb%3Fx%23y');
    expect(locationPath('скопје')).toBe('/oglasi/%D1%81%D0%BA%D0%BE%D0%BF%D1%98%D0%B5');
    expect(listingPagePath('x/../../admin')).toBe('/oglas/x%2F..%2F..%2Fadmin');
  });

  it('a built listing page path is what the router and the guards call a listing page', () => {
    expect(isListingPath(listingPagePath('golf-90'))).toBe(true);
    expect(isListingPath(listingPath('vozila', 'golf'))).toBe(false);
  });
});

describe('userSlug (docs/product/browsing.md slug rule)', () => {
  it.each([
    ['own slug wins', { id: 7, slug: 'auto-centar', full_name: 'Петар Петров' }, 'auto-centar'],
    ['display name first', { id: 7, full_name: 'Full Name', user_meta: { display_name: 'Auto Centar', company_name: 'Firma' } }, 'auto-centar-7'],
    ['then company name', { id: 7, full_name: 'Full Name', user_meta: { display_name: '', company_name: 'Firma DOOEL' } }, 'firma-dooel-7'],
    ['then full name', { id: 7, full_name: 'Marko Markovski', user_meta: { display_name: null } }, 'marko-markovski-7'],
    ["default 'user'", { id: 7 }, 'user-7'],
    ['blank own slug ignored', { id: 7, slug: '  ', full_name: 'Ana' }, 'ana-7'],
    ['other characters removed', { id: 3, full_name: "O'Brien & Sons, Ltd." }, 'obrien-sons-ltd-3'],
    ['whitespace runs → one hyphen', { id: 3, full_name: '  Ana   Marija \t Kostova ' }, 'ana-marija-kostova-3'],
    ['digits kept', { id: 3, full_name: 'Auto 2000' }, 'auto-2000-3'],
    ['string id', { id: 'abc', full_name: 'Ana' }, 'ana-abc'],
  ])('%s', (_label, user, expected) => {
    expect(userSlug(user)).toBe(expected);
  });

  it.each([
    ['Петар Петровски', 'petar-petrovski-1'],
    ['Ѓорѓи Ќосевски', 'gjorgji-kjosevski-1'],
    ['Жаклина Чаушева', 'zhaklina-chausheva-1'],
    ['Љубица Њагулова', 'ljubica-njagulova-1'],
    ['Џемаил Ѕвездан', 'dzemail-dzvezdan-1'],
    ['Шкодра Јованоска', 'shkodra-jovanoska-1'],
    ['Хаџи Цветко', 'hadzi-cvetko-1'],
    ['АВТО ПЛАЦ „Фантом“', 'avto-plac-fantom-1'],
    ['Arbër Çela', 'arber-cela-1'],
    ['Đorđe Šarić', 'djordje-sharic-1'],
  ])('transliterates the Cyrillic/Latin name %s', (name, expected) => {
    expect(userSlug({ id: 1, full_name: name })).toBe(expected);
  });

  it('maps decomposed ќ/ѓ like composed ones', () => {
    expect(transliterate('к\u0301г\u0301')).toBe('kjgj');
  });

  it("falls back to 'user' when nothing is left of the name", () => {
    expect(userSlug({ id: 5, full_name: '张伟' })).toBe('user-5');
    expect(userSlug({ id: 5, full_name: '---' })).toBe('user-5');
  });

  it('builds the public user page /oglasi/korisnik/{slug}', () => {
    expect(userPagePath({ id: 42, full_name: 'Марија Стојанова' })).toBe('/oglasi/korisnik/marija-stojanova-42');
    expect(userPagePath({ id: 42, slug: 'moja-prodavnica' })).toBe('/oglasi/korisnik/moja-prodavnica');
  });

  it('property: a built slug is [a-z0-9-] only, ends with -{id}, never empty before it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.nat(), (name, id) => {
        const slug = userSlug({ id, full_name: name });
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(slug.endsWith(`-${id}`)).toBe(true);
      }),
    );
  });

  it('property: every Macedonian Cyrillic name keeps a non-empty slug', () => {
    const letters = [...'абвгдѓежзѕијклљмнњопрстќуфхцчџшАБВГДЃЕЖЗЅИЈКЛЉМНЊОПРСТЌУФХЦЧЏШ'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 20 }), (chars) => {
        expect(slugify(chars.join(''))).toMatch(/^[a-z]+$/);
      }),
    );
  });
});

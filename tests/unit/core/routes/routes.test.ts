import { describe, expect, it } from 'vitest';
import { FOOTER_FALLBACK_LINKS, ROUTES, infoPath, isListingPath, isProtectedPath, loginPathFor, PROTECTED_PATH_PREFIXES } from '../../../../core';

describe('ROUTES (docs/product/browsing.md route table)', () => {
  it.each([
    ['home', '/'],
    ['login', '/korisnik/najava'],
    ['register', '/korisnik/registracija'],
    ['createListing', '/korisnik/oglas'],
    ['myListings', '/korisnik/moi-oglasi'],
    ['savedListings', '/korisnik/zachuvani-oglasi'],
    ['myProfile', '/korisnik/moj-profil'],
    ['boost', '/korisnik/boost'],
    ['verifyProfile', '/korisnik/verifikuvaj-profil'],
    ['transactions', '/korisnik/transakcii'],
    ['addCredits', '/korisnik/dodadi-krediti'],
    ['billing', '/korisnik/naplata'],
    ['inbox', '/korisnik/inbox'],
    ['search', '/oglasi/prebaruvanje'],
  ] as const)('%s is %s', (name, path) => {
    expect(ROUTES[name]).toBe(path);
  });

  it('builds informational pages as /info/{slug}', () => {
    expect(infoPath('uslovi-na-koristenje')).toBe('/info/uslovi-na-koristenje');
  });

  it('keeps the docs/product/browsing.md footer fallback links', () => {
    expect(FOOTER_FALLBACK_LINKS.map((link) => infoPath(link.slug))).toEqual([
      '/info/uslovi-na-koristenje',
      '/info/pravila-za-postavuvanje-oglasi',
      '/info/pravila-za-privatnost',
      '/info/baner-oglasuvanje',
      '/info/cesto-postavuvani-prasanja',
      '/info/nachini-na-plakanje',
    ]);
  });
});

describe('isListingPath (any path containing /oglas/)', () => {
  it.each([
    ['/oglas/golf-7-123', true],
    ['/oglas/vozila/golf/123', true],
    ['/mk/oglas/x', true],
    ['/oglasi/skopje', false],
    ['/korisnik/oglas', false],
    // The wizard's address for a draft or an edit is an account screen, not a listing page (issue 39).
    ['/korisnik/oglas/37', false],
    ['/korisnik/oglas/37?chekor=2', false],
    ['/', false],
    ['/oglasi/prebaruvanje?next=/oglas/1', false],
  ])('%s → %s', (path, expected) => {
    expect(isListingPath(path)).toBe(expected);
  });
});

describe('isProtectedPath (docs/product/accounts.md protected prefixes)', () => {
  it('lists exactly the eight protected prefixes', () => {
    expect([...PROTECTED_PATH_PREFIXES].sort()).toEqual(
      [
        '/korisnik/moj-profil',
        '/korisnik/zachuvani-oglasi',
        '/korisnik/transakcii',
        '/korisnik/moi-oglasi',
        '/korisnik/dodadi-krediti',
        '/korisnik/oglas',
        '/korisnik/naplata',
        '/korisnik/inbox',
      ].sort(),
    );
  });

  it.each([
    ['/korisnik/moj-profil', true],
    ['/korisnik/zachuvani-oglasi', true],
    ['/korisnik/transakcii', true],
    ['/korisnik/moi-oglasi', true],
    ['/korisnik/moi-oglasi/', true],
    ['/korisnik/dodadi-krediti', true],
    ['/korisnik/oglas', true],
    ['/korisnik/oglas/15/uredi', true],
    ['/korisnik/naplata?paket=2', true],
    ['/korisnik/inbox#c12', true],
    ['/korisnik/najava', false],
    ['/korisnik/registracija', false],
    ['/korisnik/boost', false],
    ['/korisnik/verifikuvaj-profil', false],
    ['/korisnik/oglasnik', false],
    ['/', false],
    ['/oglasi/prebaruvanje', false],
  ])('%s → %s', (path, expected) => {
    expect(isProtectedPath(path)).toBe(expected);
  });
});

describe('loginPathFor (docs/product/accounts.md user-button rule)', () => {
  it.each([
    ['/', '/korisnik/najava'],
    ['/korisnik/najava', '/korisnik/najava'],
    ['/korisnik/najava?redirectPath=%2Fx', '/korisnik/najava'],
    ['/korisnik/moi-oglasi', '/korisnik/najava?redirectPath=%2Fkorisnik%2Fmoi-oglasi'],
    ['/oglasi/prebaruvanje?q=golf&page=2', '/korisnik/najava?redirectPath=%2Foglasi%2Fprebaruvanje%3Fq%3Dgolf%26page%3D2'],
    ['/oglas/golf-7-123#slike', '/korisnik/najava?redirectPath=%2Foglas%2Fgolf-7-123#slike'],
    ['/#top', '/korisnik/najava#top'],
  ])('%s → %s', (current, expected) => {
    expect(loginPathFor(current)).toBe(expected);
  });

  it('round-trips through URLSearchParams', () => {
    const url = new URL(loginPathFor('/oglasi/prebaruvanje?q=кола 100%'), 'https://oglasi.mk');
    expect(url.pathname).toBe('/korisnik/najava');
    expect(url.searchParams.get('redirectPath')).toBe('/oglasi/prebaruvanje?q=кола 100%');
  });
});

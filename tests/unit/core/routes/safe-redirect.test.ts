import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeRedirectTarget } from '../../../../core';

const ORIGIN = 'https://oglasi.mk';

describe('safeRedirectTarget: accepted same-origin paths (docs/product/browsing.md)', () => {
  it.each([
    ['/korisnik/moi-oglasi', '/korisnik/moi-oglasi'],
    ['/oglas/golf-7-123', '/oglas/golf-7-123'],
    ['/oglasi/prebaruvanje?q=golf&page=2', '/oglasi/prebaruvanje?q=golf&page=2'],
    ['/oglasi/prebaruvanje?q=%D0%BA%D0%BE%D0%BB%D0%B0', '/oglasi/prebaruvanje?q=%D0%BA%D0%BE%D0%BB%D0%B0'],
    ['/oglasi/prebaruvanje?q=100%25', '/oglasi/prebaruvanje?q=100%25'],
    ['/oglasi/скопје', '/oglasi/скопје'],
    ['/korisnik/inbox?inboxId=12', '/korisnik/inbox?inboxId=12'],
    ['/apicultura', '/apicultura'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });

  it.each([null, undefined, ''])('no redirectPath (%s) → /', (input) => {
    expect(safeRedirectTarget(input)).toBe('/');
  });
});

describe('safeRedirectTarget: hostile or odd targets fall back to /', () => {
  it.each([
    '//evil.example',
    '//evil.example/korisnik',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'http://oglasi.mk.evil.example/',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    'korisnik/moi-oglasi',
    '%2F%2Fevil.example',
    '/%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/%2525252525252F%2Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    '/%0d%0a/evil.example',
    ' /korisnik',
    '/korisnik ',
    '\u0000/korisnik',
    '/korisnik/najava',
    '/korisnik/najava?redirectPath=/korisnik/najava',
    '/korisnik/najava/',
    '/api/auth/user/logout',
    '/API/auth/user/logout',
    '/%61pi/auth/user/logout',
    '/socket/?EIO=4',
    '/api',
  ])('%j → /', (input) => {
    expect(safeRedirectTarget(input)).toBe('/');
  });

  it('never throws on non-string input from the query parser', () => {
    expect(safeRedirectTarget(42 as unknown as string)).toBe('/');
    expect(safeRedirectTarget(['/a'] as unknown as string)).toBe('/');
  });
});

describe('safeRedirectTarget keeps the URL hash', () => {
  it.each([
    ['/oglas/golf-7-123', '#slike', '/oglas/golf-7-123#slike'],
    ['/oglas/golf-7-123', 'slike', '/oglas/golf-7-123#slike'],
    ['/oglas/golf-7-123#stara', '#nova', '/oglas/golf-7-123#nova'],
    ['/oglas/golf-7-123#stara', undefined, '/oglas/golf-7-123#stara'],
    [null, '#kontakt', '/#kontakt'],
    ['//evil.example', '#x', '/#x'],
    ['/a', '#', '/a'],
    ['/a', '', '/a'],
  ])('%s + %s → %s', (path, hash, expected) => {
    expect(safeRedirectTarget(path, hash)).toBe(expected);
  });
});

describe('safeRedirectTarget properties', () => {
  const resolvesHome = (target: string) => new URL(target, ORIGIN).origin === ORIGIN;

  it('any input resolves to a same-origin path that starts with a single slash', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.string({ unit: 'binary' })), fc.option(fc.string()), (input, hash) => {
        const target = safeRedirectTarget(input, hash);
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
        expect(target.startsWith('/\\')).toBe(false);
        expect(resolvesHome(target)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('a prefix of slashes/backslashes and any host is never followed', () => {
    fc.assert(
      fc.property(fc.constantFrom('//', '/\\', '\\\\', '\\/', '/%2F', '%2F%2F', '/%5C', '/\t/'), fc.domain(), (prefix, host) => {
        expect(safeRedirectTarget(`${prefix}${host}/x`)).toBe('/');
      }),
    );
  });

  it('plain paths built from slug segments pass through unchanged', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        fc.pre(path !== '/korisnik/najava');
        expect(safeRedirectTarget(path)).toBe(path);
      }),
    );
  });
});

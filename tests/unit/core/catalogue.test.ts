import { describe, expect, it } from 'vitest';
import { catalogues, messageText, ROUTES } from '../../../core';

describe('message catalogue', () => {
  it('runs in Node with no DOM', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
  });

  it('gives docs/product/browsing.md bottom-bar texts in Macedonian', () => {
    expect(['nav.home', 'nav.messages', 'nav.post', 'nav.search', 'nav.menu'].map((id) => messageText(id as 'nav.home'))).toEqual([
      'Почетна',
      'Пораки',
      'Објави',
      'Пребарај',
      'Мени',
    ]);
  });

  it('fills placeholders', () => {
    expect(messageText('footer.copyright', 'mk', { year: 2026 })).toContain('2026');
  });

  it('has every id in both languages, none empty', () => {
    const mkIds = Object.keys(catalogues.mk).sort();
    expect(Object.keys(catalogues.sq).sort()).toEqual(mkIds);
    for (const lang of ['mk', 'sq'] as const) {
      for (const [id, text] of Object.entries(catalogues[lang])) expect(text.trim(), `${lang}:${id}`).not.toBe('');
    }
  });

  it('keeps docs/product/browsing.md route constants', () => {
    expect(ROUTES.login).toBe('/korisnik/najava');
    expect(ROUTES.search).toBe('/oglasi/prebaruvanje');
  });
});

import { describe, expect, it } from 'vitest';
import { FooterMenus, menuLinksIn } from '../../../../core/menus/footer-menus';
import { FakeHttp, FakeLogger, httpFailures } from '../../../fakes';

const FALLBACK_HREFS = [
  '/info/uslovi-na-koristenje',
  '/info/pravila-za-postavuvanje-oglasi',
  '/info/pravila-za-privatnost',
  '/info/baner-oglasuvanje',
  '/info/cesto-postavuvani-prasanja',
  '/info/nachini-na-plakanje',
];

function setup() {
  const http = new FakeHttp();
  const logger = new FakeLogger();
  return { http, logger, menus: new FooterMenus({ http, logger }) };
}

describe('FooterMenus (docs/product/browsing.md Footer, menus)', () => {
  it('builds the two columns from footer-1 and footer-2', async () => {
    const { http, menus } = setup();
    http.on('GET', '/api/menus/location/footer-1', [{ pages: [{ slug: 'za-nas', title: 'За нас' }] }]);
    http.on('GET', '/api/menus/location/footer-2', { data: [{ pages: [{ slug: 'kontakt', title: 'Контакт' }, { slug: 'pomosh', title: 'Помош' }] }] });
    const state = await menus.load();
    expect(state).toEqual({
      loading: false,
      usedFallback: false,
      columns: [[{ slug: 'za-nas', title: 'За нас', href: '/info/za-nas' }], [
        { slug: 'kontakt', title: 'Контакт', href: '/info/kontakt' },
        { slug: 'pomosh', title: 'Помош', href: '/info/pomosh' },
      ]],
    });
    expect(http.calls.map((call) => call.path)).toEqual(['/api/menus/location/footer-1', '/api/menus/location/footer-2']);
    expect(menus.getSnapshot()).toBe(state);
  });

  it('falls back to the six fallback links when the menus are empty', async () => {
    const { http, logger, menus } = setup();
    http.on('GET', '/api/menus/location/*', []);
    const state = await menus.load();
    expect(state.usedFallback).toBe(true);
    expect(state.columns.flat().map((link) => link.href)).toEqual(FALLBACK_HREFS);
    expect(state.columns.flat()[0]?.title).toBe('Услови на користење');
    expect(logger.all()).toEqual([]);
  });

  it('falls back and logs when the calls fail, never throwing', async () => {
    const { http, logger, menus } = setup();
    http.on('GET', '/api/menus/location/*', httpFailures.general());
    const state = await menus.load();
    expect(state.columns.flat().map((link) => link.href)).toEqual(FALLBACK_HREFS);
    expect(logger.all()).toEqual(['footer menu footer-1 failed', 'footer menu footer-2 failed']);
  });

  it('keeps a loaded column when only the other fails', async () => {
    const { http, logger, menus } = setup();
    http.on('GET', '/api/menus/location/footer-1', [{ pages: [{ slug: 'za-nas', title: 'За нас' }] }]);
    http.on('GET', '/api/menus/location/footer-2', httpFailures.timeout());
    const state = await menus.load();
    expect(state.usedFallback).toBe(false);
    expect(state.columns).toEqual([[{ slug: 'za-nas', title: 'За нас', href: '/info/za-nas' }], []]);
    expect(logger.all()).toEqual(['footer menu footer-2 failed']);
  });

  it('drops pages whose slug would leave /info/ or that have no title', () => {
    const body = [{ pages: [{ slug: '../admin', title: 'x' }, { slug: '//evil.example', title: 'x' }, { slug: 'ok', title: '' }, { slug: 'услови', title: 'Услови' }, null] }, 'junk'];
    expect(menuLinksIn(body, 'footer-1')).toEqual([{ slug: 'услови', title: 'Услови', href: '/info/услови' }]);
    expect(menuLinksIn({ 'footer-1': [{ pages: [{ slug: 'a', title: 'A' }] }] }, 'footer-1')).toHaveLength(1);
    expect(menuLinksIn(null, 'footer-1')).toEqual([]);
  });
});

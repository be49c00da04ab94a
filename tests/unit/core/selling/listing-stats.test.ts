import { describe, expect, it } from 'vitest';
import { Selling, statsBars } from '../../../../core';
import { createFakePorts, httpFailures } from '../../../fakes';

const daily = (views: number[]) => views.map((count, index) => ({ date: `2026-11-${String(10 + index).padStart(2, '0')}`, views: count }));

describe('ListingStatsView (docs/product/selling.md listing stats over 15 days)', () => {
  it('reads total, window, average and best day; the bars are shares of the busiest day, the best one marked', async () => {
    const ports = createFakePorts();
    const days = daily([0, 2, 5, 1, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3]);
    ports.http.on('GET', '/api/oglasi/manage/9/stats', {
      status: 'success',
      data: { listing: { id: 9, title: 'Голф 7', slug: 'golf-7-9', status: 'active' }, total_views: 40, window_days: 15, window_views: 16, daily: days, average_daily: 1.1, best_day: days[2] },
    });
    const view = new Selling({ ...ports, language: () => 'mk', user: () => null }).listingStats();
    await view.load(9);
    const { stats, problem } = view.getSnapshot();
    expect(problem).toBeNull();
    expect(stats).toMatchObject({ title: 'Голф 7', href: '/oglas/golf-7-9', totalViews: 40, windowDays: 15, windowViews: 16, averageDaily: 1.1, bestDay: { date: '2026-11-12', views: 5 } });
    expect(stats!.bars).toHaveLength(15);
    expect(stats!.bars[1]).toEqual({ date: '2026-11-11', views: 2, share: 0.4, best: false, contacts: 0, saves: 0, promoted: false });
    // An older server that does not count contacts and saves: nothing invented.
    expect(stats).toMatchObject({ windowContacts: null, windowSaves: null, promotions: null });
    // Two days tie for the most views: the first of them is the best day, only one is marked.
    expect(stats!.bars.filter((bar) => bar.best).map((bar) => bar.date)).toEqual(['2026-11-12']);
  });

  it('contact clicks by kind and saves over the window, and per day beside the views', async () => {
    const ports = createFakePorts();
    const days = daily([1, 4]).map((day, index) => ({ ...day, contacts: { phone: index, whatsapp: 2 * index, viber: 0 }, saves: index + 1 }));
    ports.http.on('GET', '/api/oglasi/manage/9/stats', {
      status: 'success',
      data: { listing: { id: 9, title: 'Голф 7', slug: 'golf-7-9' }, total_views: 5, window_days: 15, daily: days, window_contacts: { phone: 1, whatsapp: 2, viber: 0 }, window_saves: 3 },
    });
    const view = new Selling({ ...ports, language: () => 'mk', user: () => null }).listingStats();
    await view.load(9);
    const { stats } = view.getSnapshot();
    expect(stats).toMatchObject({ windowContacts: { phone: 1, whatsapp: 2, viber: 0 }, windowSaves: 3 });
    expect(stats!.bars.map((bar) => [bar.contacts, bar.saves])).toEqual([
      [0, 1],
      [3, 2],
    ]);
  });

  it('the days a promotion ran and the promotions over the window (issue 21)', async () => {
    const ports = createFakePorts();
    const days = daily([1, 4, 2]).map((day, index) => ({ ...day, promoted: index > 0 }));
    ports.http.on('GET', '/api/oglasi/manage/9/stats', {
      status: 'success',
      data: { listing: { id: 9, title: 'Голф 7' }, total_views: 7, window_days: 15, daily: days, promotions: [{ package_code: 'top-3', starts_at: '2026-11-11T09:30:00.000Z', ends_at: '2026-11-14T09:30:00.000Z' }] },
    });
    const view = new Selling({ ...ports, language: () => 'mk', user: () => null }).listingStats();
    await view.load(9);
    const { stats } = view.getSnapshot();
    expect(stats!.bars.map((bar) => bar.promoted)).toEqual([false, true, true]);
    expect(stats!.promotions).toEqual([{ startsAt: '2026-11-11T09:30:00.000Z', endsAt: '2026-11-14T09:30:00.000Z' }]);
  });

  it('marks the days the listing was promoted (issue 21)', () => {
    const days = daily([3, 1, 0]).map((day, index) => ({ ...day, promoted: index > 0 }));
    expect(statsBars(days).map((bar) => bar.promoted)).toEqual([false, true, true]);
    // An older server that does not say: no day is promoted.
    expect(statsBars(daily([1])).map((bar) => bar.promoted)).toEqual([false]);
  });

  it('a window without views has flat bars and no best day', () => {
    expect(statsBars(daily([0, 0, 0])).every((bar) => bar.share === 0 && !bar.best)).toBe(true);
  });

  it("someone else's listing is not found; a failure offers a retry; a malformed answer is a failure, not a crash", async () => {
    const ports = createFakePorts();
    ports.http.on('GET', '/api/oglasi/manage/5/stats', httpFailures.serverBody({ status: 'error', messageId: 'notFound' }, 404));
    ports.http.on('GET', '/api/oglasi/manage/6/stats', httpFailures.timeout());
    ports.http.on('GET', '/api/oglasi/manage/7/stats', { status: 'success', data: { total_views: 'много', daily: null } });
    const view = new Selling({ ...ports, language: () => 'mk', user: () => null }).listingStats();
    await view.load(5);
    expect(view.getSnapshot()).toMatchObject({ loading: false, problem: 'notFound', stats: null });
    await view.load(6);
    expect(view.getSnapshot().problem).toBe('failed');
    await view.load(7);
    expect(view.getSnapshot().problem).toBe('failed');
  });
});

import { firstValueFrom } from 'rxjs';
import { Store } from '../store/store';
import { isHttpFailure, type HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import { listingStatsSchema } from '../schemas/listing';
import { listingPagePath } from '../routes/routes';

export const statsPath = (id: number | string) => `/api/oglasi/manage/${encodeURIComponent(String(id))}/stats`;

/**
 * One day's bar: its views, its height as a share of the busiest day's, and whether it is the best day; the day's
 * contact clicks and saves beside it, and whether the listing was promoted that day (issue 21: the promoted period).
 */
export interface StatsBar {
  date: string;
  views: number;
  share: number;
  best: boolean;
  contacts: number;
  saves: number;
  promoted: boolean;
}

export interface ContactTotals {
  phone: number;
  whatsapp: number;
  viber: number;
}

/** docs/product/selling.md listing stats over 15 days, as the screen shows them. */
export interface ListingStatsSummary {
  title: string;
  href: string;
  totalViews: number;
  windowDays: number;
  windowViews: number;
  averageDaily: number;
  bestDay: { date: string; views: number } | null;
  bars: StatsBar[];
  /** Contact clicks (phone, WhatsApp, Viber) and saves over the window; null from a server that does not count them. */
  windowContacts: ContactTotals | null;
  windowSaves: number | null;
  /** The promotions that overlap the window, oldest first (issue 21); null from a server that does not say. */
  promotions: Array<{ startsAt: string; endsAt: string }> | null;
}

export interface ListingStatsState {
  loading: boolean;
  /** 'notFound': not the user's listing (or gone); 'failed': the page-load error with a retry. */
  problem: 'notFound' | 'failed' | null;
  stats: ListingStatsSummary | null;
}

/** The bars of a window of days: heights relative to the busiest day (all 0 when nobody looked), the best day marked. */
export function statsBars(daily: readonly { date: string; views: number; contacts?: ContactTotals | null; saves?: number | null; promoted?: boolean | null }[]): StatsBar[] {
  const top = daily.reduce((max, day) => Math.max(max, day.views), 0);
  const best = top > 0 ? daily.find((day) => day.views === top)?.date : undefined;
  return daily.map((day) => ({
    date: day.date,
    views: day.views,
    share: top > 0 ? day.views / top : 0,
    best: day.date === best,
    contacts: day.contacts ? day.contacts.phone + day.contacts.whatsapp + day.contacts.viber : 0,
    saves: day.saves ?? 0,
    promoted: day.promoted ?? false,
  }));
}

/**
 * A listing's statistics for the last 15 days (docs/product/selling.md "Other screens", Listing stats): total views, the views
 * of each day, the average per day and the best day, from GET …/stats (owner only; someone else's is not found).
 */
export class ListingStatsView extends Store<ListingStatsState> {
  constructor(private readonly deps: { http: HttpPort; logger: LoggerPort }) {
    super({ loading: true, problem: null, stats: null });
  }

  async load(id: number | string): Promise<void> {
    this.patch({ loading: true, problem: null });
    try {
      const body = await firstValueFrom(this.deps.http.request<{ data?: unknown }>({ path: statsPath(id), credentials: true }));
      const wire = listingStatsSchema.parse(body?.data);
      const windowViews = wire.window_views ?? wire.daily.reduce((sum, day) => sum + day.views, 0);
      const stats: ListingStatsSummary = {
        title: wire.listing?.title ?? '',
        href: listingPagePath(wire.listing?.slug ?? String(id)),
        totalViews: wire.total_views,
        windowDays: wire.window_days,
        windowViews,
        averageDaily: wire.average_daily ?? Math.round((windowViews / wire.window_days) * 10) / 10,
        bestDay: wire.best_day && wire.best_day.views > 0 ? { date: wire.best_day.date, views: wire.best_day.views } : null,
        bars: statsBars(wire.daily),
        windowContacts: wire.window_contacts ? { phone: wire.window_contacts.phone, whatsapp: wire.window_contacts.whatsapp, viber: wire.window_contacts.viber } : null,
        windowSaves: wire.window_saves ?? null,
        promotions: wire.promotions ? wire.promotions.map((period) => ({ startsAt: period.starts_at, endsAt: period.ends_at })) : null,
      };
      if (!this.isDisposed) this.patch({ loading: false, stats });
    } catch (error) {
      this.deps.logger.warn('listing stats not loaded', error);
      if (!this.isDisposed) this.patch({ loading: false, problem: isHttpFailure(error) && error.httpStatus === 404 ? 'notFound' : 'failed' });
    }
  }
}

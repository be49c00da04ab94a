import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** docs/product/selling.md stats are per day; the marketplace's days are North Macedonia's. */
export const VIEW_TIME_ZONE = 'Europe/Skopje';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: VIEW_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Europe/Skopje calendar day of `at`, as YYYY-MM-DD. */
export function skopjeDay(at: Date): string {
  return dayFormat.format(at);
}

/** Crawlers and link previews that say what they are (a browser without a person is still counted: it says nothing). */
const ANNOUNCED_BOT = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|curl\/|wget\/|python-requests|httpclient|okhttp|go-http-client|node-fetch|axios\//i;

export function isAnnouncedBot(userAgent: string | undefined): boolean {
  return !userAgent || ANNOUNCED_BOT.test(userAgent);
}

interface Pending {
  listingId: number;
  day: string;
  visitor: string;
  settle: (counted: boolean) => void;
}

/**
 * Counts listing views honestly and cheaply (issue 19): one per visitor per listing per day, recorded by group
 * commit — a view waits only for the write in flight; every view that arrives meanwhile goes into the next single
 * statement (insert the new visitor-days, add the fresh ones to the daily and total counters). Under load that is
 * one statement per batch instead of three per view; alone, a view is written at once. The (listing, day, visitor)
 * key makes the rule hold across processes and restarts.
 */
export class ViewCounter {
  private queue: Pending[] = [];
  private writing: Promise<void> | null = null;
  private lastPrunedDay = '';

  constructor(private readonly db: Kysely<Database>) {}

  /** Resolves to whether this view was counted (false: this visitor already viewed the listing today). */
  record(listingId: number, visitor: string, at = new Date()): Promise<boolean> {
    return new Promise((settle) => {
      this.queue.push({ listingId, day: skopjeDay(at), visitor, settle });
      if (!this.writing) this.writing = this.drain();
    });
  }

  /** Waits for every recorded view to be written (shutdown, tests). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue;
        this.queue = [];
        await this.write(batch);
      }
    } finally {
      this.writing = null;
    }
  }

  private async write(batch: Pending[]): Promise<void> {
    let counted = new Set<string>();
    try {
      const { rows } = await sql<{ listing_id: number; day: string; visitor: string }>`
        with candidates as (
          select distinct u.listing_id, u.day::date as day, u.visitor
          from unnest(${sql.val(batch.map((view) => view.listingId))}::int[], ${sql.val(batch.map((view) => view.day))}::text[], ${sql.val(batch.map((view) => view.visitor))}::text[])
            as u(listing_id, day, visitor)
          join listings l on l.id = u.listing_id
        ), fresh as (
          insert into listing_view_visitors (listing_id, day, visitor)
          select listing_id, day, visitor from candidates
          on conflict do nothing
          returning listing_id, day, visitor
        ), per_day as (
          select listing_id, day, count(*)::int as views from fresh group by listing_id, day
        ), daily as (
          insert into listing_daily_views (listing_id, day, views)
          select listing_id, day, views from per_day
          on conflict (listing_id, day) do update set views = listing_daily_views.views + excluded.views
        ), totals as (
          update listings set views = listings.views + t.views
          from (select listing_id, sum(views)::int as views from per_day group by listing_id) t
          where listings.id = t.listing_id
        )
        select listing_id, to_char(day, 'YYYY-MM-DD') as day, visitor from fresh`.execute(this.db);
      counted = new Set(rows.map((row) => `${row.listing_id}|${row.day}|${row.visitor}`));
    } catch {
      // A lost view is not worth a failed page: the batch counts nothing.
    }
    // Two views of one visitor in one batch: the first counts.
    for (const view of batch) {
      const key = `${view.listingId}|${view.day}|${view.visitor}`;
      view.settle(counted.delete(key));
    }
    await this.prune(batch[0]?.day ?? '');
  }

  /** Yesterday's visitors are still needed around midnight; older days never are. */
  private async prune(today: string): Promise<void> {
    if (!today || today === this.lastPrunedDay) return;
    this.lastPrunedDay = today;
    await sql`delete from listing_view_visitors where day < ${today}::date - 1`.execute(this.db).catch(() => undefined);
  }
}

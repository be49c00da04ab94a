import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { skopjeDay, VIEW_TIME_ZONE } from './view-counter';

/** The Europe/Skopje date at an instant, as SQL: the last day of a statistics window — the day the writes record
 * (skopjeDay: the view counter's and the contact clicks' day). */
export const skopjeDateAt = (at: Date) => sql<string>`${skopjeDay(at)}::date`;

export interface DayContacts {
  phone: number;
  whatsapp: number;
  viber: number;
}

const noContacts = (): DayContacts => ({ phone: 0, whatsapp: 0, viber: 0 });

export interface PromotionPeriod {
  package_code: string;
  starts_at: string;
  ends_at: string;
}

/**
 * A listing's contact clicks (by kind) and saves on each Europe/Skopje day of the stats window (issue 19): contacts
 * from listing_contact_clicks (one per visitor, kind and day), saves from favourites still held, by the day they were
 * made. Two grouped index reads, whatever the listing's popularity. And its promotions (issue 21) that overlap the
 * window, oldest first, with the window's days they cover: a day is promoted when any promotion ran during part of
 * it (one read of promotions_listing).
 * A Skopje day's bounds are `date::timestamp at time zone` (its local midnight as an instant): a bare date — or
 * generate_series's timestamptz — `at time zone` goes the other way and put the day's start at 01:00 UTC, so a
 * promotion bought in the first hour of a Skopje day also marked the day before. `at` is the moment of the
 * answer (tests/server/marketplace/daily-interactions.test.ts pins it on both sides of Skopje's midnight).
 */
export async function dailyInteractions(db: Kysely<Database>, listingId: number, days: number, at: Date = new Date()) {
  // The instant the window ends: the caller's (the route's own days use the same one), never the database's clock.
  const today = skopjeDateAt(at);
  const [contactRows, saveRows, promotionRows, promotedDays] = await Promise.all([
    sql<{ day: string; kind: keyof DayContacts; clicks: number | string }>`
      select to_char(day, 'YYYY-MM-DD') as day, kind, count(*) as clicks
      from listing_contact_clicks
      where listing_id = ${listingId} and day > ${today} - ${days}::int and day <= ${today}
      group by day, kind`.execute(db),
    sql<{ day: string; saves: number | string }>`
      select to_char((created_at at time zone ${VIEW_TIME_ZONE})::date, 'YYYY-MM-DD') as day, count(*) as saves
      from favourites
      where listing_id = ${listingId} and created_at >= (${today} - ${days - 1}::int)::timestamp at time zone ${VIEW_TIME_ZONE}
        and created_at < (${today} + 1)::timestamp at time zone ${VIEW_TIME_ZONE}
      group by 1`.execute(db),
    sql<{ package_code: string; starts_at: Date | string; ends_at: Date | string }>`
      select package_code, starts_at, ends_at from promotions
      where listing_id = ${listingId} and ends_at > (${today} - ${days - 1}::int)::timestamp at time zone ${VIEW_TIME_ZONE}
        and starts_at < (${today} + 1)::timestamp at time zone ${VIEW_TIME_ZONE}
      order by starts_at, id`.execute(db),
    sql<{ day: string }>`
      select to_char(d.day, 'YYYY-MM-DD') as day
      from generate_series(${today} - ${days - 1}::int, ${today}, interval '1 day') as d(day)
      where exists (
        select 1 from promotions as p
        where p.listing_id = ${listingId} and p.starts_at < (d.day::date + 1)::timestamp at time zone ${VIEW_TIME_ZONE} and p.ends_at > d.day::date::timestamp at time zone ${VIEW_TIME_ZONE})`.execute(db),
  ]);
  const contactsByDay = new Map<string, DayContacts>();
  const contacts = noContacts();
  for (const row of contactRows.rows) {
    const day = contactsByDay.get(row.day) ?? noContacts();
    day[row.kind] = Number(row.clicks);
    contacts[row.kind] += Number(row.clicks);
    contactsByDay.set(row.day, day);
  }
  const savesByDay = new Map(saveRows.rows.map((row) => [row.day, Number(row.saves)]));
  const saves = [...savesByDay.values()].reduce((sum, n) => sum + n, 0);
  const promoted = new Set(promotedDays.rows.map((row) => row.day));
  const promotions: PromotionPeriod[] = promotionRows.rows.map((row) => ({
    package_code: row.package_code,
    starts_at: new Date(row.starts_at).toISOString(),
    ends_at: new Date(row.ends_at).toISOString(),
  }));
  return {
    contacts,
    saves,
    promotions,
    of: (day: string) => ({ contacts: contactsByDay.get(day) ?? noContacts(), saves: savesByDay.get(day) ?? 0, promoted: promoted.has(day) }),
  };
}

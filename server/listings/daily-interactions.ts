import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { VIEW_TIME_ZONE } from './view-counter';

export interface DayContacts {
  phone: number;
  whatsapp: number;
  viber: number;
}

const noContacts = (): DayContacts => ({ phone: 0, whatsapp: 0, viber: 0 });

/**
 * A listing's contact clicks (by kind) and saves on each Europe/Skopje day of the stats window (issue 19): contacts
 * from listing_contact_clicks (one per visitor, kind and day), saves from favourites still held, by the day they were
 * made. Two grouped index reads, whatever the listing's popularity.
 */
export async function dailyInteractions(db: Kysely<Database>, listingId: number, days: number) {
  const [contactRows, saveRows] = await Promise.all([
    sql<{ day: string; kind: keyof DayContacts; clicks: number | string }>`
      select to_char(day, 'YYYY-MM-DD') as day, kind, count(*) as clicks
      from listing_contact_clicks
      where listing_id = ${listingId} and day > (now() at time zone ${VIEW_TIME_ZONE})::date - ${days}::int
      group by day, kind`.execute(db),
    sql<{ day: string; saves: number | string }>`
      select to_char((created_at at time zone ${VIEW_TIME_ZONE})::date, 'YYYY-MM-DD') as day, count(*) as saves
      from favourites
      where listing_id = ${listingId} and created_at >= ((now() at time zone ${VIEW_TIME_ZONE})::date - ${days - 1}::int) at time zone ${VIEW_TIME_ZONE}
      group by 1`.execute(db),
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
  return {
    contacts,
    saves,
    of: (day: string) => ({ contacts: contactsByDay.get(day) ?? noContacts(), saves: savesByDay.get(day) ?? 0 }),
  };
}

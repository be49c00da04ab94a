import { sql } from 'kysely';
import type { Language } from '../../core';
import { messageText } from '../../core';
import { formatListingPrice } from '../../core/format/price';
import { listingPagePath } from '../../core/routes/routes';
import { ALERT_ROUTES } from '../../core/alerts/paths';
import { savedSearchPath, type SavedQuery } from '../../core/alerts/saved-search';
import type { AppContext } from '../app-context';
import { deliver } from '../mail/outbox';
import { currentCatalogue } from '../listings/catalogue';
import { PUBLIC_LISTING } from '../listings/list-statement';
import { BullmqQueue } from './bullmq-queue';
import { savedQueryTitle } from './columns';
import { matchListing } from './matching';
import { InProcessQueue, type AlertJob, type AlertQueue } from './queue';
import { unsubscribeToken } from './unsubscribe-token';

/** At most this many listings in one digest (the rest are behind its link to the list). */
export const DIGEST_MAX_LISTINGS = 20;

/**
 * The alerts' queue of this server (docs/decisions/154-alert-queue.md): BullMQ on Redis with REDIS_URL, in process
 * otherwise; its jobs are the three below. A job's failure is logged (masked of personal data) and retried.
 */
export function createAlertQueue(context: AppContext, log: (message: string) => void = (m) => console.warn(m)): AlertQueue {
  const handler = (job: AlertJob) => runAlertJob(context, queue, job);
  const onFailure = (job: AlertJob, error: unknown, attempt: number) => log(`[alerts] ${job.name} failed (attempt ${attempt}): ${error instanceof Error ? error.message : String(error)}`);
  // The day of "one e-mail per saved search per day" is Skopje's (sendDigest).
  const queue: AlertQueue = context.config.redisUrl && context.shared ? new BullmqQueue(context.config.redisUrl, context.config.redisPrefix, handler, onFailure) : new InProcessQueue(handler, onFailure);
  return queue;
}

export async function runAlertJob(context: AppContext, queue: AlertQueue, job: AlertJob): Promise<void> {
  const { db } = context.database;
  if (job.name === 'match') {
    const outcome = await matchListing(db, job.listingId);
    for (const id of outcome.emailSearchIds) await queue.add({ name: 'digest', savedSearchId: id });
  } else if (job.name === 'digest') {
    const held = await sendDigest(context, job.savedSearchId);
    // Today's mail has gone: the rest wait for tomorrow's, one job per search and day whatever matched meanwhile.
    if (held) await queue.add({ name: 'digest', savedSearchId: job.savedSearchId }, { delayMs: held.untilTomorrowMs, jobId: `digest-${job.savedSearchId}-${held.tomorrow}` });
  } else {
    await notifyPriceDrop(context, job.listingId, job.fromEur, job.toEur);
  }
}

interface DigestRow {
  listing_id: number;
  title: string;
  slug: string;
  price: string | null;
  price_type: string;
  currency: string;
}

/**
 * One saved search's digest (docs/product/browsing.md "Saved searches"): the matches no e-mail has carried yet, in
 * one mail with its list's link and the unsubscribe link — at most one a day per saved search, which the
 * `alert_digests` key enforces in the same transaction that marks the matches mailed and writes the mail to the
 * outbox. Answers when the next digest may go when today's has gone already (and matches are waiting).
 */
export async function sendDigest(context: AppContext, savedSearchId: number): Promise<{ untilTomorrowMs: number; tomorrow: string } | null> {
  const { db } = context.database;
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const catalogue = await currentCatalogue(db);
  return db.transaction().execute(async (trx) => {
    // The search's row, locked: two digests of one search run one after the other.
    const search = await trx
      .selectFrom('saved_searches as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.filters', 's.email_alerts', 'u.email', 'u.language', 'u.banned', 'u.deleted_at'])
      .where('s.id', '=', savedSearchId)
      .forUpdate('s')
      .executeTakeFirst();
    if (!search || !search.email_alerts || !search.email || search.banned || search.deleted_at) return null;
    const { rows: waiting } = await sql<DigestRow>`
      select l.id as listing_id, l.title, l.slug, l.price, l.price_type, l.currency
      from alert_matches as m inner join listings as l on l.id = m.listing_id
      where m.saved_search_id = ${savedSearchId} and m.emailed_at is null and ${sql.raw(PUBLIC_LISTING)}
      order by m.created_at, l.id
      limit ${DIGEST_MAX_LISTINGS}`.execute(trx);
    if (waiting.length === 0) return null;
    const sent = await trx
      .insertInto('alert_digests')
      .values({ saved_search_id: savedSearchId, day: sql<string>`(now() at time zone 'Europe/Skopje')::date` as never, listings: waiting.length })
      .onConflict((conflict) => conflict.doNothing())
      .returning('saved_search_id')
      .executeTakeFirst();
    if (!sent) {
      const { rows } = await sql<{ ms: string | number; tomorrow: string }>`
        select ceil(extract(epoch from (date_trunc('day', now() at time zone 'Europe/Skopje') + interval '1 day') - (now() at time zone 'Europe/Skopje')) * 1000) as ms,
          to_char((now() at time zone 'Europe/Skopje')::date + 1, 'YYYY-MM-DD') as tomorrow`.execute(trx);
      return { untilTomorrowMs: Number(rows[0]?.ms ?? 86_400_000) + 1_000, tomorrow: rows[0]?.tomorrow ?? 'next' };
    }
    await trx
      .updateTable('alert_matches')
      .set({ emailed_at: new Date() })
      .where('saved_search_id', '=', savedSearchId)
      .where('listing_id', 'in', waiting.map((row) => row.listing_id))
      .execute();
    const language: Language = search.language;
    const query = (typeof search.filters === 'string' ? JSON.parse(search.filters) : search.filters) as SavedQuery;
    const title = savedQueryTitle(catalogue, query, language);
    const base = context.config.publicUrl;
    const listings = waiting
      .map((row) => `• ${row.title} — ${formatListingPrice({ price: row.price, price_type: row.price_type, currency: row.currency }, { lang: language })}\n  ${base}${listingPagePath(row.slug)}`)
      .join('\n');
    const unsubscribe = `${base}${ALERT_ROUTES.unsubscribe}?token=${unsubscribeToken(context.keys, { kind: 'saved_search', id: savedSearchId })}`;
    await deliver(trx, undefined, {
      to: search.email,
      subject: messageText('mail.alerts.subject', language, { search: title }),
      body: messageText('mail.alerts.body', language, { search: title, listings, link: `${base}${savedSearchPath(query)}`, unsubscribe }),
      link: unsubscribe,
    });
    return null;
  });
}

/**
 * A listing's price went down (docs/product/browsing.md "Saved searches"): everyone who saved it (its favourites;
 * not its owner) gets a bell notification, and an e-mail if they chose price-drop e-mails — one per user, listing
 * and new price (the notification's unique key), the mail written in the same transaction, so a retry sends neither
 * twice. Nothing when the listing is no longer public.
 */
export async function notifyPriceDrop(context: AppContext, listingId: number, fromEur: number, toEur: number): Promise<number> {
  const { db } = context.database;
  const listing = await sql<{ id: number; user_id: number; title: string; slug: string; price: string | null; price_type: string; currency: string; price_eur: string | null }>`
    select l.id, l.user_id, l.title, l.slug, l.price, l.price_type, l.currency, l.price_eur from listings as l where l.id = ${listingId} and ${sql.raw(PUBLIC_LISTING)}`.execute(db);
  const row = listing.rows[0];
  // Only the price it still has: a later edit that raised it again makes this drop moot.
  if (!row || row.price_eur === null || Number(row.price_eur) !== toEur) return 0;
  const savers = await db
    .selectFrom('favourites as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .leftJoin('alert_settings as a', 'a.user_id', 'f.user_id')
    .select(['u.id', 'u.email', 'u.language', 'a.price_drop_email'])
    .where('f.listing_id', '=', listingId)
    .where('f.user_id', '<>', row.user_id)
    .where('u.banned', '=', false)
    .where('u.deleted_at', 'is', null)
    .execute();
  let notified = 0;
  for (const saver of savers) {
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('notifications')
        .values({ user_id: saver.id, kind: 'price_drop', listing_id: listingId, old_price_eur: fromEur, new_price_eur: toEur })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return;
      notified += 1;
      if (!saver.price_drop_email || !saver.email) return;
      const language: Language = saver.language;
      const base = context.config.publicUrl;
      const price = formatListingPrice({ price: row.price, price_type: row.price_type, currency: row.currency }, { lang: language });
      const before = formatListingPrice({ price: fromEur, currency: 'EUR' }, { lang: language });
      const unsubscribe = `${base}${ALERT_ROUTES.unsubscribe}?token=${unsubscribeToken(context.keys, { kind: 'price_drops', id: saver.id })}`;
      await deliver(trx, undefined, {
        to: saver.email,
        subject: messageText('mail.alerts.priceDropSubject', language, { title: row.title }),
        body: messageText('mail.alerts.priceDropBody', language, { title: row.title, price, before, link: `${base}${listingPagePath(row.slug)}`, unsubscribe }),
        link: unsubscribe,
      });
    });
  }
  return notified;
}

/** Adds a job without ever failing the request that caused it (a queue outage is logged; the listing is saved). */
export async function enqueueSafely(queue: AlertQueue, job: AlertJob, log: (message: string) => void = (m) => console.warn(m)): Promise<void> {
  try {
    await queue.add(job);
  } catch (error) {
    log(`[alerts] ${job.name} not queued: ${error instanceof Error ? error.message : String(error)}`);
  }
}

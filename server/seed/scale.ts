import { seededDetails } from './listing-details';
import { LISTING_LIFETIME_DAYS } from '../listings/listing-input';
import { sql, type Insertable } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { Database, ImageVariants, ListingStatus } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { userSlug } from '../accounts/users';
import { slugify } from '../text/slug';
import { LISTING_TEMPLATES } from './data/listings';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedMarketplace } from './seed';
import { Random } from './random';
import { emptyActivity, listingActivity, type ListingActivity } from './scale-chat';
import { personName, pickScript, scaleDescription, scaleTitle, toLatin } from './scale-text';
import { insertAll, nextId, setNextId, since } from './scale-write';

/**
 * `npm run seed -- --scale N`: the demo marketplace (accounts, catalogue, photos) grown to N listings over the real
 * categories and towns, with 10% of N users, favourites, views and `messagesPerListing` chat messages a listing.
 * Rows go in as multi-row INSERTs of `batchSize`; deterministic for the same N. Works on PGlite and PostgreSQL.
 */
export interface ScaleOptions {
  listings: number;
  messagesPerListing?: number;
  batchSize?: number;
  /** Generated photos per top-level category (the demo seed's; 2 by default). */
  imagesPerCategory?: number;
  uploadsDir: string;
  supportEmail: string;
  log?: (line: string) => void;
  now?: Date;
  /** How the listings spread over the templates (default 'spread'); see ScaleDistribution. */
  distribution?: ScaleDistribution;
}

/**
 * 'spread': every listing template (and so every subcategory) alike, titles varied — a long tail.
 * 'head' (issue 42): templates by a Zipf law in their catalogue order (the first, a Golf, ~18% of all listings; the
 * first ten half of them) and 85% of titles the template's own — the heavy head real marketplaces have ("golf",
 * "stan", "iphone", Возила on every first page), where every search word and category is "popular".
 */
export type ScaleDistribution = 'spread' | 'head';
export const SCALE_DISTRIBUTIONS: readonly ScaleDistribution[] = ['spread', 'head'];
/** Where the database says which distribution it was grown with (app_meta), for the benches to check. */
export const SCALE_DISTRIBUTION_KEY = 'scale_distribution';
const ZIPF_EXPONENT = 1.1;
const HEAD_PLAIN_TITLES = 0.85;

/** A picker of items by a Zipf law over their order: the k-th item's weight is 1 / k^exponent. */
export function zipfPicker<T>(items: readonly T[], random: Random, exponent: number): () => T {
  const cumulative: number[] = [];
  let sum = 0;
  for (let k = 1; k <= items.length; k += 1) cumulative.push((sum += 1 / k ** exponent));
  return () => {
    const target = random.next() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return items[low]!;
  };
}

export interface ScaleResult {
  users: number;
  listings: number;
  favourites: number;
  conversations: number;
  messages: number;
}

const DAY = 24 * 3600 * 1000;
/** The demo seed's own hand-made listings (at most; fewer when N is smaller). */
const DEMO_LISTINGS = 150;
/** What becomes of a generated listing, by share. Some "active" ones are past their expiry (not yet swept). */
const STATUSES: ReadonlyArray<[ListingStatus, number]> = [['active', 0.88], ['expired', 0.04], ['archived', 0.025], ['moderation', 0.02], ['rejected', 0.02], ['draft', 0.015]];

function pickStatus(random: Random): ListingStatus {
  let roll = random.next();
  for (const [status, share] of STATUSES) if ((roll -= share) < 0) return status;
  return 'active';
}

export async function seedScale(database: DatabaseHandle, options: ScaleOptions): Promise<ScaleResult> {
  const log = options.log ?? (() => undefined);
  const { db } = database;
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 1000;
  const messages = options.messagesPerListing ?? 10;
  const random = new Random(0x5ca1e + options.listings);
  const started = performance.now();

  await seedMarketplace(database, { uploadsDir: options.uploadsDir, supportEmail: options.supportEmail, listings: Math.min(DEMO_LISTINGS, options.listings), imagesPerCategory: options.imagesPerCategory, log, now });
  log(`seed --scale: demo marketplace in ${since(started)}`);

  // The catalogue the demo seed made, and its photos by top-level category.
  const categories = await db.selectFrom('categories').select(['id', 'name', 'parent_id']).execute();
  const byName = new Map(categories.map((c) => [c.name, c]));
  const topName = new Map(categories.filter((c) => c.parent_id === null).map((c) => [c.id, c.name]));
  const cities = await db.selectFrom('locations').select(['id', 'name']).where('kind', '=', 'city').orderBy('id').execute();
  const photos = new Map<number, ImageVariants[]>();
  for (const row of await db.selectFrom('listings').select(['category_id', 'images']).execute()) {
    const known = photos.get(row.category_id) ?? [];
    const fresh = row.images.filter((image) => !known.some((k) => k.original === image.original));
    photos.set(row.category_id, [...known, ...fresh].slice(0, 6));
  }
  const templates = Object.entries(LISTING_TEMPLATES).flatMap(([sub, list]) => list.map((template) => ({ sub, template })));
  const head = options.distribution === 'head';
  const pickTemplate = head ? zipfPicker(templates, random, ZIPF_EXPONENT) : () => random.pick(templates);

  // Users: 10% of N, a few of them shops, a few banned.
  const phase = performance.now();
  const userCount = Math.max(10, Math.round(options.listings * 0.1));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const firstUser = await nextId(db, 'users');
  const shops: number[] = [];
  const shopIds = new Set<number>();
  const users: Insertable<Database['users']>[] = [];
  for (let i = 0; i < userCount; i += 1) {
    const id = firstUser + i;
    const { first, last } = personName(random);
    const company = random.next() < 0.04 ? `${random.pick(['Авто', 'Техно', 'Дом', 'Мода', 'Агро', 'Спорт'])} ${toLatin(last)} ДООЕЛ` : undefined;
    if (company) {
      shops.push(id);
      shopIds.add(id);
    }
    const meta = { first_name: first, last_name: last, ...(company ? { company_name: company } : {}) };
    const created = new Date(now.getTime() - random.int(1, 900) * DAY);
    const phone = `+3897${random.int(0, 8)}${String(random.int(0, 999999)).padStart(6, '0')}`;
    users.push({
      id, email: `korisnik${i + 1}@primer.mk`, password_hash: passwordHash, full_name: `${first} ${last}`,
      slug: userSlug({ id, slug: null, full_name: `${first} ${last}`, user_meta: meta }), verified: random.next() < 0.2,
      banned: random.next() < 0.005, account_type: company ? 'company' : 'private', email_verified_at: created,
      phone_number: phone, location_id: random.pick(cities).id, user_meta: meta, terms_accepted_at: created, created_at: created,
    });
  }
  await insertAll(db, 'users', users, batchSize);
  await setNextId(db, 'users', firstUser + userCount);
  log(`seed --scale: ${userCount} users in ${since(phase)}`);

  // Listings, chunk by chunk, each followed by its favourites, views and conversations.
  const listingPhase = performance.now();
  const total = Math.max(0, options.listings - Math.min(DEMO_LISTINGS, options.listings));
  const result: ScaleResult = { users: userCount, listings: 0, favourites: 0, conversations: 0, messages: 0 };
  const ids = { nextConversationId: await nextId(db, 'conversations'), nextMessageId: await nextId(db, 'messages') };
  let nextListing = await nextId(db, 'listings');
  const skopje = cities.find((c) => c.name === 'Скопје') ?? cities[0];
  for (let done = 0; done < total; ) {
    const chunk = Math.min(batchSize, total - done);
    const rows: Insertable<Database['listings']>[] = [];
    const activity: ListingActivity = emptyActivity();
    for (let i = 0; i < chunk; i += 1) {
      const id = nextListing++;
      const { sub, template } = pickTemplate();
      const [base, min, max, currency, brand, model] = template;
      const subcategory = byName.get(sub);
      if (!subcategory?.parent_id) throw new Error(`seed --scale: unknown subcategory ${sub}`);
      const top = topName.get(subcategory.parent_id) ?? '';
      // A third of everything is in Skopje, the rest spread over the towns.
      const city = random.next() < 0.33 && skopje ? skopje : random.pick(cities);
      const ownerId = shops.length > 0 && random.next() < 0.25 ? random.pick(shops) : firstUser + random.int(0, userCount - 1);
      const status = pickStatus(random);
      const script = pickScript(random);
      const vehicle = top === 'Возила' && sub !== 'Авто делови и опрема';
      const features = seededDetails(random, top, sub);
      const title = scaleTitle(random, base, city.name, script, vehicle ? (features.year as number) : undefined, head ? HEAD_PLAIN_TITLES : 0);
      const agreement = min === 0 || random.next() < 0.03;
      const round = currency === 'EUR' ? (max > 5000 ? 100 : 5) : 100;
      const price = agreement ? null : Math.max(1, Math.round((min + random.next() * (max - min)) / round) * round);
      // Ages against the 60-day lifetime: 1 % of the active ones are past it (expired by date, still marked active).
      const ageDays = status === 'expired' ? random.int(LISTING_LIFETIME_DAYS + 1, 240) : status === 'archived' ? random.int(5, 300) : random.next() < 0.01 ? LISTING_LIFETIME_DAYS + 5 : random.int(0, LISTING_LIFETIME_DAYS - 2);
      const publishedAt = status === 'draft' || status === 'moderation' ? null : new Date(now.getTime() - ageDays * DAY - random.int(0, 86_399) * 1000);
      const created = publishedAt ?? new Date(now.getTime() - random.int(0, 10) * DAY);
      const pool = photos.get(subcategory.parent_id) ?? [];
      const views = publishedAt ? Math.floor(-Math.log(1 - random.next()) * 120) : 0;
      rows.push({
        id, user_id: ownerId, title, slug: `${slugify(title)}-${id}`, status,
        rejection_reason: status === 'rejected' ? 'Сликите не го прикажуваат производот.' : null,
        category_id: subcategory.parent_id, subcategory_id: subcategory.id, location_id: city.id,
        price, price_type: agreement ? 'agreement' : 'fixed', currency, description: scaleDescription(random, base, city.name, script),
        images: JSON.stringify(pool.slice(0, random.int(1, Math.max(1, pool.length)))), brand: brand ?? null, model: model ?? null,
        features: JSON.stringify(features), user_type: shopIds.has(ownerId) ? 'company' : 'private', views,
        promoted_until: random.next() < 0.02 ? new Date(now.getTime() + random.int(1, 14) * DAY) : null,
        created_at: created, updated_at: created, published_at: publishedAt,
        expires_at: publishedAt ? new Date(publishedAt.getTime() + LISTING_LIFETIME_DAYS * DAY) : null,
      });
      listingActivity(random, { id, sellerId: ownerId, publishedAt, views }, { first: firstUser, count: userCount }, status === 'draft' ? 0 : messages, now, ids, activity);
    }
    await insertAll(db, 'listings', rows, batchSize);
    await insertAll(db, 'favourites', activity.favourites, batchSize);
    await insertAll(db, 'listing_daily_views', activity.dailyViews, batchSize);
    await insertAll(db, 'conversations', activity.conversations, batchSize);
    await insertAll(db, 'conversation_participants', activity.participants, batchSize);
    await insertAll(db, 'messages', activity.messages, batchSize);
    done += chunk;
    result.listings = done;
    result.favourites += activity.favourites.length;
    result.conversations += activity.conversations.length;
    result.messages += activity.messages.length;
    if (done % (batchSize * 10) === 0 || done === total) log(`seed --scale: ${done}/${total} listings, ${result.messages} messages, ${since(listingPhase)}`);
  }
  await setNextId(db, 'listings', nextListing);
  await setNextId(db, 'conversations', ids.nextConversationId);
  await setNextId(db, 'messages', ids.nextMessageId);

  // Fresh statistics (the planner knows the new sizes before the first request) and visibility maps (index-only
  // scans need not visit the heap), as autovacuum would leave them some minutes later.
  const vacuum = performance.now();
  await sql`vacuum analyze`.execute(db);
  log(`seed --scale: vacuum analyze in ${since(vacuum)}; all in ${since(started)}`);
  const distribution = options.distribution ?? 'spread';
  await sql`insert into app_meta (key, value) values (${SCALE_DISTRIBUTION_KEY}, ${distribution}) on conflict (key) do update set value = excluded.value`.execute(db);
  return result;
}

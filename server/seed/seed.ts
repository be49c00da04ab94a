import { seededDetails } from './listing-details';
import { LISTING_LIFETIME_DAYS } from '../listings/listing-input';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { Insertable } from 'kysely';
import type { Database, ImageVariants, ListingStatus } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { userSlug } from '../accounts/users';
import { slugify } from '../text/slug';
import { CATEGORIES, CATEGORY_NAMES_SQ } from './data/categories';
import { LOCATION_NAMES_SQ, REGIONS } from './data/locations';
import { MENUS, PAGES } from './data/pages';
import { CONDITION_PHRASES, CONTACT_PHRASES, LISTING_TEMPLATES } from './data/listings';
import { accountMeta, DEMO_PASSWORD, moreSellers, seedAccounts } from './demo-accounts';
import { SEED_EXTENSIONS, type SeedExtension, type SeedResult } from './extensions';
import { avatarSvg, logoSvg, passportPicture, writeSeedImage } from './images';
import { storeImageVariants } from '../media/variants';
import { sceneFor, sceneSvg, viewsOf } from './scenes';
import { DETAILS_BY_CATEGORY, property, shelfItem } from './data/catalogue';
import { Random } from './random';

export interface SeedOptions {
  uploadsDir: string;
  /** Where identity documents are kept (config.privateDir): the pending request's passport picture goes there. */
  privateDir?: string;
  supportEmail: string;
  /** How many listings to create (~150 by default). */
  listings?: number;
  /** Generated photos per top-level category. */
  imagesPerCategory?: number;
  extensions?: SeedExtension[];
  log?: (line: string) => void;
  /** "Now" for published/expiry dates; injectable for tests. */
  now?: Date;
}

const DAY = 24 * 3600 * 1000;
/** The hand-written listings (data/listings.ts templates, some twice): tests and journeys name them. */
export const FIRST_LISTINGS = 150;
/** Active listings every top-level category has on a full seed: two full pages of 21 and a few on a third. */
export const LISTINGS_PER_CATEGORY = 45;

/** Empties every application table (keeps migrations and app_meta), so the seed starts clean. */
export async function clearMarketplace(database: DatabaseHandle): Promise<void> {
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables
    where schemaname = 'public' and tablename not like 'kysely_%' and tablename <> 'app_meta'`.execute(database.db);
  if (rows.length === 0) return;
  await sql.raw(`truncate table ${rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`).execute(database.db);
}

/** True when no account exists yet: the first start of a fresh machine. */
export async function isEmpty(database: DatabaseHandle): Promise<boolean> {
  const row = await database.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Async work with at most `limit` in flight (image rendering is CPU-bound). */
async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  });
  await Promise.all(runners);
  return results;
}

/** The Albanian name of a seeded Macedonian one (migration 0070): every seeded category and place has one. */
function albanian(names: Readonly<Record<string, string>>, name: string): string {
  const translated = names[name];
  if (translated === undefined) throw new Error(`seed: no Albanian name for ${name}`);
  return translated;
}

/**
 * The demo marketplace: categories, regions and cities, info pages and footer menus, the demo
 * accounts and sellers, ~150 listings with generated photos in every docs/product/selling.md variant, favourites and
 * verification requests. Deterministic: the same data every time.
 */
export async function seedMarketplace(database: DatabaseHandle, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  const random = new Random(20251123);
  const now = options.now ?? new Date();
  const { db } = database;
  await clearMarketplace(database);

  // Locations
  const cityIds = new Map<string, number>();
  for (const [position, region] of REGIONS.entries()) {
    const row = await db.insertInto('locations').values({ kind: 'region', name: region.name, name_sq: albanian(LOCATION_NAMES_SQ, region.name), slug: slugify(region.name), position }).returning('id').executeTakeFirstOrThrow();
    for (const [cityPosition, city] of region.cities.entries()) {
      const cityRow = await db
        .insertInto('locations')
        .values({ kind: 'city', name: city, name_sq: albanian(LOCATION_NAMES_SQ, city), slug: slugify(city), parent_id: row.id, position: cityPosition })
        .returning('id')
        .executeTakeFirstOrThrow();
      cityIds.set(city, cityRow.id);
    }
  }
  const cities = [...cityIds.keys()];

  // Categories
  const subcategoryInfo = new Map<string, { id: number; parentId: number; top: string; hue: number; icon: string }>();
  for (const [position, category] of CATEGORIES.entries()) {
    const top = await db.insertInto('categories').values({ name: category.name, name_sq: albanian(CATEGORY_NAMES_SQ, category.name), slug: slugify(category.name), icon: category.icon, position }).returning('id').executeTakeFirstOrThrow();
    for (const [subPosition, name] of category.subcategories.entries()) {
      const sub = await db.insertInto('categories').values({ name, name_sq: albanian(CATEGORY_NAMES_SQ, name), slug: slugify(name), parent_id: top.id, position: subPosition }).returning('id').executeTakeFirstOrThrow();
      subcategoryInfo.set(name, { id: sub.id, parentId: top.id, top: category.name, hue: category.hue, icon: category.icon });
    }
  }

  // Pages and menus
  const pageIds = new Map<string, number>();
  for (const page of PAGES) {
    const row = await db.insertInto('pages').values(page).returning('id').executeTakeFirstOrThrow();
    pageIds.set(page.slug, row.id);
  }
  for (const [position, menu] of MENUS.entries()) {
    const row = await db.insertInto('menus').values({ location: menu.location, name: menu.name, name_sq: menu.name_sq, position }).returning('id').executeTakeFirstOrThrow();
    for (const [pagePosition, slug] of menu.pages.entries()) {
      await db.insertInto('menu_pages').values({ menu_id: row.id, page_id: pageIds.get(slug) ?? 0, position: pagePosition }).execute();
    }
  }

  // Accounts: the documented ones and the first sellers, then those who joined later (their ids come after).
  const firstAccounts = seedAccounts(options.supportEmail);
  const full = options.listings === undefined;
  const accounts = full ? [...firstAccounts, ...moreSellers()] : firstAccounts;
  // One hash for all: every demo account has the same password, and scrypt is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users: Record<string, number> = {};
  const phones = new Map<number, string | undefined>();
  for (const [index, account] of accounts.entries()) {
    const meta = accountMeta(account);
    if (account.logo !== undefined) {
      meta.profile_image = await writeSeedImage(options.uploadsDir, `logo-${account.key}`, logoSvg(account.logo, account.avatarHue ?? 200));
    } else if (account.avatarHue !== undefined) {
      const initials = `${account.firstName?.[0] ?? ''}${account.lastName?.[0] ?? ''}`;
      meta.profile_image = await writeSeedImage(options.uploadsDir, `avatar-${account.key}`, avatarSvg(initials, account.avatarHue));
    }
    const fullName = [account.firstName, account.lastName].filter(Boolean).join(' ') || null;
    const created = new Date(now.getTime() - (120 - index * 5) * DAY);
    const row = await db
      .insertInto('users')
      .values({
        email: account.email,
        password_hash: passwordHash,
        full_name: fullName,
        verified: account.verified ?? false,
        role: account.role ?? 'user',
        account_type: account.company ? 'company' : 'private',
        email_verified_at: created,
        phone_number: account.phone ?? null,
        phone_verified_at: account.phone && account.verified ? created : null,
        location_id: account.city ? (cityIds.get(account.city) ?? null) : null,
        user_meta: meta,
        terms_accepted_at: created,
        created_at: created,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await db.updateTable('users').set({ slug: userSlug(row) }).where('id', '=', row.id).execute();
    users[account.key] = row.id;
    phones.set(row.id, account.phone);
  }
  const privateSellers = ['elena', 'ivan', 'sara', 'nikola', 'jovana'];
  const shopFor = (top: string) => firstAccounts.find((a) => a.sells?.includes(top))?.key;

  // Listings: the hand-written templates first (the first pass keeps their titles; tests and journeys name them),
  // then, on a full seed, more from each subcategory's shelf (data/catalogue.ts) until every top-level category fills
  // two pages. Their words come from a second generator, so the first listings stay what they always were.
  const words = new Random(40);
  const templates = Object.entries(LISTING_TEMPLATES).flatMap(([sub, list]) => list.map((template) => ({ sub, template })));
  const firstCount = Math.min(options.listings ?? FIRST_LISTINGS, FIRST_LISTINGS);
  const titlesByTop = new Map<string, Set<string>>();
  for (const { sub, template } of templates) {
    const top = subcategoryInfo.get(sub)?.top ?? '';
    titlesByTop.set(top, (titlesByTop.get(top) ?? new Set()).add(template[0]));
  }
  /** A title no other listing of the category has. `make` draws one; the last one drawn is the one kept. */
  const freshTitle = (top: string, make: () => string): string => {
    const taken = titlesByTop.get(top) ?? new Set<string>();
    titlesByTop.set(top, taken);
    let title = make();
    for (let attempt = 0; attempt < 60 && taken.has(title); attempt++) title = make();
    for (let n = 2; taken.has(title); n++) title = `${title.replace(/ #\d+$/, '')} #${n}`;
    taken.add(title);
    return title;
  };
  /** Another listing of a subcategory: a home from its details, or a thing from the shelf, with a fresh title. */
  const another = (sub: string, top: string, city: string, details: Record<string, string | number>) => {
    if (top === 'Недвижности') {
      let home = property(sub, city, details, words);
      const title = freshTitle(top, () => (home = property(sub, city, details, words)).title);
      return { title, price: home.price as number | null, currency: home.currency, brand: undefined, model: undefined, details: home.details, city };
    }
    let item = shelfItem(sub, city, words);
    const title = freshTitle(top, () => (item = shelfItem(sub, city, words)).title);
    // Accommodation is where its title says it is (the lake at Dojran is by Valandovo).
    const named = sub === 'Сместување' ? (title.includes('Дојран') ? 'Валандово' : cities.find((c) => title.includes(c))) : undefined;
    let features = details;
    if (item.year !== undefined && 'year' in details) {
      const age = Math.max(1, 2025 - item.year);
      features = { ...details, year: item.year, mileage_km: words.int(age * 9, age * 21) * 1000 };
    }
    return { title, price: item.price, currency: item.currency, brand: item.brand, model: item.model, details: features, city: named ?? city };
  };
  const describe = (title: string, top: string, city: string, condition: string, contact: string) =>
    [`${title}.`, words.pick(DETAILS_BY_CATEGORY[top] ?? CONDITION_PHRASES), condition, `Локација: ${city}.`, contact].join(' ');

  interface Planned {
    values: Insertable<Database['listings']>;
    top: string;
    scene: string;
    owner: string;
  }
  const planned: Planned[] = [];
  const plan = (p: { sub: string; top: string; owner: string; city: string; status: ListingStatus; publishedAt: Date; title: string; price: number | null; currency: 'EUR' | 'MKD'; brand?: string; model?: string; features: Record<string, string | number>; description: string }) => {
    const info = subcategoryInfo.get(p.sub) as { id: number; parentId: number; icon: string };
    const account = accounts.find((a) => a.key === p.owner);
    const ownerId = users[p.owner] as number;
    const phone = phones.get(ownerId) ?? null;
    const expiresAt = p.status === 'expired' ? new Date(now.getTime() - 2 * DAY) : new Date(p.publishedAt.getTime() + LISTING_LIFETIME_DAYS * DAY);
    const touchedAt = p.status === 'moderation' ? new Date(now.getTime() - 20 * 60 * 1000) : p.publishedAt;
    planned.push({
      top: p.top,
      owner: p.owner,
      scene: sceneFor(p.sub, p.title, info.icon),
      values: {
        user_id: ownerId,
        title: p.title,
        slug: `seed-${planned.length}`,
        status: p.status,
        rejection_reason: p.status === 'rejected' ? 'Сликите не го прикажуваат производот. Додадете вистински фотографии.' : null,
        category_id: info.parentId,
        subcategory_id: info.id,
        location_id: cityIds.get(p.city) ?? null,
        price: p.price,
        price_type: p.price === null ? 'agreement' : 'fixed',
        currency: p.currency,
        description: p.description,
        images: '[]',
        contact_phone: phone,
        viber_phone: phone,
        whatsapp_phone: phone,
        brand: p.brand ?? null,
        model: p.model ?? null,
        features: JSON.stringify(p.features),
        user_type: account?.company ? 'company' : 'private',
        company_name: account?.company ?? null,
        views: 0,
        // Promotions are bought, not set: the money seed (server/payments/seed.ts) pays for a few.
        promoted_until: null,
        created_at: p.publishedAt,
        updated_at: touchedAt,
        published_at: p.status === 'draft' || p.status === 'moderation' ? null : p.publishedAt,
        expires_at: p.status === 'draft' ? null : expiresAt,
      },
    });
  };

  let sellerCount = 0;
  // Two expired ones: the journeys renew one at each screen size.
  const sellerStatuses: ListingStatus[] = ['moderation', 'rejected', 'draft', 'archived', 'expired', 'expired'];
  for (let i = 0; i < firstCount; i++) {
    const { sub, template } = templates[i % templates.length] as (typeof templates)[number];
    const [baseTitle, min, max, currency, brand, model] = template;
    const info = subcategoryInfo.get(sub);
    if (!info) throw new Error(`seed: unknown subcategory ${sub}`);
    // The demo seller gets every 6th listing; shops their trades; private sellers the rest.
    const ownerKey = i % 6 === 0 ? 'seller' : random.next() < 0.55 ? (shopFor(info.top) ?? random.pick(privateSellers)) : random.pick(privateSellers);
    const account = accounts.find((a) => a.key === ownerKey);
    const city = account?.city && random.next() < 0.6 ? account.city : random.pick(cities);
    const round = currency === 'EUR' ? 100 : 500;
    const agreement = min === 0;
    const price = agreement ? null : Math.max(min, Math.round((min + random.next() * (max - min)) / round) * round || min);
    const isSellerExtra = ownerKey === 'seller' && sellerCount >= 10 && sellerCount < 10 + sellerStatuses.length;
    const status: ListingStatus = isSellerExtra ? (sellerStatuses[sellerCount - 10] as ListingStatus) : 'active';
    // The demo seller's first listing is in its last week (renewable, docs/product/selling.md); one in moderation was
    // sent twenty minutes ago (the promise is 30 to 60 minutes). Expiry is publication + the 60-day lifetime.
    const lastWeek = ownerKey === 'seller' && sellerCount === 0;
    const publishedAt = lastWeek ? new Date(now.getTime() - (LISTING_LIFETIME_DAYS - 4) * DAY) : new Date(now.getTime() - random.int(0, 45) * DAY - random.int(0, 23) * 3600 * 1000);
    const condition = random.pick(CONDITION_PHRASES);
    const contact = random.pick(CONTACT_PHRASES);
    const features = seededDetails(random, info.top, sub);
    if (ownerKey === 'seller') sellerCount++;
    // A template's second turn is another thing of its subcategory, not the same title with a town after it.
    const made = i < templates.length ? { title: baseTitle, price, currency, brand, model, details: features, city } : another(sub, info.top, city, features);
    plan({ sub, top: info.top, owner: ownerKey, status, publishedAt, ...made, price: agreement ? null : made.price, features: made.details, description: describe(made.title, info.top, made.city, condition, contact) });
  }
  if (full) {
    const shops = accounts.filter((a) => a.company);
    const people = accounts.filter((a) => !a.company && a.phone && a.key !== 'seller' && a.key !== 'buyer').map((a) => a.key);
    for (const category of CATEGORIES) {
      let active = planned.filter((p) => p.top === category.name && p.values.status === 'active').length;
      for (let k = 0; active < LISTINGS_PER_CATEGORY; k++, active++) {
        const sub = category.subcategories[k % category.subcategories.length] as string;
        const shop = shops.find((a) => a.sells?.includes(category.name));
        const owner = shop && words.next() < 0.45 ? shop.key : words.pick(people);
        const home = accounts.find((a) => a.key === owner)?.city;
        const city = home && words.next() < 0.6 ? home : words.pick(cities);
        const features = seededDetails(words, category.name, sub);
        const made = another(sub, category.name, city, features);
        const publishedAt = new Date(now.getTime() - words.int(0, 50) * DAY - words.int(0, 23) * 3600 * 1000);
        plan({ sub, top: category.name, owner, status: 'active', publishedAt, ...made, features: made.details, description: describe(made.title, category.name, made.city, words.pick(CONDITION_PHRASES), words.pick(CONTACT_PHRASES)) });
      }
    }
  }

  // Photos: a pool per scene, a few objects each seen from two or three sides, drawn once (reused on later starts).
  log('seed: drawing photos (first run only; they are reused afterwards)');
  const drawing = performance.now();
  // Three objects for a scene many listings share, and for cars and flats (the first things a visitor opens); two for
  // the rest: rendering is most of a first start.
  const most = options.imagesPerCategory ?? 3;
  const uses = new Map<string, number>();
  for (const p of planned) uses.set(p.scene, (uses.get(p.scene) ?? 0) + 1);
  const many = (scene: string) => scene === 'car' || scene === 'flat' || (uses.get(scene) ?? 0) >= 20;
  const scenes = [...uses.keys()];
  const photoJobs = scenes.flatMap((scene, s) =>
    Array.from({ length: Math.min(most, many(scene) ? 3 : 2) }, (_, object) => Array.from({ length: viewsOf(scene) }, (_, view) => ({ scene, object, view, seed: (s + 1) * 1000 + object }))).flat(),
  );
  const photos = await mapLimit(photoJobs, 2, (job) => writeSeedImage(options.uploadsDir, `photo-${job.scene}-${job.object + 1}-${job.view + 1}`, sceneSvg(job.scene, new Random(job.seed), job.view)));
  log(`seed: ${photos.length} photos ready in ${((performance.now() - drawing) / 1000).toFixed(1)} s`);
  const pool = new Map<string, ImageVariants[][]>();
  photoJobs.forEach((job, index) => {
    const objects = pool.get(job.scene) ?? [];
    (objects[job.object] ??= []).push(photos[index] as ImageVariants);
    pool.set(job.scene, objects);
  });
  const turns = new Map<string, number>();
  for (const p of planned) {
    const turn = turns.get(p.scene) ?? 0;
    turns.set(p.scene, turn + 1);
    const objects = pool.get(p.scene) ?? [];
    p.values.images = JSON.stringify(objects[turn % objects.length] ?? []);
    // Only what the public has seen was viewed: a draft or a listing still in moderation has no views.
    p.values.views = p.values.published_at ? words.int(3, 900) : 0;
  }

  // Insert in batches (one statement a hundred listings), then give each its slug from its title and id.
  const listingIds: number[] = [];
  const sellerListings: number[] = [];
  for (let from = 0; from < planned.length; from += 100) {
    const batch = planned.slice(from, from + 100);
    const rows = await db.insertInto('listings').values(batch.map((p) => p.values)).returning('id').execute();
    const slugs = rows.map((row, k) => sql`(${row.id}::int, ${`${slugify(String(batch[k]?.values.title))}-${row.id}`}::text)`);
    await sql`update listings as l set slug = v.slug from (values ${sql.join(slugs)}) as v(id, slug) where l.id = v.id`.execute(db);
    rows.forEach((row, k) => {
      listingIds.push(row.id);
      if (batch[k]?.owner === 'seller') sellerListings.push(row.id);
    });
  }

  // Each published listing's views by day (its statistics, docs/product/selling.md): spread over the days since it was
  // published, the last 30 of them at most, summing to the share of its total those days hold — so the totals, the
  // window and the chart agree (issue 39: "564 views, 0 in the last 15 days").
  const dailyViews: { listing_id: number; day: string; views: number }[] = [];
  planned.forEach((p, k) => {
    const published = p.values.published_at instanceof Date ? p.values.published_at : null;
    const total = Number(p.values.views ?? 0);
    const id = listingIds[k];
    if (!published || total === 0 || id === undefined) return;
    const age = Math.max(1, Math.ceil((now.getTime() - published.getTime()) / DAY));
    const days = Math.min(age, 30);
    let left = Math.round((total * days) / age);
    for (let back = days - 1; back >= 0 && left > 0; back -= 1) {
      const views = back === 0 ? left : Math.min(left, words.int(0, Math.max(1, Math.ceil((2 * left) / (back + 1)))));
      if (views > 0) dailyViews.push({ listing_id: id, day: new Date(now.getTime() - back * DAY).toISOString().slice(0, 10), views });
      left -= views;
    }
  });
  for (let from = 0; from < dailyViews.length; from += 1_000) await db.insertInto('listing_daily_views').values(dailyViews.slice(from, from + 1_000)).execute();

  // The buyer has saved a few of the seller's listings; the seller was verified by the admin.
  const buyer = users.buyer as number;
  for (const listingId of sellerListings.slice(0, 4)) {
    await db.insertInto('favourites').values({ user_id: buyer, listing_id: listingId }).execute();
  }
  await db
    .insertInto('verification_requests')
    .values({
      user_id: users.seller as number,
      first_name: 'Ана',
      last_name: 'Петровска',
      email: 'prodavac@primer.mk',
      phone: '+38970123456',
      document_type: 'id_card',
      terms_accepted: true,
      status: 'approved',
      admin_note: 'Документите се во ред.',
      processed_by: users.admin ?? null,
      submitted_at: new Date(now.getTime() - 30 * DAY),
      processed_at: new Date(now.getTime() - 29 * DAY),
    })
    .execute();
  await db
    .insertInto('verification_requests')
    .values({
      user_id: users.elena as number,
      first_name: 'Елена',
      last_name: 'Трајковска',
      email: 'elena.t@primer.mk',
      phone: '+38978789012',
      document_type: 'passport',
      terms_accepted: true,
      submitted_at: new Date(now.getTime() - DAY),
      // The admin console shows the document (docs/product/trust.md): a drawn passport page, stored as an upload is.
      ...(options.privateDir ? { front_image: JSON.stringify(await storeImageVariants(await passportPicture(), options.privateDir, `verification/${users.elena as number}`, '/private')) } : {}),
    })
    .execute();

  log(`seed: ${listingIds.length} listings stored in ${((performance.now() - drawing) / 1000).toFixed(1)} s since the photos began`);
  const result: SeedResult = { users, listings: listingIds, sellerListings };
  for (const extension of options.extensions ?? SEED_EXTENSIONS) await extension(database, result);
  log(`seed: ${accounts.length} accounts, ${listingIds.length} listings, ${photos.length} photos`);
  return result;
}

import { seededDetails } from './listing-details';
import { LISTING_LIFETIME_DAYS } from '../listings/listing-input';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { ImageVariants, ListingStatus } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { userSlug } from '../accounts/users';
import { slugify } from '../text/slug';
import { CATEGORIES, CATEGORY_NAMES_SQ } from './data/categories';
import { LOCATION_NAMES_SQ, REGIONS } from './data/locations';
import { MENUS, PAGES } from './data/pages';
import { CONDITION_PHRASES, CONTACT_PHRASES, LISTING_TEMPLATES } from './data/listings';
import { accountMeta, DEMO_PASSWORD, seedAccounts } from './demo-accounts';
import { SEED_EXTENSIONS, type SeedExtension, type SeedResult } from './extensions';
import { avatarSvg, listingSvg, writeSeedImage } from './images';
import { Random } from './random';

export interface SeedOptions {
  uploadsDir: string;
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
  const subcategoryInfo = new Map<string, { id: number; parentId: number; top: string; hue: number }>();
  for (const [position, category] of CATEGORIES.entries()) {
    const top = await db.insertInto('categories').values({ name: category.name, name_sq: albanian(CATEGORY_NAMES_SQ, category.name), slug: slugify(category.name), icon: category.icon, position }).returning('id').executeTakeFirstOrThrow();
    for (const [subPosition, name] of category.subcategories.entries()) {
      const sub = await db.insertInto('categories').values({ name, name_sq: albanian(CATEGORY_NAMES_SQ, name), slug: slugify(name), parent_id: top.id, position: subPosition }).returning('id').executeTakeFirstOrThrow();
      subcategoryInfo.set(name, { id: sub.id, parentId: top.id, top: category.name, hue: category.hue });
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

  // Photos: a few per top-level category, plus avatars
  log('seed: drawing photos (first run only; they are reused afterwards)');
  const perCategory = options.imagesPerCategory ?? 2;
  const photoJobs = CATEGORIES.flatMap((category, c) =>
    Array.from({ length: perCategory }, (_, i) => ({ category, key: `listing-${slugify(category.name)}-${i + 1}`, seed: c * 100 + i })),
  );
  const photos = await mapLimit(photoJobs, 2, (job) =>
    writeSeedImage(options.uploadsDir, job.key, listingSvg(job.category.name, `Огласи · фотографија ${(job.seed % 100) + 1}`, job.category.hue, new Random(job.seed + 1))),
  );
  const photosByCategory = new Map<string, ImageVariants[]>();
  photoJobs.forEach((job, index) => {
    const list = photosByCategory.get(job.category.name) ?? [];
    list.push(photos[index] as ImageVariants);
    photosByCategory.set(job.category.name, list);
  });

  // Accounts
  const accounts = seedAccounts(options.supportEmail);
  const hashes = await mapLimit(accounts, 4, () => hashPassword(DEMO_PASSWORD));
  const users: Record<string, number> = {};
  const phones = new Map<number, string | undefined>();
  for (const [index, account] of accounts.entries()) {
    const meta = accountMeta(account);
    if (account.avatarHue !== undefined) {
      const initials = `${account.firstName?.[0] ?? ''}${account.lastName?.[0] ?? ''}`;
      meta.profile_image = await writeSeedImage(options.uploadsDir, `avatar-${account.key}`, avatarSvg(initials, account.avatarHue));
    }
    const fullName = [account.firstName, account.lastName].filter(Boolean).join(' ') || null;
    const created = new Date(now.getTime() - (120 - index * 5) * DAY);
    const row = await db
      .insertInto('users')
      .values({
        email: account.email,
        password_hash: hashes[index] ?? null,
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
  const shopFor = (top: string) => accounts.find((a) => a.sells?.includes(top))?.key;

  // Listings
  const templates = Object.entries(LISTING_TEMPLATES).flatMap(([sub, list]) => list.map((template) => ({ sub, template })));
  const total = options.listings ?? 150;
  const listingIds: number[] = [];
  const sellerListings: number[] = [];
  // Two expired ones: the journeys renew one at each screen size.
  const sellerStatuses: ListingStatus[] = ['moderation', 'rejected', 'draft', 'archived', 'expired', 'expired'];
  for (let i = 0; i < total; i++) {
    const { sub, template } = templates[i % templates.length] as (typeof templates)[number];
    const [baseTitle, min, max, currency, brand, model] = template;
    const info = subcategoryInfo.get(sub);
    if (!info) throw new Error(`seed: unknown subcategory ${sub}`);
    // The demo seller gets every 6th listing; shops their trades; private sellers the rest.
    const ownerKey = i % 6 === 0 ? 'seller' : random.next() < 0.55 ? (shopFor(info.top) ?? random.pick(privateSellers)) : random.pick(privateSellers);
    const ownerId = users[ownerKey] as number;
    const account = accounts.find((a) => a.key === ownerKey);
    const city = account?.city && random.next() < 0.6 ? account.city : random.pick(cities);
    const round = currency === 'EUR' ? 100 : 500;
    const agreement = min === 0;
    const price = agreement ? null : Math.max(min, Math.round((min + random.next() * (max - min)) / round) * round || min);
    const repeat = Math.floor(i / templates.length);
    const title = repeat === 0 ? baseTitle : `${baseTitle} (${city})`;
    const isSellerExtra = ownerKey === 'seller' && sellerListings.length >= 10 && sellerListings.length < 10 + sellerStatuses.length;
    const status: ListingStatus = isSellerExtra ? (sellerStatuses[sellerListings.length - 10] as ListingStatus) : 'active';
    // The demo seller's first listing is in its last week (renewable, docs/product/selling.md); one in moderation was
    // sent twenty minutes ago (the promise is 30 to 60 minutes). Expiry is publication + the 60-day lifetime.
    const lastWeek = ownerKey === 'seller' && sellerListings.length === 0;
    const publishedAt = lastWeek ? new Date(now.getTime() - (LISTING_LIFETIME_DAYS - 4) * DAY) : new Date(now.getTime() - random.int(0, 45) * DAY - random.int(0, 23) * 3600 * 1000);
    const expiresAt = status === 'expired' ? new Date(now.getTime() - 2 * DAY) : new Date(publishedAt.getTime() + LISTING_LIFETIME_DAYS * DAY);
    const touchedAt = status === 'moderation' ? new Date(now.getTime() - 20 * 60 * 1000) : publishedAt;
    const pool = photosByCategory.get(info.top) ?? [];
    const images = pool.length > 0 ? [...pool.slice(i % pool.length), ...pool.slice(0, i % pool.length)] : [];
    const phone = phones.get(ownerId) ?? null;
    const description = [
      `${baseTitle}.`,
      random.pick(CONDITION_PHRASES),
      `Локација: ${city}.`,
      random.pick(CONTACT_PHRASES),
    ].join(' ');
    const features: Record<string, string | number | boolean> = seededDetails(random, info.top, sub);
    const row = await db
      .insertInto('listings')
      .values({
        user_id: ownerId,
        title,
        slug: `seed-${i}`,
        status,
        rejection_reason: status === 'rejected' ? 'Сликите не го прикажуваат производот. Додадете вистински фотографии.' : null,
        category_id: info.parentId,
        subcategory_id: info.id,
        location_id: cityIds.get(city) ?? null,
        price,
        price_type: agreement ? 'agreement' : 'fixed',
        currency,
        description,
        images: JSON.stringify(images),
        contact_phone: phone,
        viber_phone: phone,
        whatsapp_phone: phone,
        brand: brand ?? null,
        model: model ?? null,
        features: JSON.stringify(features),
        user_type: account?.company ? 'company' : 'private',
        company_name: account?.company ?? null,
        views: random.int(3, 900),
        // Promotions are bought, not set: the money seed (server/payments/seed.ts) pays for a few.
        promoted_until: null,
        created_at: publishedAt,
        updated_at: touchedAt,
        published_at: status === 'draft' || status === 'moderation' ? null : publishedAt,
        expires_at: status === 'draft' ? null : expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('listings').set({ slug: `${slugify(title)}-${row.id}` }).where('id', '=', row.id).execute();
    listingIds.push(row.id);
    if (ownerKey === 'seller') sellerListings.push(row.id);
  }

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
    })
    .execute();

  const result: SeedResult = { users, listings: listingIds, sellerListings };
  for (const extension of options.extensions ?? SEED_EXTENSIONS) await extension(database, result);
  log(`seed: ${accounts.length} accounts, ${listingIds.length} listings, ${photos.length} photos`);
  return result;
}

import type { DatabaseHandle } from '../../../server/db/database';
import type { AccountType, ImageVariants, ListingStatus, UserMeta } from '../../../server/db/schema';
import { hashPassword } from '../../../server/auth/passwords';
import { slugify } from '../../../server/text/slug';
import type { TestApp } from './test-server';

export const PASSWORD = 'Oglasi2025!';
let passwordHash: Promise<string> | undefined;
/** One slow hash per test process, reused by every fixture user. */
const demoHash = () => (passwordHash ??= hashPassword(PASSWORD));

export interface UserFixture {
  email: string;
  verified?: boolean;
  emailVerified?: boolean;
  banned?: boolean;
  role?: 'user' | 'support' | 'admin';
  meta?: UserMeta;
  phone?: string;
  companyName?: string;
}

export async function createUser(database: DatabaseHandle, fixture: UserFixture) {
  const meta: UserMeta = { ...(fixture.meta ?? {}), ...(fixture.companyName ? { company_name: fixture.companyName } : {}) };
  const fullName = [meta.first_name, meta.last_name].filter(Boolean).join(' ') || null;
  const user = await database.db
    .insertInto('users')
    .values({
      email: fixture.email.toLowerCase(),
      password_hash: await demoHash(),
      full_name: fullName,
      verified: fixture.verified ?? false,
      banned: fixture.banned ?? false,
      role: fixture.role ?? 'user',
      account_type: fixture.companyName ? 'company' : 'private',
      email_verified_at: fixture.emailVerified === false ? null : new Date(),
      phone_number: fixture.phone ?? null,
      user_meta: meta,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return database.db
    .updateTable('users')
    .set({ slug: `${slugify(fullName ?? 'user', 'user')}-${user.id}` })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createCatalogue(database: DatabaseHandle) {
  const { db } = database;
  const vehicles = await db.insertInto('categories').values({ name: 'Возила', slug: 'vozila', position: 1 }).returningAll().executeTakeFirstOrThrow();
  const cars = await db.insertInto('categories').values({ name: 'Автомобили', slug: 'avtomobili', parent_id: vehicles.id }).returningAll().executeTakeFirstOrThrow();
  const estates = await db.insertInto('categories').values({ name: 'Недвижности', slug: 'nedviznosti', position: 2 }).returningAll().executeTakeFirstOrThrow();
  const flats = await db.insertInto('categories').values({ name: 'Станови', slug: 'stanovi', parent_id: estates.id }).returningAll().executeTakeFirstOrThrow();
  const skopjeRegion = await db.insertInto('locations').values({ name: 'Скопски регион', slug: 'skopski-region', kind: 'region' }).returningAll().executeTakeFirstOrThrow();
  const skopje = await db.insertInto('locations').values({ name: 'Скопје', slug: 'skopje', kind: 'city', parent_id: skopjeRegion.id }).returningAll().executeTakeFirstOrThrow();
  const pelagonia = await db.insertInto('locations').values({ name: 'Пелагониски регион', slug: 'pelagoniski-region', kind: 'region' }).returningAll().executeTakeFirstOrThrow();
  const bitola = await db.insertInto('locations').values({ name: 'Битола', slug: 'bitola', kind: 'city', parent_id: pelagonia.id }).returningAll().executeTakeFirstOrThrow();
  return { vehicles, cars, estates, flats, skopjeRegion, skopje, pelagonia, bitola };
}

export interface ListingFixture {
  userId: number;
  title: string;
  categoryId: number;
  subcategoryId?: number;
  locationId?: number;
  status?: ListingStatus;
  price?: number | null;
  currency?: 'EUR' | 'MKD';
  priceType?: 'fixed' | 'agreement';
  description?: string;
  publishedAt?: Date;
  expiresAt?: Date | null;
  images?: ImageVariants[];
  /** The listing's details (core/listings/attributes.ts), stored as given. */
  features?: Record<string, string | number | boolean>;
  /** Who sells it: a private person (the default) or a company. */
  userType?: AccountType;
}

export async function createListing(database: DatabaseHandle, fixture: ListingFixture) {
  const row = await database.db
    .insertInto('listings')
    .values({
      user_id: fixture.userId,
      title: fixture.title,
      slug: `tmp-${Math.random().toString(36).slice(2)}`,
      status: fixture.status ?? 'active',
      category_id: fixture.categoryId,
      subcategory_id: fixture.subcategoryId ?? null,
      location_id: fixture.locationId ?? null,
      price: fixture.price === undefined ? 1000 : fixture.price,
      currency: fixture.currency ?? 'EUR',
      price_type: fixture.priceType ?? 'fixed',
      description: fixture.description ?? `${fixture.title} — опис`,
      images: JSON.stringify(fixture.images ?? []),
      features: JSON.stringify(fixture.features ?? {}),
      published_at: fixture.publishedAt ?? new Date(),
      expires_at: fixture.expiresAt ?? null,
      user_type: fixture.userType ?? 'private',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return database.db
    .updateTable('listings')
    .set({ slug: `${slugify(fixture.title)}-${row.id}` })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface Session {
  cookie: string;
  token: string;
}

/** Signs in over HTTP; returns the session cookie (name=value) and the bearer token. */
export async function login(app: TestApp, email: string, password = PASSWORD): Promise<Session> {
  const response = await fetch(`${app.url}/api/auth/user/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'email', email, password }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token: string };
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { cookie, token: body.token };
}

/** JSON request helper: returns status, body and headers. */
export async function call<T = Record<string, unknown>>(
  app: TestApp,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

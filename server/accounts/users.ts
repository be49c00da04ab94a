import type { Kysely, Selectable } from 'kysely';
import type { Database, ListingsTable, UserMeta, UsersTable } from '../db/schema';
import { listingPagePath, userSlug as coreUserSlug } from '../../core';
import { isoTimestampOrNull } from '../db/timestamps';
import type { AccountUserAnswer, PublicUserAnswer, PublicUserMetaAnswer } from '../../core/api/answers';

export type UserRow = Selectable<UsersTable>;

/**
 * docs/product/accounts.md user as anyone may see it (no e-mail, no phone numbers: a listing carries its own contact
 * phones; no password hash, no ban or role internals), and as its owner sees it (user-data, login, update): the
 * answers core's contract promises (core/api/answers.ts; decision 152).
 */
export type PublicUser = PublicUserAnswer;
export type AccountUser = AccountUserAnswer;

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

/** docs/product/accounts.md path builder (core's rule): the user's own slug, else display/company/full name slugged + '-{id}'. */
export function userSlug(row: Pick<UserRow, 'id' | 'slug' | 'full_name' | 'user_meta'>): string {
  return coreUserSlug({ id: row.id, slug: row.slug, full_name: row.full_name, user_meta: row.user_meta ?? {} });
}


/** user_meta fields only the account's owner sees. */
const PRIVATE_META = new Set<string>(['additional_fields', 'phone_number', 'whatsapp_phone_number', 'viber_phone_number']);

/**
 * What the public view of a user reads: a users row, or the owner's columns of a listing row — whose created_at is
 * a Date, or its text when the row was read as one JSON value (precompiledListingLookup).
 */
export type PublicUserSource = Pick<UserRow, 'id' | 'slug' | 'full_name' | 'user_meta' | 'verified' | 'location_id' | 'account_type' | 'role' | 'email'> & {
  created_at: Date | string;
};

export function publicUser(row: PublicUserSource, supportEmail?: string): PublicUser {
  // A copy without the private fields, in the stored order (built, not deleted from: deleting keys makes V8 keep
  // the object as a slow dictionary, and a card serialises one per listing).
  const meta: PublicUserMetaAnswer = {};
  const stored = row.user_meta ?? {};
  for (const key of Object.keys(stored) as Array<keyof UserMeta>) {
    if (!PRIVATE_META.has(key)) (meta as Record<string, unknown>)[key] = stored[key];
  }
  return {
    id: row.id,
    slug: userSlug(row),
    full_name: row.full_name,
    verified: row.verified,
    location: row.location_id === null ? null : { id: row.location_id },
    account_type: row.account_type,
    is_support: row.role === 'support' || (supportEmail !== undefined && row.email === supportEmail.toLowerCase()),
    user_meta: meta,
    profile_image: meta.profile_image ?? null,
    created_at: isoTimestampOrNull(row.created_at) ?? '',
  };
}

export function accountUser(row: UserRow, supportEmail?: string): AccountUser {
  return {
    ...publicUser(row, supportEmail),
    user_meta: row.user_meta ?? {},
    email: row.email,
    phone_number: row.phone_number,
    email_verification_required: row.email !== null && row.password_hash !== null && row.email_verified_at === null,
    email_verified_at: isoTimestampOrNull(row.email_verified_at),
    phone_verified: row.phone_verified_at !== null,
    role: row.role,
  };
}

/** docs/product/accounts.md: any path containing /oglas/ is a listing page; the listing's slug ends with its id. */
export function listingHref(listing: Pick<Selectable<ListingsTable>, 'slug'>): string {
  return listingPagePath(listing.slug);
}

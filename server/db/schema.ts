import type { ReportType as CoreReportType } from '../../core/listings/report-types';
import type { ListingStatus as CoreListingStatus } from '../../core/listings/statuses';
import type { AccountType as CoreAccountType } from '../../core/accounts/account-types';
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { ChatTables } from '../chat/tables';
import type { TrustTables } from '../chat/trust-tables';
import type { PaymentTables } from '../payments/tables';
import type { AlertTables } from '../alerts/tables';

/** Kysely table types. Each migration that adds a table adds its interface here. */
export interface AppMetaTable {
  key: string;
  value: string;
}

/** timestamptz: read as Date, written as Date or ISO string, optional on insert when it has a default. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb columns: kysely passes objects through; both drivers parse jsonb on read. */
type Json<T> = ColumnType<T, string | T, string | T>;
type DefaultJson<T> = ColumnType<T, string | T | undefined, string | T>;
/** numeric: the drivers read it as a string (exact decimal); write a number or a string. */
type Numeric = ColumnType<string, number | string, number | string>;

export type UserRole = 'user' | 'support' | 'admin';
export type AccountType = CoreAccountType;
export type ListingStatus = CoreListingStatus;
export type PriceType = 'fixed' | 'agreement';
export type CurrencyCode = 'EUR' | 'MKD';

/** docs/product/selling.md image variants by width; `original` is as uploaded. */
export interface ImageVariants {
  original: string;
  profile_small_webp: string;
  profile_webp: string;
  gallery_thumb_webp: string;
  thumb_webp: string;
  medium_webp: string;
  lightbox_webp: string;
  width?: number;
  height?: number;
}

export interface UserMeta {
  display_name?: string;
  company_name?: string;
  first_name?: string;
  last_name?: string;
  phone_number?: string;
  whatsapp_phone_number?: string;
  viber_phone_number?: string;
  profile_image?: ImageVariants;
  additional_fields?: Record<string, string>;
  /** A deleted account (the chat shows it as a deleted user). */
  deleted?: boolean;
}

export interface UsersTable {
  id: Generated<number>;
  /** Null for an account registered by SMS (migration 0032), and for a deleted one. */
  email: string | null;
  /** Set when the account was deleted (migration 0033): personal fields erased, no sign-in, no public page. */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  password_hash: string | null;
  full_name: string | null;
  slug: string | null;
  verified: Generated<boolean>;
  banned: Generated<boolean>;
  /** Access tokens issued before this moment are refused (sign out everywhere, password reset). */
  tokens_valid_after: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  role: Generated<UserRole>;
  account_type: Generated<AccountType>;
  email_verified_at: Timestamp | null;
  phone_number: string | null;
  phone_verified_at: Timestamp | null;
  location_id: number | null;
  user_meta: DefaultJson<UserMeta>;
  terms_accepted_at: Timestamp | null;
  /** The language the server writes to this user in (migration 0045, decision 121). */
  language: Generated<'mk' | 'sq'>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface LocationsTable {
  id: Generated<number>;
  parent_id: number | null;
  kind: 'region' | 'city';
  name: string;
  /** The Albanian name (migration 0070); null: the Macedonian one is shown. */
  name_sq: ColumnType<string | null, string | null | undefined, string | null>;
  slug: string;
  position: Generated<number>;
}

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  /** The Albanian name (migration 0070); null: the Macedonian one is shown. */
  name_sq: ColumnType<string | null, string | null | undefined, string | null>;
  slug: string;
  icon: string | null;
  position: Generated<number>;
}

export interface ListingVideo {
  url: string;
  mime: string;
  duration_seconds?: number;
}

export interface ListingsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  slug: string;
  status: Generated<ListingStatus>;
  rejection_reason: string | null;
  category_id: number;
  subcategory_id: number | null;
  location_id: number | null;
  price: Numeric | null;
  price_type: Generated<PriceType>;
  currency: Generated<CurrencyCode>;
  description: Generated<string>;
  images: DefaultJson<ImageVariants[]>;
  video: Json<ListingVideo> | null;
  youtube_url: string | null;
  contact_phone: string | null;
  viber_phone: string | null;
  whatsapp_phone: string | null;
  brand: string | null;
  model: string | null;
  features: DefaultJson<Record<string, string | number | boolean>>;
  user_type: Generated<AccountType>;
  company_name: string | null;
  views: Generated<number>;
  promoted_until: Timestamp | null;
  /** Issue 21, migration 0075: the end of the listing's last `highlight` and `showcase` promotions. */
  highlighted_until: Timestamp | null;
  showcased_until: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  published_at: Timestamp | null;
  expires_at: Timestamp | null;
  /** When the owner archived it as sold (migration 0101); null otherwise. */
  sold_at: Generated<Date | null>;
  /** The euro price the public last saw, while a listing once public is out of public view (migration 0112). */
  last_public_price_eur: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  price_eur: GeneratedAlways<string | null>;
  search_latin: GeneratedAlways<string>;
  search_vector: GeneratedAlways<string>;
}

export interface ListingDailyViewsTable {
  listing_id: number;
  day: ColumnType<string, string, string>;
  views: Generated<number>;
}

export interface ListingContactClicksTable {
  listing_id: number;
  day: ColumnType<string, string, string>;
  kind: 'phone' | 'whatsapp' | 'viber';
  visitor: string;
}

export interface ListingViewVisitorsTable {
  listing_id: number;
  day: ColumnType<string, string, string>;
  visitor: string;
}

export interface FavouritesTable {
  user_id: number;
  listing_id: number;
  created_at: DefaultTimestamp;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
}

/** Keyed by the normalised identifier guessed at, account or not (migration 0085, server/auth/login-throttle.ts). */
export interface LoginThrottleTable {
  identifier: string;
  failures: number;
  last_failure_at: Timestamp;
  blocked_until: Timestamp | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone_number: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: DefaultTimestamp;
}

/** A listing's earlier slugs (migration 0090): an old address redirects to the listing's current one. */
export interface ListingSlugsTable {
  slug: string;
  listing_id: number;
  replaced_at: DefaultTimestamp;
}

export interface PagesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  /** The Albanian title (migration 0070); null: the Macedonian one is shown. */
  title_sq: ColumnType<string | null, string | null | undefined, string | null>;
  content: string;
  updated_at: DefaultTimestamp;
}

export interface MenusTable {
  id: Generated<number>;
  location: string;
  name: string;
  /** The Albanian name (migration 0070); null: the Macedonian one is shown. */
  name_sq: ColumnType<string | null, string | null | undefined, string | null>;
  position: Generated<number>;
}

export interface MenuPagesTable {
  menu_id: number;
  page_id: number;
  position: Generated<number>;
}

export type VerificationStatus = 'pending' | 'rejected' | 'approved';
export type DocumentType = 'id_card' | 'passport' | 'driving_licence';

export interface VerificationRequestsTable {
  id: Generated<number>;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  document_type: DocumentType;
  front_image: Json<ImageVariants> | null;
  back_image: Json<ImageVariants> | null;
  terms_accepted: Generated<boolean>;
  status: Generated<VerificationStatus>;
  admin_note: string | null;
  processed_by: number | null;
  processed_by_name: string | null;
  submitted_at: DefaultTimestamp;
  processed_at: Timestamp | null;
}

export interface AdminActionsTable {
  id: Generated<number>;
  admin_id: number;
  action: string;
  target_type: 'verification_request' | 'listing' | 'report' | 'user' | 'conversation_report' | 'rating';
  target_id: number;
  note: string | null;
  created_at: DefaultTimestamp;
}

export type ReportType = CoreReportType;

export interface ReportsTable {
  id: Generated<number>;
  listing_id: number;
  user_id: number | null;
  type: ReportType;
  message: Generated<string>;
  created_at: DefaultTimestamp;
  resolved_at: Timestamp | null;
}

/** Every word of the listings' search_latin, for the search's near spellings (migration 0055). */
export interface SearchWordsTable {
  word: string;
}

/** Migration 0105: a provider's account linked to one of ours (decision 158). */
export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  user_id: number;
  email: string | null;
  created_at: DefaultTimestamp;
}

/** Migration 0105: a started social sign-in (code flow or one-tap nonce), bound to one browser. */
export interface SocialRequestsTable {
  id_hash: string;
  provider: string;
  nonce: string;
  code_verifier: string | null;
  browser_hash: string;
  redirect_path: string | null;
  expires_at: Timestamp;
}

/** The provider profile a ticket keeps for a new account. */
export interface SocialProfile {
  given_name?: string;
  family_name?: string;
  name?: string;
}

/** Migration 0105: a verified identity waiting for the terms or for a link confirmation. */
export interface SocialTicketsTable {
  ticket_hash: string;
  provider: string;
  subject: string;
  email: string;
  email_verified: boolean;
  profile: Json<SocialProfile>;
  browser_hash: string;
  redirect_path: string | null;
  link_user_id: number | null;
  confirm_hash: string | null;
  expires_at: Timestamp;
}

export interface Database extends ChatTables, PaymentTables, AlertTables, TrustTables {
  user_identities: UserIdentitiesTable;
  social_requests: SocialRequestsTable;
  social_tickets: SocialTicketsTable;
  app_meta: AppMetaTable;
  users: UsersTable;
  locations: LocationsTable;
  categories: CategoriesTable;
  listings: ListingsTable;
  listing_daily_views: ListingDailyViewsTable;
  listing_view_visitors: ListingViewVisitorsTable;
  listing_contact_clicks: ListingContactClicksTable;
  favourites: FavouritesTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  login_throttle: LoginThrottleTable;
  sms_codes: SmsCodesTable;
  outbox: OutboxTable;
  pages: PagesTable;
  listing_slugs: ListingSlugsTable;
  menus: MenusTable;
  menu_pages: MenuPagesTable;
  verification_requests: VerificationRequestsTable;
  admin_actions: AdminActionsTable;
  reports: ReportsTable;
  search_words: SearchWordsTable;
}

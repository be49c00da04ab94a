import type { ColumnType, Generated } from 'kysely';
import type { AccountType } from '../../core/accounts/account-types';

/** Kysely types of the saved searches' tables (migrations 0095, 0110); merged into `Database` in server/db/schema.ts. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric: read as a string (exact decimal), written as a number or a string. */
type Numeric = ColumnType<string, number | string, number | string>;

export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  query: string;
  filters: ColumnType<Record<string, unknown>, string, string>;
  category_id: number | null;
  location_ids: number[] | null;
  price_min_eur: Numeric | null;
  price_max_eur: Numeric | null;
  words: string | null;
  with_photos: Generated<boolean>;
  verified_sellers: Generated<boolean>;
  /** Only listings of this seller type (migration 0110); null for any. */
  seller_type: ColumnType<AccountType | null, AccountType | null | undefined, AccountType | null>;
  email_alerts: Generated<boolean>;
  created_at: DefaultTimestamp;
  last_seen_at: DefaultTimestamp;
}

export interface AlertMatchesTable {
  saved_search_id: number;
  listing_id: number;
  created_at: DefaultTimestamp;
  emailed_at: NullableTimestamp;
}

export interface AlertDigestsTable {
  saved_search_id: number;
  day: ColumnType<string, string, string>;
  sent_at: DefaultTimestamp;
  listings: number;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'match' | 'price_drop';
  listing_id: number;
  saved_search_id: number | null;
  old_price_eur: Numeric | null;
  new_price_eur: Numeric | null;
  created_at: DefaultTimestamp;
  read_at: NullableTimestamp;
}

export interface AlertSettingsTable {
  user_id: number;
  price_drop_email: Generated<boolean>;
  updated_at: DefaultTimestamp;
}

export interface AlertTables {
  saved_searches: SavedSearchesTable;
  alert_matches: AlertMatchesTable;
  alert_digests: AlertDigestsTable;
  notifications: NotificationsTable;
  alert_settings: AlertSettingsTable;
}

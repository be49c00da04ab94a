import type { ColumnType, Generated } from 'kysely';
import type { BillingKind, EntryType, PackageCode, PackageKind, PaymentPurpose, PaymentStatus } from '../../core/payments/types';
import type { BillingDetails } from '../../core/payments/types';

/** Kysely types of the money tables (migrations 0040, 0041); merged into `Database` in server/db/schema.ts. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint/bigserial: node-postgres reads int8 as a string, PGlite as a number or bigint; read with Number(). */
type Int8 = ColumnType<string | number | bigint, number | string | bigint, number | string | bigint>;
type GeneratedInt8 = ColumnType<string | number | bigint, number | string | bigint | undefined, never>;

export interface PromotionPackagesTable {
  code: PackageCode;
  kind: PackageKind;
  days: number;
  price_mkd: number;
  price_eur_cents: number;
  position: Generated<number>;
  active: Generated<boolean>;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: 'wallet' | 'system';
  user_id: number | null;
  code: SystemAccount | null;
  balance: ColumnType<string | number | bigint, number | undefined, never>;
}

/** The other side of every wallet movement (double entry). */
export type SystemAccount = 'card_clearing' | 'promotion_revenue' | 'expired_credits' | 'adjustments';

export interface PaymentsTable {
  id: string;
  user_id: number;
  purpose: PaymentPurpose;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  amount: number;
  currency: ColumnType<'MKD', 'MKD' | undefined, never>;
  listing_id: number | null;
  package_code: PackageCode | null;
  provider: string;
  provider_reference: string;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  expires_at: Timestamp;
  completed_at: NullableTimestamp;
}

export interface LedgerTransactionsTable {
  id: GeneratedInt8;
  type: EntryType;
  user_id: number;
  payment_id: string | null;
  listing_id: number | null;
  listing_title: string | null;
  package_code: PackageCode | null;
  note: string | null;
  /** A refund's purchase (migration 0060): refunded once at most. */
  refund_of: ColumnType<string | number | bigint | null, number | string | bigint | null | undefined, never>;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: GeneratedInt8;
  transaction_id: Int8;
  account_id: number;
  amount: Int8;
  balance_after: Int8 | null;
  created_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  operation: string;
  request_hash: string;
  response_status: number;
  response_body: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

export interface PaymentNotificationsTable {
  id: GeneratedInt8;
  provider: string;
  event_id: string;
  payment_id: string | null;
  event_type: string;
  outcome: string;
  received_at: CreatedAt;
}

export interface PromotionsTable {
  id: GeneratedInt8;
  listing_id: number;
  user_id: number;
  package_code: PackageCode;
  /** What this promotion buys: its package's kind when it was bought (migration 0075). */
  kind: PackageKind;
  starts_at: Timestamp;
  ends_at: Timestamp;
  payment_id: string | null;
  ledger_transaction_id: Int8 | null;
  created_at: CreatedAt;
}

export interface BillingDetailsTable {
  user_id: number;
  kind: BillingKind;
  name: string;
  company_name: string | null;
  tax_number: string | null;
  address: string;
  city: string;
  postal_code: string | null;
  updated_at: CreatedAt;
}

export interface InvoiceCountersTable {
  year: number;
  last_number: number;
}

export interface InvoicesTable {
  number: string;
  year: number;
  sequence: number;
  payment_id: string;
  user_id: number;
  amount: number;
  currency: ColumnType<'MKD', 'MKD' | undefined, never>;
  description: string;
  billing: ColumnType<BillingDetails | null, string | null, never>;
  issued_at: CreatedAt;
}

export interface PaymentTables {
  promotion_packages: PromotionPackagesTable;
  ledger_accounts: LedgerAccountsTable;
  payments: PaymentsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  payment_notifications: PaymentNotificationsTable;
  promotions: PromotionsTable;
  billing_details: BillingDetailsTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
}

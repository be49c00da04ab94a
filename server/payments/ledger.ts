import { sql, type Kysely, type Transaction } from 'kysely';
import type { EntryType, PackageCode } from '../../core/payments/types';
import type { Database } from '../db/schema';
import type { SystemAccount } from './tables';

/**
 * The credits ledger (docs/payments.md "The ledger"): double entry, append-only. A movement is one
 * `ledger_transactions` row and two `ledger_entries` rows that sum to zero — the user's wallet on one side, a system
 * account on the other:
 *
 * | type       | wallet | other side          |
 * |------------|--------|---------------------|
 * | top_up     | +      | card_clearing       |
 * | purchase   | −      | promotion_revenue   |
 * | refund     | +      | promotion_revenue   |
 * | expiry     | −      | expired_credits     |
 * | adjustment | ±      | adjustments         |
 *
 * The wallet's balance changes by one `update … set balance = balance + $amount` inside the caller's transaction:
 * that statement row-locks the balance (a second spender waits for the first to commit, then re-reads it) and the
 * table's CHECK (balance >= 0) refuses a spend the balance does not cover. No JavaScript reads the balance first.
 */
export type Db = Kysely<Database> | Transaction<Database>;

export const COUNTER_ACCOUNT: Readonly<Record<EntryType, SystemAccount>> = {
  top_up: 'card_clearing',
  purchase: 'promotion_revenue',
  refund: 'promotion_revenue',
  expiry: 'expired_credits',
  adjustment: 'adjustments',
};

const SYSTEM_ACCOUNTS: readonly SystemAccount[] = ['card_clearing', 'promotion_revenue', 'expired_credits', 'adjustments'];

/** A spend the balance does not cover: the database refused it (CHECK ledger_wallet_not_negative). */
export class InsufficientCredits extends Error {
  constructor() {
    super('insufficient credits');
  }
}

export function isCheckViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (!e) return false;
  return e.code === '23514' && (e.constraint === undefined || e.constraint === constraint || String(e.message ?? '').includes(constraint));
}

/** The system accounts and packages are reference data: recreated if a table was emptied (tests, seed). */
export async function ensureSystemAccounts(db: Db): Promise<void> {
  await db
    .insertInto('ledger_accounts')
    .values(SYSTEM_ACCOUNTS.map((code) => ({ kind: 'system' as const, code })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

async function systemAccountId(db: Db, code: SystemAccount): Promise<number> {
  const found = await db.selectFrom('ledger_accounts').select('id').where('code', '=', code).executeTakeFirst();
  if (found) return found.id;
  await ensureSystemAccounts(db);
  return (await db.selectFrom('ledger_accounts').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

/** The user's wallet account, created at its first movement. */
export async function walletAccountId(db: Db, userId: number): Promise<number> {
  const found = await db.selectFrom('ledger_accounts').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (found) return found.id;
  await db.insertInto('ledger_accounts').values({ kind: 'wallet', user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  return (await db.selectFrom('ledger_accounts').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow()).id;
}

export async function walletBalance(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('ledger_accounts').select('balance').where('user_id', '=', userId).executeTakeFirst();
  return row ? Number(row.balance) : 0;
}

export interface Posting {
  type: EntryType;
  userId: number;
  /** Signed, whole denars, as seen from the wallet: + credits it, − debits it. */
  amount: number;
  paymentId?: string | null;
  listingId?: number | null;
  listingTitle?: string | null;
  packageCode?: PackageCode | null;
  note?: string | null;
  /** A refund's purchase (ledger transaction id): the database refunds a purchase once at most. */
  refundOf?: number | null;
}

export interface Posted {
  transactionId: number;
  balanceAfter: number;
}

const SIGN: Readonly<Record<EntryType, 1 | -1 | 0>> = { top_up: 1, purchase: -1, refund: 1, expiry: -1, adjustment: 0 };

/**
 * Books one movement inside `trx` (which must be a transaction: the balance and the entries commit together).
 * Throws InsufficientCredits when the database refuses the wallet's new balance; the transaction is then aborted
 * and must be rolled back by the caller (throwing out of `db.transaction().execute` does that).
 */
export async function post(trx: Transaction<Database>, posting: Posting): Promise<Posted> {
  const { amount, type } = posting;
  if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`ledger amount must be a non-zero whole number of denars, got ${amount}`);
  const sign = SIGN[type];
  if (sign !== 0 && Math.sign(amount) !== sign) throw new Error(`a ${type} moves the wallet ${sign > 0 ? 'up' : 'down'}`);
  const wallet = await walletAccountId(trx, posting.userId);
  const counter = await systemAccountId(trx, COUNTER_ACCOUNT[type]);
  let balanceAfter: number;
  try {
    const row = await sql<{ balance: string | number }>`
      update ledger_accounts set balance = balance + ${amount} where id = ${wallet} returning balance`.execute(trx);
    balanceAfter = Number(row.rows[0]?.balance);
  } catch (error) {
    if (isCheckViolation(error, 'ledger_wallet_not_negative')) throw new InsufficientCredits();
    throw error;
  }
  const transaction = await trx
    .insertInto('ledger_transactions')
    .values({
      type,
      user_id: posting.userId,
      payment_id: posting.paymentId ?? null,
      listing_id: posting.listingId ?? null,
      listing_title: posting.listingTitle ?? null,
      package_code: posting.packageCode ?? null,
      note: posting.note ?? null,
      refund_of: posting.refundOf ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const transactionId = Number(transaction.id);
  await trx
    .insertInto('ledger_entries')
    .values([
      { transaction_id: transactionId, account_id: wallet, amount, balance_after: balanceAfter },
      { transaction_id: transactionId, account_id: counter, amount: -amount, balance_after: null },
    ])
    .execute();
  return { transactionId, balanceAfter };
}

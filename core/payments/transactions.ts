import { PAGE_SIZES } from '../routes/page-sizes';
import type { MessageId } from '../i18n/catalogue';
import { listingPagePath } from '../routes/routes';
import { MONEY_PATHS } from './money-api';
import type { PagedList, PagedListState, PagedSource } from './paged-list';
import { entriesResponseSchema, type EntryType, type WalletEntry } from './types';

/** The server's page size of ledger entries (docs/payments.md). */
export const TRANSACTIONS_PAGE_SIZE = PAGE_SIZES.walletEntries;

/** One ledger entry as the transactions screen shows it. */
export interface TransactionRow {
  id: string;
  type: EntryType;
  typeId: MessageId;
  /** Signed denars: a top-up is positive, a purchase negative. */
  amount: number;
  balanceAfter: number;
  /** When (ISO). */
  at: string;
  listing: { title: string; href: string } | null;
  /** The receipt's number and its PDF, when the entry came from a payment with an invoice. */
  receipt: { number: string; href: string } | null;
}

const TYPE_TEXT: Record<EntryType, MessageId> = {
  top_up: 'transactions.type.top_up',
  purchase: 'transactions.type.purchase',
  refund: 'transactions.type.refund',
  expiry: 'transactions.type.expiry',
  adjustment: 'transactions.type.adjustment',
};

export function toTransactionRow(entry: WalletEntry): TransactionRow {
  const title = entry.listing_title?.trim();
  return {
    id: String(entry.id),
    type: entry.type,
    typeId: TYPE_TEXT[entry.type],
    amount: entry.amount,
    balanceAfter: entry.balance_after,
    at: entry.created_at,
    // A bare id is a listing page path too: the server finds a listing by the id its slug ends with.
    listing: entry.listing_id !== null && title ? { title, href: listingPagePath(String(entry.listing_id)) } : null,
    receipt: entry.invoice_number ? { number: entry.invoice_number, href: MONEY_PATHS.invoicePdf(entry.invoice_number) } : null,
  };
}

/**
 * The transactions screen (issue 21): the user's ledger entries, newest first, 20 a page (the page is in the URL, so
 * the screen calls `load(page)` when it changes); each with its type, signed amount, the balance after it, the
 * listing it paid for and the receipt.
 */
export const TRANSACTIONS: PagedSource<WalletEntry, TransactionRow> = {
  path: MONEY_PATHS.entries,
  schema: entriesResponseSchema,
  toRow: toTransactionRow,
  failure: 'transactions not loaded',
};

export type Transactions = PagedList<WalletEntry, TransactionRow>;
export type TransactionsState = PagedListState<TransactionRow>;

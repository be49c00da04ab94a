import { Store } from '../store/store';
import type { MessageId } from '../i18n/catalogue';
import type { HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import { listingPagePath } from '../routes/routes';
import { MONEY_PATHS, moneyCall, pageNumber } from './money-api';
import { entriesResponseSchema, type EntryType, type WalletEntry } from './types';

/** The server's page size of ledger entries (docs/payments.md). */
export const TRANSACTIONS_PAGE_SIZE = 20;

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

export interface TransactionsState {
  phase: 'loading' | 'ready' | 'failed';
  rows: readonly TransactionRow[];
  page: number;
  lastPage: number;
  total: number;
}

export const INITIAL_TRANSACTIONS_STATE: TransactionsState = { phase: 'loading', rows: [], page: 1, lastPage: 1, total: 0 };

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

export interface TransactionsDeps {
  http: HttpPort;
  logger: LoggerPort;
}

/**
 * The transactions screen (issue 21): the user's ledger entries, newest first, 20 a page (the page is in the URL,
 * so the screen calls `load(page)` when it changes); each with its type, signed amount, the balance after it, the
 * listing it paid for and the receipt. An answer to an older page request that arrives late is dropped.
 */
export class Transactions extends Store<TransactionsState> {
  private latest = 0;

  constructor(private readonly deps: TransactionsDeps) {
    super(INITIAL_TRANSACTIONS_STATE);
  }

  async load(page: number): Promise<void> {
    const request = ++this.latest;
    this.patch({ phase: 'loading', page: pageNumber(page) });
    try {
      const body = await moneyCall(this.deps.http, MONEY_PATHS.entries, entriesResponseSchema, { payload: { page: pageNumber(page) } });
      if (request !== this.latest) return;
      this.patch({
        phase: 'ready',
        rows: body.data.map(toTransactionRow),
        page: pageNumber(body.current_page),
        lastPage: Math.max(1, body.last_page),
        total: body.total,
      });
    } catch (error) {
      if (request !== this.latest) return;
      this.deps.logger.warn('transactions not loaded', error);
      this.patch({ phase: 'failed' });
    }
  }
}

import { Store } from '../store/store';
import type { HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import { MONEY_PATHS, moneyCall, pageNumber } from './money-api';
import { invoicesResponseSchema, type Invoice } from './types';

/** An invoice as the billing screen lists it: the wire invoice and its PDF. */
export interface InvoiceRow extends Invoice {
  pdfHref: string;
}

export interface InvoicesState {
  phase: 'loading' | 'ready' | 'failed';
  rows: readonly InvoiceRow[];
  page: number;
  lastPage: number;
  total: number;
}

export const INITIAL_INVOICES_STATE: InvoicesState = { phase: 'loading', rows: [], page: 1, lastPage: 1, total: 0 };

export interface InvoicesDeps {
  http: HttpPort;
  logger: LoggerPort;
}

/**
 * The invoices on the billing screen (issue 21): one per payment, numbered in sequence by the server, newest first,
 * each with its PDF (`GET /api/billing/invoices/<number>.pdf`, the owner's only). Paged like the transactions; an
 * answer to an older page request that arrives late is dropped.
 */
export class Invoices extends Store<InvoicesState> {
  private latest = 0;

  constructor(private readonly deps: InvoicesDeps) {
    super(INITIAL_INVOICES_STATE);
  }

  async load(page = 1): Promise<void> {
    const request = ++this.latest;
    this.patch({ phase: 'loading', page: pageNumber(page) });
    try {
      const body = await moneyCall(this.deps.http, MONEY_PATHS.invoices, invoicesResponseSchema, { payload: { page: pageNumber(page) } });
      if (request !== this.latest) return;
      const rows = body.data.map((invoice) => ({ ...invoice, pdfHref: MONEY_PATHS.invoicePdf(invoice.number) }));
      this.patch({ phase: 'ready', rows, page: pageNumber(body.current_page), lastPage: Math.max(1, body.last_page), total: body.total });
    } catch (error) {
      if (request !== this.latest) return;
      this.deps.logger.warn('invoices not loaded', error);
      this.patch({ phase: 'failed' });
    }
  }
}

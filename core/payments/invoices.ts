import { MONEY_PATHS } from './money-api';
import type { PagedList, PagedListState, PagedSource } from './paged-list';
import { invoicesResponseSchema, type Invoice } from './types';

/** An invoice as the billing screen lists it: the wire invoice and its PDF. */
export interface InvoiceRow extends Invoice {
  pdfHref: string;
}

/**
 * The invoices on the billing screen (issue 21): one per payment, numbered in sequence by the server, newest first,
 * each with its PDF (`GET /api/billing/invoices/<number>.pdf`, the owner's only), paged like the transactions.
 */
export const INVOICES: PagedSource<Invoice, InvoiceRow> = {
  path: MONEY_PATHS.invoices,
  schema: invoicesResponseSchema,
  toRow: (invoice) => ({ ...invoice, pdfHref: MONEY_PATHS.invoicePdf(invoice.number) }),
  failure: 'invoices not loaded',
};

export type Invoices = PagedList<Invoice, InvoiceRow>;
export type InvoicesState = PagedListState<InvoiceRow>;

import { Store } from '../store/store';
import type { z } from '../schemas/zod-mini';
import type { HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import { moneyCall, pageNumber } from './money-api';

/** A page of a list as the server answers it (docs/payments.md "HTTP calls": entries, invoices). */
export interface WirePage<Item> {
  data: readonly Item[];
  current_page: number;
  last_page: number;
  total: number;
}

/** One paged list of the money screens: where it is read, how its answer is checked, and each item as a row. */
export interface PagedSource<Item, Row> {
  path: string;
  schema: z.ZodMiniType<WirePage<Item>>;
  toRow: (item: Item) => Row;
  /** The log line of a failed read. */
  failure: string;
}

export interface PagedListState<Row> {
  phase: 'loading' | 'ready' | 'failed';
  rows: readonly Row[];
  page: number;
  lastPage: number;
  total: number;
}

export const INITIAL_PAGED_LIST: PagedListState<never> = { phase: 'loading', rows: [], page: 1, lastPage: 1, total: 0 };

export interface PagedListDeps {
  http: HttpPort;
  logger: LoggerPort;
}

/**
 * A paged list of the signed-in user's own (the transactions' ledger entries, the billing screen's invoices), newest
 * first as the server orders it: `load(page)` reads one page (the screen calls it when the page in its URL or its
 * pager changes). Rows from the page shown stay while the next is read; an answer to an older request that arrives
 * after a newer one was made is dropped, so a quick "next, next" never ends on the wrong page. A failure is the
 * screen's page-load error, with the page to retry.
 */
export class PagedList<Item, Row> extends Store<PagedListState<Row>> {
  private latest = 0;

  constructor(
    private readonly deps: PagedListDeps,
    private readonly source: PagedSource<Item, Row>,
  ) {
    super(INITIAL_PAGED_LIST);
  }

  async load(page = 1): Promise<void> {
    const request = ++this.latest;
    const wanted = pageNumber(page);
    this.patch({ phase: 'loading', page: wanted });
    try {
      const body = await moneyCall(this.deps.http, this.source.path, this.source.schema, { payload: { page: wanted } });
      if (request !== this.latest) return;
      this.patch({ phase: 'ready', rows: body.data.map((item) => this.source.toRow(item)), page: pageNumber(body.current_page), lastPage: Math.max(1, body.last_page), total: body.total });
    } catch (error) {
      if (request !== this.latest) return;
      this.deps.logger.warn(this.source.failure, error);
      this.patch({ phase: 'failed' });
    }
  }
}

import { PAGE_SIZES } from '../../core/routes/page-sizes';
import type { Kysely } from 'kysely';
import type { WalletEntry } from '../../core/payments/types';
import type { Database } from '../db/schema';

export const ENTRIES_PER_PAGE = PAGE_SIZES.walletEntries;

export interface EntriesPage {
  data: WalletEntry[];
  current_page: number;
  last_page: number;
  total: number;
}

/** The user's wallet entries, newest first, 20 a page (GET /api/wallet/entries). */
export async function walletEntriesPage(db: Kysely<Database>, userId: number, page: number): Promise<EntriesPage> {
  const account = await db.selectFrom('ledger_accounts').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (!account) return { data: [], current_page: page, last_page: 1, total: 0 };
  const count = await db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll().as('n')).where('account_id', '=', account.id).executeTakeFirstOrThrow();
  const total = Number(count.n);
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .leftJoin('invoices as i', 'i.payment_id', 't.payment_id')
    .select(['e.id', 't.type', 'e.amount', 'e.balance_after', 't.listing_id', 't.listing_title', 't.package_code', 't.payment_id', 'i.number as invoice_number', 'e.created_at'])
    .where('e.account_id', '=', account.id)
    .orderBy('e.id', 'desc')
    .limit(ENTRIES_PER_PAGE)
    .offset((page - 1) * ENTRIES_PER_PAGE)
    .execute();
  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      amount: Number(r.amount),
      balance_after: Number(r.balance_after),
      listing_id: r.listing_id,
      listing_title: r.listing_title,
      package_code: r.package_code,
      payment_id: r.payment_id,
      invoice_number: r.invoice_number,
      created_at: new Date(r.created_at).toISOString(),
    })),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / ENTRIES_PER_PAGE)),
    total,
  };
}

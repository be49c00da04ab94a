import { Receipt } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime, formatPrice, parsePage, ROUTES, type TransactionRow, type Transactions } from '../../../core';
import { ButtonLink } from '../../components/Button';
import { EmptyState, PageError, PageLoading } from '../../components/PageState';
import { useObservableState } from '../../hooks/useObservableState';
import { Pagination } from '../../listings/Pagination';
import { useLanguage, useText } from '../../i18n';
import { MoneyPage } from './MoneyPage';
import styles from './Money.module.css';

/** Transactions (issue 21): the ledger, newest first, 20 a page; the page is in the URL (?page=N). */
export function TransactionsPage() {
  return (
    <MoneyPage titleId="page.transactions" introId="transactions.intro" create={(money) => money.transactions()}>
      {(transactions) => <Ledger transactions={transactions} />}
    </MoneyPage>
  );
}

function Ledger({ transactions }: { transactions: Transactions }) {
  const t = useText();
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const state = useObservableState(transactions);
  useEffect(() => void transactions.load(page), [transactions, page]);

  if (state.phase === 'failed') return <PageError onRetry={() => void transactions.load(page)} />;
  if (state.phase === 'loading' && state.rows.length === 0) return <PageLoading />;
  if (state.rows.length === 0) {
    return (
      <EmptyState icon={<Receipt size={28} strokeWidth={1.75} />} title={t('transactions.empty')}>
        <ButtonLink to={ROUTES.addCredits} size="small">
          {t('page.addCredits')}
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-busy={state.phase === 'loading' || undefined}>
          <caption>{t('transactions.caption', { page: state.page, pages: state.lastPage })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('transactions.date')}</th>
              <th scope="col">{t('transactions.type')}</th>
              <th scope="col" className={styles.num}>
                {t('transactions.amount')}
              </th>
              <th scope="col" className={styles.num}>
                {t('transactions.balanceAfter')}
              </th>
              <th scope="col">{t('transactions.listing')}</th>
              <th scope="col">{t('transactions.receipt')}</th>
            </tr>
          </thead>
          <tbody>
            {state.rows.map((row) => (
              <Row key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={state.page} totalPages={state.lastPage} />
    </>
  );
}

function Row({ row }: { row: TransactionRow }) {
  const t = useText();
  const lang = useLanguage();
  const amount = formatPrice(row.amount, 'MKD', { lang });
  return (
    <tr>
      <td data-label={t('transactions.date')}>
        <time dateTime={row.at}>{formatDateTime(row.at, { long: true, lang })}</time>
      </td>
      <td data-label={t('transactions.type')}>{t(row.typeId)}</td>
      <td data-label={t('transactions.amount')} className={`${styles.num} ${row.amount > 0 ? styles.plus : styles.minus}`}>
        {row.amount > 0 ? `+${amount}` : amount}
      </td>
      <td data-label={t('transactions.balanceAfter')} className={styles.num}>
        {formatPrice(row.balanceAfter, 'MKD', { lang })}
      </td>
      <td data-label={t('transactions.listing')}>{row.listing ? <Link to={row.listing.href}>{row.listing.title}</Link> : '—'}</td>
      <td data-label={t('transactions.receipt')}>
        {row.receipt ? <a href={row.receipt.href}>{t('transactions.receiptLink', { number: row.receipt.number })}</a> : '—'}
      </td>
    </tr>
  );
}

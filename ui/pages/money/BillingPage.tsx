import { useId } from 'react';
import { formatDate, formatPrice, type BillingErrors, type BillingField, type BillingForm, type FormProblem, type Invoices as InvoicesList, type MessageId, type Money } from '../../../core';
import { Button } from '../../components/Button';
import { PageError, PageLoading } from '../../components/PageState';
import { useMoneyUseCase } from '../../hooks/useFeatureUseCase';
import { useObservableState } from '../../hooks/useObservableState';
import { useLanguage, useText } from '../../i18n';
import { MoneyPage } from './MoneyPage';
import styles from './Money.module.css';
import form from '../account/AccountForm.module.css';
import { FormField } from '../account/FormField';

/** Billing (issue 21): the billing details form (person or company, validated) and the invoices with their PDFs. */
export function BillingPage() {
  const create = (money: Money) => {
    const billing = money.billingForm();
    void billing.load();
    return billing;
  };
  return (
    <MoneyPage titleId="page.billing" introId="billing.intro" create={create}>
      {(billing) => (
        <>
          <Details billing={billing} />
          <Invoices />
        </>
      )}
    </MoneyPage>
  );
}

/** The invoices: a use case of their own, read when the billing screen opens. */
function Invoices() {
  const handle = useMoneyUseCase((money) => {
    const list = money.invoices();
    void list.load();
    return list;
  });
  return handle.form ? <InvoiceList invoices={handle.form} /> : null;
}

type TextField = Exclude<BillingField, 'kind'>;

function Details({ billing }: { billing: BillingForm }) {
  const t = useText();
  const id = useId();
  const state = useObservableState(billing);
  if (state.phase === 'failed') return <PageError onRetry={() => void billing.load()} />;
  if (state.phase === 'loading') return <PageLoading />;
  const company = state.values.kind === 'company';
  const field = (name: TextField, label: MessageId, autoComplete: string, hint?: MessageId) => (
    <FormField key={name} name={name} label={t(label)} hint={hint ? t(hint) : undefined} autoComplete={autoComplete} value={state.values[name] ?? ''} problem={problemOf(name, state.errors)} onValue={(value) => billing.set(name, value)} />
  );
  return (
    <form
      className={styles.card}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        // Read now: React clears the event's currentTarget once the handler returns, before the save answers.
        const formElement = event.currentTarget;
        void billing.save().then((saved) => saved || focusFirstProblem(formElement));
      }}
    >
      <h2 id={`${id}-title`} className={form.sectionTitle}>
        {t('billing.details')}
      </h2>
      <fieldset className={form.switch}>
        <legend>{t('billing.kind')}</legend>
        {(['person', 'company'] as const).map((kind) => (
          <label key={kind}>
            <input type="radio" name={`${id}-kind`} value={kind} checked={state.values.kind === kind} onChange={() => billing.set('kind', kind)} />
            {t(kind === 'person' ? 'billing.kind.person' : 'billing.kind.company')}
          </label>
        ))}
      </fieldset>
      {company ? [field('company_name', 'billing.companyName', 'organization'), field('tax_number', 'billing.taxNumber', 'off', 'billing.taxNumberHint'), field('name', 'billing.name', 'name')] : field('name', 'billing.name', 'name')}
      {field('address', 'billing.address', 'street-address')}
      <div className={form.row}>
        {field('city', 'billing.city', 'address-level2')}
        {field('postal_code', 'billing.postalCode', 'postal-code')}
      </div>
      <div className={styles.actions}>
        <Button type="submit" size="medium" loading={state.saving}>
          {t('billing.save')}
        </Button>
      </div>
    </form>
  );
}

/** Moves the focus to the first field the form marked invalid (keyboard and screen-reader users land on it). */
function focusFirstProblem(formElement: HTMLFormElement): void {
  formElement.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
}

/** A field's first problem, as the shared form field shows it. */
function problemOf(name: TextField, errors: BillingErrors): FormProblem | undefined {
  const id = errors[name]?.[0];
  return id ? { field: name, id } : undefined;
}

function InvoiceList({ invoices }: { invoices: InvoicesList }) {
  const t = useText();
  const lang = useLanguage();
  const id = useId();
  const state = useObservableState(invoices);
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={form.sectionTitle}>
        {t('billing.invoices')}
      </h2>
      {state.phase === 'failed' ? (
        <PageError onRetry={() => void invoices.load(state.page)} />
      ) : state.phase === 'loading' && state.rows.length === 0 ? (
        <PageLoading />
      ) : state.rows.length === 0 ? (
        <p className={styles.hint}>{t('billing.noInvoices')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('billing.invoiceNumber')}</th>
                <th scope="col">{t('billing.invoiceDate')}</th>
                <th scope="col">{t('billing.invoiceDescription')}</th>
                <th scope="col" className={styles.num}>
                  {t('billing.invoiceAmount')}
                </th>
                <th scope="col">{t('billing.invoicePdf')}</th>
              </tr>
            </thead>
            <tbody>
              {state.rows.map((invoice) => (
                <tr key={invoice.number}>
                  <td data-label={t('billing.invoiceNumber')}>{invoice.number}</td>
                  <td data-label={t('billing.invoiceDate')}>{formatDate(invoice.issued_at)}</td>
                  <td data-label={t('billing.invoiceDescription')}>{invoice.description}</td>
                  <td data-label={t('billing.invoiceAmount')} className={styles.num}>
                    {formatPrice(invoice.amount, invoice.currency, { lang })}
                  </td>
                  <td data-label={t('billing.invoicePdf')}>
                    <a href={invoice.pdfHref}>{t('billing.download', { number: invoice.number })}</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {state.lastPage > 1 && (
        <div className={styles.actions}>
          <Button theme="outline" size="small" disabled={state.page <= 1} onClick={() => void invoices.load(state.page - 1)}>
            {t('pagination.previous')}
          </Button>
          <Button theme="outline" size="small" disabled={state.page >= state.lastPage} onClick={() => void invoices.load(state.page + 1)}>
            {t('pagination.next')}
          </Button>
        </div>
      )}
    </section>
  );
}

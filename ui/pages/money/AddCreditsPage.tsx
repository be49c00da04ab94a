import { useId } from 'react';
import { formatPrice, MAX_TOP_UP, MIN_TOP_UP, TOP_UP_AMOUNTS, type TopUpFlow } from '../../../core';
import { useObservableState } from '../../hooks/useObservableState';
import { useLanguage, useText } from '../../i18n';
import { FieldProblem } from '../account/FormField';
import { MoneyPage } from './MoneyPage';
import { PaymentForm } from './PaymentForm';
import styles from './Money.module.css';

/** Add credits (issue 21): an amount from the choices or a custom one, then the card payment page. */
export function AddCreditsPage() {
  return (
    <MoneyPage titleId="page.addCredits" introId="credits.intro" create={(money) => money.topUp()}>
      {(flow) => <TopUp flow={flow} />}
    </MoneyPage>
  );
}

function TopUp({ flow }: { flow: TopUpFlow }) {
  const t = useText();
  const lang = useLanguage();
  const id = useId();
  const state = useObservableState(flow);
  const amount = flow.amount(state);
  const money = (value: number) => formatPrice(value, 'MKD', { lang });
  const customId = `${id}-custom`;
  const described = [`${customId}-hint`, state.problem ? `${customId}-problem` : null].filter(Boolean).join(' ');
  return (
    <PaymentForm pay={() => flow.pay()} paying={state.paying} label={amount === null ? t('boost.submit') : t('credits.pay', { amount: money(amount) })}>
      <fieldset className={styles.fieldset}>
        <legend>{t('credits.amount')}</legend>
        <div className={styles.options}>
          {TOP_UP_AMOUNTS.map((value) => (
            <label key={value} className={styles.option}>
              <input type="radio" name={`${id}-amount`} value={value} checked={state.choice === value} onChange={() => flow.choose(value)} />
              <span className={styles.optionPrice}>{money(value)}</span>
            </label>
          ))}
          <label className={styles.option}>
            <input type="radio" name={`${id}-amount`} value="custom" checked={state.choice === 'custom'} onChange={() => flow.choose('custom')} />
            <span className={styles.optionTitle}>{t('credits.custom')}</span>
          </label>
        </div>
      </fieldset>
      {state.choice === 'custom' && (
        <div className={styles.custom}>
          <label className={styles.label} htmlFor={customId}>
            {t('credits.customLabel')}
          </label>
          <input
            id={customId}
            inputMode="numeric"
            autoComplete="off"
            value={state.custom}
            onChange={(event) => flow.typeCustom(event.target.value)}
            aria-invalid={state.problem ? true : undefined}
            aria-describedby={described}
          />
          <p id={`${customId}-hint`} className={styles.hint}>
            {t('credits.customHint', { min: money(MIN_TOP_UP), max: money(MAX_TOP_UP) })}
          </p>
          <FieldProblem id={`${customId}-problem`} problem={state.problem ? { field: 'amount', id: state.problem } : undefined} language={lang} />
        </div>
      )}
    </PaymentForm>
  );
}

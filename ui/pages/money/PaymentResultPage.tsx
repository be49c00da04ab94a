import { useParams } from 'react-router';
import { formatPrice, listingPagePath, MONEY_PATHS, outcomeText, ROUTES, type MessageId, type Money, type PaymentResult, type PaymentResultPhase } from '../../../core';
import { Button, ButtonAnchor, ButtonLink } from '../../components/Button';
import { PageError, PageLoading } from '../../components/PageState';
import { useObservableState } from '../../hooks/useObservableState';
import { useLanguage, useText } from '../../i18n';
import { MoneyPage } from './MoneyPage';
import styles from './Money.module.css';

type Purpose = 'top_up' | 'promotion';

/** Where the payment page sends the browser back after a promotion paid by card. */
export function BoostResultPage() {
  return <PaymentResultScreen purpose="promotion" />;
}

/** Where the payment page sends the browser back after adding credits. */
export function TopUpResultPage() {
  return <PaymentResultScreen purpose="top_up" />;
}

function PaymentResultScreen({ purpose }: { purpose: Purpose }) {
  const { paymentId = '' } = useParams();
  const create = (money: Money) => {
    const result = money.paymentResult();
    result.start(paymentId);
    return result;
  };
  return (
    <MoneyPage titleId={purpose === 'top_up' ? 'credits.resultTitle' : 'boost.resultTitle'} create={create}>
      {(result) => <Result result={result} paymentId={paymentId} purpose={purpose} />}
    </MoneyPage>
  );
}

const TITLE: Record<Exclude<PaymentResultPhase, 'checking' | 'error'>, MessageId> = {
  succeeded: 'payment.succeededTitle',
  failed: 'payment.failedTitle',
  expired: 'payment.failedTitle',
  processing: 'payment.pendingTitle',
  notFound: 'paymentNotFound',
};

function Result({ result, paymentId, purpose }: { result: PaymentResult; paymentId: string; purpose: Purpose }) {
  const t = useText();
  const lang = useLanguage();
  const { phase, payment } = useObservableState(result);
  if (phase === 'checking') return <PageLoading label={t('payment.checking')} />;
  if (phase === 'error') return <PageError onRetry={() => result.start(paymentId)} />;
  const tone = phase === 'succeeded' ? styles.success : phase === 'processing' ? '' : styles.failure;
  const again = purpose === 'top_up' ? ROUTES.addCredits : payment?.listing_id ? `${ROUTES.boost}?listing=${encodeURIComponent(String(payment.listing_id))}` : ROUTES.boost;
  return (
    <div className={`${styles.result} ${tone}`} role={phase === 'succeeded' || phase === 'processing' ? 'status' : 'alert'}>
      <h2>{t(TITLE[phase])}</h2>
      {payment && phase !== 'notFound' && <p>{t(phase === 'processing' ? 'paymentPending' : outcomeText(payment))}</p>}
      {payment && <p>{t('payment.amount', { amount: formatPrice(payment.amount, payment.currency, { lang }) })}</p>}
      <div className={styles.actions}>
        {phase === 'processing' && (
          <Button size="small" onClick={() => result.start(paymentId)}>
            {t('payment.checkAgain')}
          </Button>
        )}
        {(phase === 'failed' || phase === 'expired') && (
          <ButtonLink to={again} size="small">
            {t('payment.tryAgain')}
          </ButtonLink>
        )}
        {phase === 'succeeded' && purpose === 'promotion' && payment?.listing_id != null && (
          <ButtonLink to={listingPagePath(String(payment.listing_id))} size="small">
            {t('boost.seeListing')}
          </ButtonLink>
        )}
        {phase === 'succeeded' && payment?.invoice_number && (
          <ButtonAnchor href={MONEY_PATHS.invoicePdf(payment.invoice_number)} theme="outline" size="small">
            {t('payment.receipt', { number: payment.invoice_number })}
          </ButtonAnchor>
        )}
        <ButtonLink to={ROUTES.transactions} theme="outline" size="small">
          {t('payment.toTransactions')}
        </ButtonLink>
      </div>
    </div>
  );
}

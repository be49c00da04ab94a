import { Megaphone } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { eurosOf, formatDate, formatPrice, MONEY_ROUTES, ROUTES, type BoostFlow, type BoostState, type Money, type PackageOption } from '../../../core';
import { ButtonLink } from '../../components/Button';
import { EmptyState, PageError, PageLoading } from '../../components/PageState';
import { useObservableState } from '../../hooks/useObservableState';
import { useLanguage, useText } from '../../i18n';
import { FieldProblem } from '../account/FormField';
import { MoneyPage } from './MoneyPage';
import { PaymentForm } from './PaymentForm';
import styles from './Money.module.css';

/**
 * docs/product/money.md boost: choose the listing (preselected from my listings' "promote" link, `?listing=<id>`), the package
 * (prices in denars, about-euros beside them, what each does) and how to pay — credits when the balance covers it,
 * else the card payment page.
 */
export function BoostPage() {
  const [params] = useSearchParams();
  const create = (money: Money) => {
    const flow = money.boost();
    void flow.load(params.get('listing'));
    return flow;
  };
  return (
    <MoneyPage titleId="page.boost" introId="boost.intro" create={create}>
      {(flow) => <Boost flow={flow} />}
    </MoneyPage>
  );
}

function Boost({ flow }: { flow: BoostFlow }) {
  const t = useText();
  const lang = useLanguage();
  const state = useObservableState(flow);
  if (state.phase === 'failed') return <PageError onRetry={() => void flow.load()} />;
  if (state.phase === 'loading') return <PageLoading />;
  if (state.done) return <Done flow={flow} done={state.done} />;
  if (state.listings.length === 0) {
    return (
      <EmptyState icon={<Megaphone size={28} strokeWidth={1.75} />} title={t('boost.noListings')}>
        <ButtonLink to={ROUTES.myListings} size="small">
          {t('page.myListings')}
        </ButtonLink>
      </EmptyState>
    );
  }
  const chosen = flow.chosenPackage(state);
  return (
    <PaymentForm pay={() => flow.pay()} paying={state.paying} label={chosen ? t(state.method === 'credits' ? 'boost.pay' : 'boost.payCard', { amount: formatPrice(chosen.price_mkd, 'MKD', { lang }) }) : t('boost.submit')}>
      <ListingChoice flow={flow} state={state} />
      <PackageChoice flow={flow} state={state} />
      <MethodChoice flow={flow} state={state} />
    </PaymentForm>
  );
}

function ListingChoice({ flow, state }: { flow: BoostFlow; state: BoostState }) {
  const t = useText();
  const lang = useLanguage();
  const id = useId();
  const problem = state.problem?.field === 'listing' ? state.problem : undefined;
  return (
    <div className={styles.fieldset}>
      <label className={styles.label} htmlFor={id}>
        {t('boost.listing')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={state.listingId ?? ''}
        onChange={(event) => flow.selectListing(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
      >
        <option value="">{t('boost.listingPlaceholder')}</option>
        {state.listings.map((listing) => (
          <option key={listing.id} value={listing.id}>
            {listing.title}
          </option>
        ))}
      </select>
      <FieldProblem id={`${id}-problem`} problem={problem} language={lang} />
    </div>
  );
}

function PackageChoice({ flow, state }: { flow: BoostFlow; state: BoostState }) {
  const t = useText();
  const lang = useLanguage();
  const id = useId();
  const problem = state.problem?.field === 'package' ? state.problem : undefined;
  // A radio group (not just a group): the one the package-selection error marks invalid and describes.
  return (
    <fieldset role="radiogroup" className={styles.fieldset} aria-describedby={problem ? `${id}-problem` : undefined} aria-invalid={problem ? true : undefined}>
      <legend>{t('boost.packages')}</legend>
      <div className={styles.options}>
        {state.packages.map((option) => (
          <PackageCard key={option.code} option={option} checked={state.packageCode === option.code} name={`${id}-package`} onChoose={() => flow.selectPackage(option.code)} />
        ))}
      </div>
      <FieldProblem id={`${id}-problem`} problem={problem} language={lang} />
    </fieldset>
  );
}

function PackageCard({ option, checked, name, onChoose }: { option: PackageOption; checked: boolean; name: string; onChoose: () => void }) {
  const t = useText();
  const lang = useLanguage();
  const descriptionId = `${name}-${option.code}-text`;
  return (
    <label className={styles.option}>
      <input type="radio" name={name} value={option.code} checked={checked} onChange={onChoose} aria-describedby={descriptionId} />
      <span className={styles.optionTitle}>{t(option.nameId)}</span>
      <span className={styles.optionPrice}>
        {formatPrice(option.price_mkd, 'MKD', { lang })}{' '}
        <span className={styles.optionText}>{t('boost.priceEur', { price: formatPrice(eurosOf(option.price_eur_cents), 'EUR', { lang }) })}</span>
      </span>
      <span id={descriptionId} className={styles.optionText}>
        {t(option.descriptionId)}
      </span>
    </label>
  );
}

function MethodChoice({ flow, state }: { flow: BoostFlow; state: BoostState }) {
  const t = useText();
  const lang = useLanguage();
  const id = useId();
  const cover = flow.creditsCover(state);
  const balance = state.balance === null ? null : formatPrice(state.balance, 'MKD', { lang });
  const creditsHint = balance === null ? null : t(cover || !state.packageCode ? 'boost.method.creditsHint' : 'boost.method.creditsShort', { balance });
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('boost.method')}</legend>
      <div className={styles.options}>
        <label className={styles.option}>
          <input type="radio" name={`${id}-method`} value="credits" checked={state.method === 'credits'} disabled={!cover} onChange={() => flow.selectMethod('credits')} aria-describedby={`${id}-credits`} />
          <span className={styles.optionTitle}>{t('boost.method.credits')}</span>
          <span id={`${id}-credits`} className={styles.optionText}>
            {creditsHint}{' '}
            {!cover && state.packageCode && <Link to={ROUTES.addCredits}>{t('boost.addCredits')}</Link>}
          </span>
        </label>
        <label className={styles.option}>
          <input type="radio" name={`${id}-method`} value="card" checked={state.method === 'card'} onChange={() => flow.selectMethod('card')} aria-describedby={`${id}-card`} />
          <span className={styles.optionTitle}>{t('boost.method.card')}</span>
          <span id={`${id}-card`} className={styles.optionText}>
            {t('boost.method.cardHint')}
          </span>
        </label>
      </div>
    </fieldset>
  );
}

function Done({ flow, done }: { flow: BoostFlow; done: NonNullable<BoostState['done']> }) {
  const t = useText();
  return (
    <div className={`${styles.result} ${styles.success}`} role="status">
      <h2>{t('promotionActivated')}</h2>
      <p>{t('boost.done', { title: done.listing.title, date: formatDate(done.endsAt) })}</p>
      <div className={styles.actions}>
        <ButtonLink to={done.listing.href} size="small">
          {t('boost.seeListing')}
        </ButtonLink>
        <ButtonLink to={MONEY_ROUTES.boostFor(done.listing.id)} theme="outline" size="small" onClick={() => flow.again()}>
          {t('page.boost')}
        </ButtonLink>
        <ButtonLink to={ROUTES.myListings} theme="outline" size="small">
          {t('boost.backToListings')}
        </ButtonLink>
      </div>
    </div>
  );
}

import { SlidersHorizontal } from 'lucide-react';
import { startTransition, useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { categoryPath, type Language } from '../../core';
import { attributeChoice, attributeName } from './attributeText';
import { compactAmount, currencySymbol } from '../../core/format/price';
import type { AttributeDefinition, AttributeFamily } from '../../core/listings/attributes';
import { ACCOUNT_TYPES } from '../../core/accounts/account-types';
import { activeFilterChips, filterableAttributes, toggleChoice, toggleSeller, withAttribute, withFlag, withoutFilters, withPrice, type FilterChip } from '../../core/listings/list-filters';
import { activeFilterCount, listingQueryParams } from '../../core/listings/listing-query-params';
import type { ListingQuery } from '../../core/listings/listing-query';
import type { CategoryItem } from '../../core/listings/read-model';
import { useListings, useSearch } from '../api/queries';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { MOBILE_QUERY, useMediaQuery } from '../hooks/useMediaQuery';
import { useLanguage, useText } from '../i18n';
import { SaveSearchButton } from '../alerts/SaveSearchButton';
import styles from './FilterBar.module.css';

export interface FilterBarProps {
  /** The list's query as its URL reads (core/listings/listing-query.ts). */
  query: ListingQuery;
  /** What the route itself fixes (a category or place page's own slug): never written to the URL's parameters. */
  fixed?: Pick<ListingQuery, 'category' | 'location' | 'user'>;
  family: AttributeFamily;
  /** A category page's subcategories, as chips with their counts. */
  subcategories?: readonly CategoryItem[];
}

/**
 * The filter bar of category, place and search pages (docs/product/browsing.md "Filters"): price range, photos,
 * verified sellers, private sellers or companies and the category's details; the active filters as removable chips. Every change goes to the
 * URL (shareable, the back button undoes it); on a phone the filters open in a full-screen sheet whose button
 * shows how many listings the filters being edited would show.
 */
export function FilterBar({ query, fixed = {}, family, subcategories = [] }: FilterBarProps) {
  const t = useText();
  const language = useLanguage();
  const phone = useMediaQuery(MOBILE_QUERY);
  const [, setParams] = useSearchParams();
  const [sheetOpen, setSheetOpen] = useState(false);
  const go = (next: ListingQuery) => setParams(listingQueryParams({ ...next, category: fixed.category ? undefined : next.category, location: fixed.location ? undefined : next.location, user: fixed.user ? undefined : next.user }));
  const chips = activeFilterChips(query);
  const count = activeFilterCount(query);
  return (
    <div className={styles.bar}>
      {subcategories.length > 0 && (
        <nav aria-label={t('filters.subcategories')} className={styles.subcategories}>
          {subcategories.map((sub) => (
            <Link key={sub.slug} className={styles.subcategory} to={categoryPath(sub.slug)}>
              {sub.name}
              {sub.count !== null && <span className={styles.subCount}>{sub.count}</span>}
            </Link>
          ))}
        </nav>
      )}
      <div className={styles.actions}>
        {phone ? (
          <>
            {/* The sheet's whole form renders in a transition: React yields to the browser, which paints the tap at once
                (bench/web-inp, issue 42: rendered inside the tap it took 172 ms to the next paint on a 4× slowed phone). */}
            <Button theme="outline" size="small" onClick={() => startTransition(() => setSheetOpen(true))} aria-haspopup="dialog" icon={<SlidersHorizontal size={16} aria-hidden="true" focusable="false" />}>
              {count > 0 ? t('filters.openWithCount', { count }) : t('filters.open')}
            </Button>
            <Modal open={sheetOpen} onClose={() => setSheetOpen(false)} title={t('filters.title')} className={styles.sheet} maxHeight={SHEET_HEIGHT}>
              <FilterForm query={query} fixed={fixed} family={family} live onApply={(next) => (go(next), setSheetOpen(false))} />
            </Modal>
          </>
        ) : (
          <details className={styles.panel} open={count > 0 || undefined}>
            <summary>{count > 0 ? t('filters.openWithCount', { count }) : t('filters.open')}</summary>
            <FilterForm query={query} fixed={fixed} family={family} onApply={go} />
          </details>
        )}
        {!fixed.user && <SaveSearchButton query={query} />}
      </div>
      {chips.length > 0 && (
        <ul className={styles.chips} aria-label={t('filters.active')}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <button type="button" className={styles.chip} onClick={() => go(chip.without)} aria-label={t('filters.remove', { filter: chipText(t, chip, language) })}>
                {chipText(t, chip, language)} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          {chips.length > 1 && (
            <li>
              <button type="button" className={styles.clear} onClick={() => go(withoutFilters(query))}>
                {t('filters.clear')}
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

type Text = ReturnType<typeof useText>;

/** The phone's sheet takes the whole screen's height (the modal caps it at the viewport less its margin). */
const SHEET_HEIGHT = 10_000;

/** "2010–2020", "од 2010", "до 20000": a range as the chips word it. */
function rangeText(t: Text, min: number | undefined, max: number | undefined, show: (value: number) => string | number = (value) => value): string {
  if (min !== undefined && max !== undefined) return `${show(min)}–${show(max)}`;
  return min !== undefined ? t('filters.rangeFrom', { min: show(min) }) : t('filters.rangeTo', { max: max === undefined ? '' : show(max) });
}


function chipText(t: Text, chip: FilterChip, language: Language): string {
  switch (chip.kind) {
    case 'price':
      // A chip is short of space: the compact price form (core's k / m / b).
      return `${t('filters.price')}: ${rangeText(t, chip.min, chip.max, compactAmount)} ${currencySymbol(chip.currency, language)}`;
    case 'photos':
      return t('filters.photos');
    case 'verified':
      return t('filters.verified');
    case 'seller':
      return t(`filters.sellerOnly.${chip.seller}`);
    case 'choice':
      return `${attributeName(t, chip.attribute)}: ${chip.values.map((value) => attributeChoice(t, chip.attribute, value)).join(', ')}`;
    default:
      return `${attributeName(t, chip.attribute)}: ${rangeText(t, chip.min, chip.max)}`;
  }
}

interface FilterFormProps {
  query: ListingQuery;
  fixed: Pick<ListingQuery, 'category' | 'location' | 'user'>;
  family: AttributeFamily;
  onApply: (next: ListingQuery) => void;
  /** In the phone's sheet: the button says how many listings the filters being edited show. */
  live?: boolean;
}

const numberOrUndefined = (value: string): number | undefined => (value.trim() === '' || !Number.isFinite(Number(value)) ? undefined : Number(value));

/** The filters being edited: applied on submit; until then the list stays as it is. */
function FilterForm({ query, fixed, family, onApply, live = false }: FilterFormProps) {
  const t = useText();
  const language = useLanguage();
  const id = useId();
  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={t('filters.title')}>
      <fieldset className={styles.group}>
        <legend>{t('filters.price')}</legend>
        <div className={styles.range}>
          <label>
            <span>{t('filters.priceMin')}</span>
            <input inputMode="numeric" value={draft.price_min ?? ''} onChange={(event) => setDraft(withPrice(draft, numberOrUndefined(event.target.value), draft.price_max, draft.currency))} />
          </label>
          <label>
            <span>{t('filters.priceMax')}</span>
            <input inputMode="numeric" value={draft.price_max ?? ''} onChange={(event) => setDraft(withPrice(draft, draft.price_min, numberOrUndefined(event.target.value), draft.currency))} />
          </label>
          <label>
            <span>{t('filters.currency')}</span>
            <select value={draft.currency ?? 'EUR'} onChange={(event) => setDraft(withPrice(draft, draft.price_min, draft.price_max, event.target.value === 'MKD' ? 'MKD' : 'EUR'))}>
              <option value="EUR">{currencySymbol('EUR', language)}</option>
              <option value="MKD">{currencySymbol('MKD', language)}</option>
            </select>
          </label>
        </div>
      </fieldset>
      {filterableAttributes(family).map((definition) => (
        <AttributeField key={definition.key} definition={definition} draft={draft} onChange={setDraft} idPrefix={id} />
      ))}
      <label className={styles.check}>
        <input type="checkbox" checked={draft.photos === '1'} onChange={(event) => setDraft(withFlag(draft, 'photos', event.target.checked))} />
        {t('filters.photos')}
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={draft.verified === '1'} onChange={(event) => setDraft(withFlag(draft, 'verified', event.target.checked))} />
        {t('filters.verified')}
      </label>
      <fieldset className={styles.group}>
        <legend>{t('filters.seller')}</legend>
        <div className={styles.options}>
          {ACCOUNT_TYPES.map((seller) => (
            <button key={seller} type="button" className={styles.option} aria-pressed={draft.seller === seller} onClick={() => setDraft(toggleSeller(draft, seller))}>
              {t(`filters.seller.${seller}`)}
            </button>
          ))}
        </div>
      </fieldset>
      {live ? <LiveApply draft={draft} fixed={fixed} /> : <Button type="submit" size="small">{t('filters.apply')}</Button>}
    </form>
  );
}

/** A detail's filter: its choices as toggle chips, or a from–to pair of numbers. */
function AttributeField({ definition, draft, onChange, idPrefix }: { definition: AttributeDefinition; draft: ListingQuery; onChange: (next: ListingQuery) => void; idPrefix: string }) {
  const t = useText();
  const name = attributeName(t, definition.key);
  const current = draft.attributes?.[definition.key];
  if (definition.kind === 'choice') {
    const chosen = current?.kind === 'choice' ? current.values : [];
    return (
      <fieldset className={styles.group}>
        <legend>{name}</legend>
        <div className={styles.options}>
          {definition.options.map((option) => (
            <button key={option} type="button" className={styles.option} aria-pressed={chosen.includes(option)} onClick={() => onChange(toggleChoice(draft, definition.key, option))}>
              {attributeChoice(t, definition.key, option)}
            </button>
          ))}
        </div>
      </fieldset>
    );
  }
  const range = current?.kind === 'range' ? current : { kind: 'range' as const };
  const set = (min: number | undefined, max: number | undefined) => onChange(withAttribute(draft, definition.key, { kind: 'range', ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) }));
  return (
    <fieldset className={styles.group}>
      <legend>{name}</legend>
      <div className={styles.range}>
        <label htmlFor={`${idPrefix}-${definition.key}-min`}>
          <span>{t('filters.from', { label: name })}</span>
          <input id={`${idPrefix}-${definition.key}-min`} inputMode="numeric" min={definition.min} max={definition.max} value={range.min ?? ''} onChange={(event) => set(numberOrUndefined(event.target.value), range.max)} />
        </label>
        <label htmlFor={`${idPrefix}-${definition.key}-max`}>
          <span>{t('filters.to', { label: name })}</span>
          <input id={`${idPrefix}-${definition.key}-max`} inputMode="numeric" min={definition.min} max={definition.max} value={range.max ?? ''} onChange={(event) => set(range.min, numberOrUndefined(event.target.value))} />
        </label>
      </div>
    </fieldset>
  );
}

/** The sheet's submit button: "Прикажи N огласи" for the filters being edited (the list's own query cache answers it). */
function LiveApply({ draft, fixed }: { draft: ListingQuery; fixed: Pick<ListingQuery, 'category' | 'location' | 'user'> }) {
  const t = useText();
  const [settled, setSettled] = useState(draft);
  // Typing a price asks once the digits stop, not once per key.
  useEffect(() => {
    const timer = setTimeout(() => setSettled(draft), 300);
    return () => clearTimeout(timer);
  }, [draft]);
  const query = { ...settled, ...fixed, page: 1 };
  const searching = typeof query.q === 'string' && query.q.trim() !== '';
  const list = useListings(query, !searching);
  const search = useSearch({ ...query, q: query.q ?? '' });
  const total = (searching ? search.data : list.data)?.total;
  return <Button type="submit" size="medium" block>{total === undefined ? t('filters.apply') : t('filters.show', { count: total })}</Button>;
}

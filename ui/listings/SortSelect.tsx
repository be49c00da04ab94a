import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { BROWSE_SORTS, shownSort, sortOf, type ListingSort } from '../../core/listings/listing-query-params';
import { useText } from '../i18n';
import styles from './SortSelect.module.css';


/**
 * docs/product/README.md: newest, oldest, price high to low, price low to high (search adds relevance first) — kept in the URL
 * (?sort=, the first option when absent), back to page 1 on change.
 */
export function SortSelect({ options = BROWSE_SORTS }: { options?: readonly ListingSort[] }) {
  const t = useText();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const sort = shownSort({ sort: sortOf(params.get('sort'), options) }, options);
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t('sort.label')}</label>
      <select
        id={id}
        value={sort}
        onChange={(event) => {
          const next = new URLSearchParams(params);
          if (event.target.value === options[0]) next.delete('sort');
          else next.set('sort', event.target.value);
          next.delete('page');
          setParams(next);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

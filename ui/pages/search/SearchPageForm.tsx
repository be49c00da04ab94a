import { useId, useState } from 'react';
import type { CategoryItem } from '../../../core/listings/read-model';
import { useText } from '../../i18n';
import { SearchForm } from './SearchForm';
import styles from './Search.module.css';

export interface SearchPageFormProps {
  initialQuery: string;
  initialCategory: string;
  categories: CategoryItem[];
}

/** The search page's box: the query and the category filter (kept apart from home's box, which has no select). */
export function SearchPageForm({ initialQuery, initialCategory, categories }: SearchPageFormProps) {
  const t = useText();
  const categoryId = useId();
  const [category, setCategory] = useState(initialCategory);
  return (
    <SearchForm variant="page" initialQuery={initialQuery} params={{ category }}>
      <label htmlFor={categoryId} className="visually-hidden">
        {t('search.category')}
      </label>
      <select id={categoryId} className={styles.select} value={category} onChange={(event) => setCategory(event.target.value)}>
        <option value="">{t('search.allCategories')}</option>
        {categories.map((item) => (
          <optgroup key={item.id} label={item.name}>
            <option value={item.slug}>{item.name}</option>
            {item.children.map((child) => (
              <option key={child.id} value={child.slug}>
                {child.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </SearchForm>
  );
}

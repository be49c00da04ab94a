import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../core';
import type { CategoryItem } from '../../../core/listings/read-model';
import { useText } from '../../i18n';
import styles from './Search.module.css';

export interface SearchFormProps {
  /** hero: home's; page: the search page's (with the category select); plain: the box alone (the not-found page). */
  variant: 'hero' | 'page' | 'plain';
  initialQuery?: string;
  initialCategory?: string;
  /** The category filter (search page only). */
  categories?: CategoryItem[];
}

/** The search box: Cyrillic or Latin, the server matches both (docs/api.md). Goes to /oglasi/prebaruvanje?q=… */
export function SearchForm({ variant, initialQuery = '', initialCategory = '', categories }: SearchFormProps) {
  const t = useText();
  const navigate = useNavigate();
  const inputId = useId();
  const categoryId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [category, setCategory] = useState(initialCategory);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    const q = query.trim().slice(0, 200);
    if (q) params.set('q', q);
    if (category) params.set('category', category);
    const search = params.toString();
    navigate(`${ROUTES.search}${search ? `?${search}` : ''}`);
  };

  return (
    <form role="search" className={`${styles.form} ${styles[variant]}`} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        className={styles.input}
        placeholder={t('search.placeholder')}
        value={query}
        maxLength={200}
        enterKeyHint="search"
        onChange={(event) => setQuery(event.target.value)}
      />
      {categories && (
        <>
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
        </>
      )}
      <button type="submit" className={styles.submit}>
        {t('search.submit')}
      </button>
    </form>
  );
}

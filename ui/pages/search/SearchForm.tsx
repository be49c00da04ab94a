import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../core';
import { useText } from '../../i18n';
import { SearchInput } from '../../search/SearchInput';
import styles from './Search.module.css';

export interface SearchFormProps {
  /** hero: home's; page: the search page's (with the category select); plain: the box alone (the not-found page). */
  variant: 'hero' | 'page' | 'plain';
  initialQuery?: string;
  /** More parameters of the search (the search page's category), and the fields that set them. */
  params?: Readonly<Record<string, string>>;
  children?: ReactNode;
}

/** The search box: Cyrillic or Latin, the server matches both (docs/api.md). Goes to /oglasi/prebaruvanje?q=… */
export function SearchForm({ variant, initialQuery = '', params: extra = {}, children }: SearchFormProps) {
  const t = useText();
  const navigate = useNavigate();
  const inputId = useId();
  const [query, setQuery] = useState(initialQuery);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    const q = query.trim().slice(0, 200);
    if (q) params.set('q', q);
    for (const [name, value] of Object.entries(extra)) if (value) params.set(name, value);
    const search = params.toString();
    navigate(`${ROUTES.search}${search ? `?${search}` : ''}`);
  };

  return (
    <form role="search" className={`${styles.form} ${styles[variant]}`} onSubmit={onSubmit}>
      <SearchInput id={inputId} className={styles.input} value={query} onChange={(event) => setQuery(event.target.value)} />
      {children}
      <button type="submit" className={styles.submit}>
        {t('search.submit')}
      </button>
    </form>
  );
}

import { useId, useState, type FormEvent, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { searchPath } from '../../core/search/search-path';

export { searchPath };
import { useOnDemand } from '../hooks/useOnDemand';
import { useText } from '../i18n';
import { SearchInput } from './SearchInput';
import styles from './SearchCombobox.module.css';

/** The field with suggestions is a chunk of its own (home's first download must not grow): fetched on hover or focus. */
const loadCombobox = () => import('./SearchCombobox');

/**
 * The desktop header's search field (docs/product/browsing.md "Search everywhere"). The first page has only this
 * light form — it already searches on Enter — and the suggestions' chunk is fetched when a pointer comes near or
 * the field gets focus; it then takes the form's place, with what was typed and the focus where it was (the field
 * or, for a keyboard user who tabbed on before it arrived, the submit button: never dropped to the page's body).
 */
export function HeaderSearch() {
  const t = useText();
  const navigate = useNavigate();
  const id = useId();
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState<'field' | 'submit' | undefined>();
  const [query, setQuery] = useState('');
  const part = useOnDemand(loadCombobox, wanted);
  if (part) return <part.SearchCombobox variant="header" initialQuery={query} focus={focused} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchPath(query));
  };
  return (
    <div className={`${styles.box} ${styles.header}`} onPointerEnter={() => setWanted(true)}>
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <SearchInput
          id={id}
          autoComplete="off"
          className={styles.input}
          value={query}
          onFocus={() => (setWanted(true), setFocused('field'))}
          onBlur={() => setFocused(undefined)}
          onChange={(event) => setQuery(event.target.value)}
        />
        <SubmitIcon label={t('search.label')} onFocus={() => setFocused('submit')} onBlur={() => setFocused(undefined)} />
      </form>
    </div>
  );
}

/** The header's submit: a magnifier named 'Пребарај огласи' (the page's own search button keeps the word 'Пребарај'). */
export function SubmitIcon({ label, ref, onFocus, onBlur }: { label: string; ref?: Ref<HTMLButtonElement>; onFocus?: () => void; onBlur?: () => void }) {
  return (
    <button type="submit" className={styles.submit} aria-label={label} ref={ref} onFocus={onFocus} onBlur={onBlur}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
        <path d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5" />
      </svg>
    </button>
  );
}

import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { addTexts, constantStore } from '../../core';
import { searchMk } from '../../core/i18n/mk/search';
import type { SearchSuggestionsState } from '../../core/search/search-suggestions';
import { useCategories } from '../api/queries';
import { Modal } from '../components/Modal';
import { useFeatureUseCase } from '../hooks/useFeatureUseCase';
import { useObservableState } from '../hooks/useObservableState';
import { useText } from '../i18n';
import { useServices } from '../services';
import { searchPath, SubmitIcon } from './HeaderSearch';
import { SearchInput } from './SearchInput';
import styles from './SearchCombobox.module.css';

// The suggestions' texts come with this chunk (core/i18n/README.md): home's catalogue does not carry them.
addTexts('mk', searchMk);

// Until the search part is there (it is loaded with the first focus): nothing to suggest, nothing recent.
const NO_SUGGESTIONS = constantStore<SearchSuggestionsState>({ query: '', categories: [], terms: [], loading: false });
const NO_RECENT = constantStore<readonly string[]>([]);
/** core/search/suggestions-wire.ts SUGGESTIONS_MIN_LENGTH: shorter, the recent searches show instead. */
const SUGGESTIONS_FROM = 2;

type Option =
  | { kind: 'category'; key: string; label: string; detail: string | null; href: string }
  | { kind: 'term' | 'recent'; key: string; label: string; query: string };

export interface SearchComboboxProps {
  /** header: the desktop header's field (the list floats under it); sheet: the phone's search sheet (the list fills it). */
  variant: 'header' | 'sheet';
  /** What was typed before this part arrived (the header's light field). */
  initialQuery?: string;
  /**
   * Where the focus goes when this part mounts: the field, or the submit button (a keyboard user had tabbed past
   * the header's light field to its button before this part arrived and took the light form's place).
   */
  focus?: 'field' | 'submit';
  /** Called once a search or a category was chosen (the sheet closes). */
  onDone?: () => void;
}

/**
 * The search field with suggestions (docs/product/browsing.md "Search everywhere"), after the WAI-ARIA combobox
 * pattern (editable, list autocomplete): typing shows matching categories and popular terms, an empty field the
 * recent searches; ↓/↑ move through them (the field keeps focus, `aria-activedescendant` names the option), Enter
 * chooses the option or searches the text, Escape closes the list (a second Escape empties the field).
 */
export function SearchCombobox({ variant, initialQuery = '', focus, onDone }: SearchComboboxProps) {
  const t = useText();
  const navigate = useNavigate();
  const { search } = useServices();
  const ids = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(variant === 'sheet' || focus === 'field');
  const [active, setActive] = useState(-1);

  const handle = useFeatureUseCase(search, (box) => {
    const suggestions = box.createSuggestions();
    return { box, suggestions, dispose: () => suggestions.dispose() };
  });
  const state = useObservableState<SearchSuggestionsState>(handle.form?.suggestions ?? NO_SUGGESTIONS);
  const recent = useObservableState(handle.form?.box.recent ?? NO_RECENT);
  const categories = useCategories();

  useEffect(() => {
    if (categories.data) handle.form?.suggestions.setCategories(categories.data);
  }, [categories.data, handle.form]);
  useEffect(() => {
    handle.form?.suggestions.input(query);
  }, [query, handle.form]);
  // In the commit that puts this part in the light form's place: an effect after paint would leave the focus on the
  // page's body for a frame, and a screen reader or a quick Tab would start again from the top.
  useLayoutEffect(() => {
    if (focus === 'submit') submitRef.current?.focus();
    else if (focus === 'field') {
      const input = inputRef.current;
      input?.focus();
      input?.setSelectionRange(input.value.length, input.value.length);
    }
  }, [focus]);

  const typing = query.trim().length >= SUGGESTIONS_FROM;
  const options = useMemo<Option[]>(() => {
    if (!typing) return recent.map((text) => ({ kind: 'recent' as const, key: `r:${text}`, label: text, query: text }));
    return [
      ...state.categories.map((c) => ({ kind: 'category' as const, key: `c:${c.href}`, label: c.name, detail: c.parent, href: c.href })),
      ...state.terms.map((term) => ({ kind: 'term' as const, key: `t:${term}`, label: term, query: term })),
    ];
  }, [typing, recent, state.categories, state.terms]);
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const optionId = (index: number) => `${ids}-option-${index}`;
  const listboxId = `${ids}-listbox`;

  const searchFor = (text: string) => {
    const trimmed = text.trim();
    if (trimmed) handle.form?.box.recent.remember(trimmed);
    setQuery(variant === 'header' ? trimmed : '');
    setOpen(false);
    setActive(-1);
    navigate(searchPath(trimmed));
    onDone?.();
  };
  const choose = (option: Option) => {
    if (option.kind === 'category') {
      setQuery('');
      setOpen(false);
      setActive(-1);
      navigate(option.href);
      onDone?.();
    } else searchFor(option.query);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive(activeIndex === -1 ? (step === 1 ? 0 : options.length - 1) : (activeIndex + step + options.length) % options.length);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (query !== '') {
        event.preventDefault();
        event.stopPropagation();
        setQuery('');
      }
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    searchFor(query);
  };

  let index = -1;
  const renderGroup = (label: string, kind: Option['kind'] | 'category', items: Option[]) => {
    if (items.length === 0) return null;
    const labelId = `${ids}-${kind}`;
    // The grouped listbox of the WAI-ARIA practices: each group a list named by its first, presentational item.
    return (
      <ul role="group" aria-labelledby={labelId} className={styles.group}>
        <li role="presentation" id={labelId} className={styles.groupLabel}>
          {label}
        </li>
        {items.map((option) => {
          index += 1;
          const current = index;
          return (
            <li
              key={option.key}
              id={optionId(current)}
              role="option"
              aria-selected={current === activeIndex}
              className={`${styles.option} ${current === activeIndex ? styles.active : ''}`}
              // The field keeps the focus: a press on an option must not blur it before the click chooses.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onMouseMove={() => current !== activeIndex && setActive(current)}
            >
              <span className={styles.optionIcon} aria-hidden="true">
                {option.kind === 'category' ? '▦' : option.kind === 'recent' ? '↺' : '⌕'}
              </span>
              <span className={styles.optionText}>{option.label}</span>
              {option.kind === 'category' && option.detail && (
                <>
                  {' '}
                  <span className={styles.detail}>{t('searchBox.inCategory', { parent: option.detail })}</span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <div
      className={`${styles.box} ${styles[variant]}`}
      onBlur={(event) => {
        if (variant === 'header' && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <SearchInput
          ref={inputRef}
          id={`${ids}-input`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          className={styles.input}
          value={query}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
        />
        {variant === 'header' ? (
          <SubmitIcon label={t('search.label')} ref={submitRef} />
        ) : (
          <button type="submit" className={styles.submit} ref={submitRef}>
            {t('search.submit')}
          </button>
        )}
      </form>
      {expanded && (
        <div className={styles.panel}>
          <div id={listboxId} role="listbox" aria-label={t('searchBox.suggestions')} className={styles.listbox}>
            {typing ? (
              <>
                {renderGroup(t('searchBox.categories'), 'category', options.filter((o) => o.kind === 'category'))}
                {renderGroup(t('searchBox.popular'), 'term', options.filter((o) => o.kind === 'term'))}
              </>
            ) : (
              renderGroup(t('searchBox.recent'), 'recent', options)
            )}
          </div>
          {!typing && (
            <button
              type="button"
              className={styles.clear}
              aria-label={t('searchBox.clearRecentLabel')}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                handle.form?.box.recent.clear();
                inputRef.current?.focus();
              }}
            >
              {t('searchBox.clearRecent')}
            </button>
          )}
        </div>
      )}
      <div role="status" className="visually-hidden">
        {expanded ? t('searchBox.count', { count: options.length }) : ''}
      </div>
    </div>
  );
}

/** The sheet takes the whole screen (the modal caps it at the viewport). */
const FULL_HEIGHT = 10_000;

/**
 * The phone's search (docs/product/browsing.md "Search everywhere"): the bottom bar's 'Пребарај' opens this
 * full-screen sheet with the same field, its suggestions and the recent searches; choosing closes it.
 */
export function SearchSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText();
  return (
    <Modal open={open} onClose={onClose} title={t('searchBox.sheetTitle')} className={styles.sheetDialog} maxHeight={FULL_HEIGHT}>
      <SearchCombobox variant="sheet" focus="field" onDone={onClose} />
    </Modal>
  );
}

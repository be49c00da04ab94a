import type { InputHTMLAttributes, Ref } from 'react';
import { useText } from '../i18n';

export type SearchInputProps = InputHTMLAttributes<HTMLInputElement> & { id: string; ref?: Ref<HTMLInputElement> };

/**
 * The text field every search box shares (home's, the search page's, the header's, the phone's sheet), with its
 * label: the search's `q`, at most 200 characters (docs/product/browsing.md#search). Other attributes pass through.
 */
export function SearchInput({ id, ...props }: SearchInputProps) {
  const t = useText();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input id={id} type="search" name="q" maxLength={200} enterKeyHint="search" placeholder={t('search.placeholder')} {...props} />
    </>
  );
}

import { Link } from 'react-router';
import { addTexts } from '../../../core';
import { reachMk } from '../../../core/i18n/mk/reach';
import { ButtonLink } from '../../components/Button';
import { useCategories } from '../../api/queries';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import { useBootHandOff } from '../../shell/bootHandOff';
import { useText } from '../../i18n';
import { SearchForm } from '../search/SearchForm';
import styles from './NotFoundScreen.module.css';

// The page's texts come with its chunk (not in the first page's catalogue), like the "no longer available" page's.
addTexts('mk', reachMk);

/**
 * docs/product/browsing.md "Not found": what happened, a search box and the categories as links — for an unknown
 * path and for a category, place, user, info page or listing the server does not know. The server paints the same
 * page in #boot with status 404 (server/web/not-found-head.ts); it stays until the categories are here, so the
 * hand-off does not move anything.
 */
export function NotFoundScreen() {
  const t = useText();
  const categories = useCategories();
  useDocumentMeta({ title: t('notFound.title'), description: t('notFound.text') });
  useBootHandOff('page', !categories.isPending);
  const list = categories.data ?? [];
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <SearchForm variant="plain" />
      {list.length > 0 && (
        <nav aria-labelledby="not-found-categories">
          <h2 id="not-found-categories" className={styles.subtitle}>
            {t('home.categories')}
          </h2>
          <ul className={styles.chips}>
            {list.map((category) => (
              <li key={category.id}>
                <Link to={category.href}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ButtonLink to="/" theme="purple" size="small">
        {t('notFound.back')}
      </ButtonLink>
    </section>
  );
}

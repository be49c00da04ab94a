import { Link } from 'react-router';
import { PageError } from '../../components/PageState';
import { useCategories } from '../../api/queries';
import { useText } from '../../i18n';
import { useOnDemand } from '../../hooks/useOnDemand';

const loadIcons = () => import('../../components/CategoryIcon');
import styles from './Home.module.css';

/**
 * The top-level categories on home, each linking to its category page, with its icon: on a phone one row that
 * scrolls sideways (the listings come into the first screen), on wider screens tiles (docs/design.md, Home).
 * Names wrap rather than being cut.
 */
export function CategoryGrid() {
  const t = useText();
  const categories = useCategories();
  const icons = useOnDemand(loadIcons, categories.isSuccess);
  return (
    <section className={styles.categories} aria-labelledby="home-categories">
      <h2 id="home-categories" className={styles.sectionTitle}>
        {t('home.categories')}
      </h2>
      {categories.isError ? (
        <PageError onRetry={() => void categories.refetch()} />
      ) : (
        <ul className={styles.categoryList}>
          {(categories.data ?? []).map((category) => (
            <li key={category.id}>
              <Link to={category.href} className={styles.category}>
                <span className={styles.categoryIcon}>{icons && <icons.CategoryIcon name={category.icon} />}</span>
                <span className={styles.categoryName}>{category.name}</span>
                {category.count !== null && <span className={styles.categoryCount}>{category.count}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

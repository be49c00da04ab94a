import { SearchForm } from '../search/SearchForm';
import { useText } from '../../i18n';
import styles from './Home.module.css';

/** Home's own header layout (docs/product/browsing.md: the logo is hidden on home): the brand, the pitch and the search box. */
export function HomeHero() {
  const t = useText();
  return (
    <div className={styles.hero}>
      <p className={styles.brand}>{t('app.name')}</p>
      <h1 className={styles.title}>{t('home.title')}</h1>
      <SearchForm variant="hero" />
    </div>
  );
}

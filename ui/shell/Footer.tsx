import { Link } from 'react-router';
import { FOOTER_FALLBACK_LINKS, infoPath } from '../../core';
import { useText } from '../i18n';
import styles from './Footer.module.css';

export function Footer({ year }: { year: number }) {
  const t = useText();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('app.name')}>
        <ul className={styles.links}>
          {FOOTER_FALLBACK_LINKS.map((link) => (
            <li key={link.slug}>
              <Link to={infoPath(link.slug)}>{t(link.titleId)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className={styles.backToTop} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
        {t('footer.backToTop')}
      </button>
      <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
    </footer>
  );
}

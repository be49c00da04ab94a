import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fallbackFooterColumns, infoPath } from '../../core';
import { useLanguage, useText } from '../i18n';
import { useServices } from '../services';
import { useNearViewport } from '../hooks/useNearViewport';
import { queryKeys } from '../api/queries';
import { LanguageSwitch } from './LanguageSwitch';
import { useOnDemand } from '../hooks/useOnDemand';
import styles from './Footer.module.css';

/** The dark-mode switch and its rules: a chunk fetched when the footer comes near the viewport. */
const loadThemeSwitch = () => import('./ThemeSwitch');

export const SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/oglasi.mk',
  instagram: 'https://www.instagram.com/oglasi.mk',
  email: 'mailto:kontakt@oglasi.mk',
} as const;

/**
 * docs/product/browsing.md Footer: logo, social links, two link columns from the footer-1/footer-2 menus (the six fallback links
 * when the call returns nothing or fails — the core decides and logs), back-to-top with smooth scroll, and the
 * copyright with the current year. Hidden in print (Footer.module.css).
 */
/** WCAG 2.3.3: a reader who asked the system for less motion gets the jump, not the glide. */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function Footer({ year }: { year: number }) {
  const t = useText();
  const { footerMenus } = useServices();
  const language = useLanguage();
  // Below the fold: the menus are asked for when the footer comes near the viewport, not with the first page.
  const [ref, near] = useNearViewport<HTMLElement>();
  const themeSwitch = useOnDemand(loadThemeSwitch, near);
  const menus = useQuery({ queryKey: queryKeys.footerMenus(language), queryFn: () => footerMenus.load(), staleTime: 10 * 60_000, retry: false, enabled: near });
  const loaded = menus.data?.columns.filter((column) => column.length > 0) ?? [];
  // Until the menus answer (and if they never do) the core's fallback columns show, so the footer never jumps empty.
  const columns = loaded.length > 0 ? loaded : fallbackFooterColumns(language);

  return (
    <footer ref={ref} className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to="/" className={styles.logo}>
            {t('app.name')}
          </Link>
          <p className={styles.about}>{t('footer.about')}</p>
          <ul className={styles.social} aria-label={t('footer.social')}>
            <li>
              <a href={SOCIAL_LINKS.facebook} rel="noopener noreferrer" target="_blank" aria-label={t('footer.facebook')}>
                <SocialIcon path="M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8z" />
              </a>
            </li>
            <li>
              <a href={SOCIAL_LINKS.instagram} rel="noopener noreferrer" target="_blank" aria-label={t('footer.instagram')}>
                <SocialIcon path="M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z" />
              </a>
            </li>
            <li>
              <a href={SOCIAL_LINKS.email} aria-label={t('footer.contact')}>
                <SocialIcon path="M3 6h18v12H3zM3 6l9 7 9-7" />
              </a>
            </li>
          </ul>
        </div>
        <nav className={styles.columns} aria-label={t('footer.menus')}>
          {columns.map((column, index) => (
            <ul key={index} className={styles.links}>
              {column.map((link) => (
                <li key={link.slug}>
                  <Link to={infoPath(link.slug)}>{link.title}</Link>
                </li>
              ))}
            </ul>
          ))}
        </nav>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
        <LanguageSwitch variant="footer" />
        {themeSwitch && <themeSwitch.ThemeSwitch variant="footer" />}
        <button type="button" className={styles.backToTop} onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}>
          {t('footer.backToTop')}
        </button>
      </div>
    </footer>
  );
}

function SocialIcon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <path d={path} />
    </svg>
  );
}

import { Link, useLocation, useSearchParams } from 'react-router';
import { useText } from '../i18n';
import styles from './Pagination.module.css';

/** The pages around the current one, with the first and last always present ('gap' marks a jump). */
export function pageWindow(page: number, totalPages: number, radius = 1): Array<number | 'gap'> {
  const pages = new Set<number>([1, totalPages]);
  for (let p = page - radius; p <= page + radius; p += 1) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((p, index) => {
    if (index > 0 && p - sorted[index - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/**
 * docs/product/browsing.md: 21 per page from page 1, the page kept in the URL (?page=N) so it survives reload, back and sharing.
 * Links, not buttons: each page is a real address.
 */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const t = useText();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  if (totalPages <= 1) return null;
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    const query = next.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      {page > 1 && (
        <Link to={hrefFor(page - 1)} className={styles.step} rel="prev">
          {t('pagination.previous')}
        </Link>
      )}
      <ul className={styles.pages}>
        {pageWindow(page, totalPages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={hrefFor(entry)}
                className={entry === page ? `${styles.page} ${styles.current}` : styles.page}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: entry })}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < totalPages && (
        <Link to={hrefFor(page + 1)} className={styles.step} rel="next">
          {t('pagination.next')}
        </Link>
      )}
    </nav>
  );
}

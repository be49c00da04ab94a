import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '../components/Button';
import { PageError } from '../components/PageState';
import { useDocumentMeta } from '../hooks/useDocumentMeta';
import { useText } from '../i18n';
import styles from './ComingSoonPage.module.css';

/** SPEC §2 Other screens: the not-found page. */
export function NotFoundPage() {
  const t = useText();
  useDocumentMeta({ title: t('notFound.title') });
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <ButtonLink to="/" theme="purple" size="small">
        {t('notFound.back')}
      </ButtonLink>
    </section>
  );
}

/**
 * The route error element: a 404 shows the not-found page; anything else (a page chunk that failed to load
 * after a deploy, a render error) shows the page-load error with a retry that reloads the page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <PageError onRetry={() => window.location.reload()} />;
}

import { ButtonLink } from '../components/Button';
import { PageError } from '../components/PageState';
import { useDocumentMeta } from '../hooks/useDocumentMeta';
import { useText } from '../i18n';
import styles from './NotFoundPage.module.css';

/** docs/product/browsing.md Other screens: the not-found page. */
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
 * A page that failed (its chunk did not load after a deploy or offline, a render error): the page-load error
 * with a retry that reloads the page. Unknown paths have their own route (the not-found page above).
 */
export function RouteErrorPage() {
  return <PageError onRetry={() => window.location.reload()} />;
}

import { ButtonLink } from '../components/Button';
import { useDocumentMeta } from '../hooks/useDocumentMeta';
import { useText } from '../i18n';
import type { MessageId } from '../../core';
import styles from './ComingSoonPage.module.css';

/** A real page inside the shell for screens another part of the project builds (never a blank screen). */
export function ComingSoonPage({ titleId }: { titleId: MessageId }) {
  const t = useText();
  const page = t(titleId);
  useDocumentMeta({ title: page });
  return (
    <section className={styles.page} aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{page}</h1>
      <p className={styles.badge}>{t('comingSoon.title')}</p>
      <p className={styles.body}>{t('comingSoon.body', { page })}</p>
      <ButtonLink to="/" theme="outline" size="small">
        {t('comingSoon.back')}
      </ButtonLink>
    </section>
  );
}

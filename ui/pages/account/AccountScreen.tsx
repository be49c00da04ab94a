import type { ReactNode } from 'react';
import type { AccountForms } from '../../../core';
import { PageError, PageLoading } from '../../components/PageState';
import { useAccountForm } from '../../hooks/useFeatureUseCase';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import styles from './AccountForm.module.css';

/**
 * The frame of an accounts screen: its title (page title and heading), the card, and its own use case from the
 * accounts feature — loading until the code is there, the page-load error with a retry if it cannot be fetched.
 */
export function AccountScreen<F extends { dispose(): void }>({
  id,
  title,
  create,
  wide = false,
  children,
  footer,
}: {
  id: string;
  title: string;
  create: (forms: AccountForms) => F;
  wide?: boolean;
  children: (form: F) => ReactNode;
  footer?: ReactNode;
}) {
  useDocumentMeta({ title });
  const handle = useAccountForm(create);
  return (
    <section className={styles.page} aria-labelledby={id}>
      <div className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        {handle.form ? children(handle.form) : handle.failed ? <PageError onRetry={handle.retry} /> : <PageLoading />}
        {footer}
      </div>
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import type { AccountSecurity } from '../../../core';
import { Button } from '../../components/Button';
import { PageLoading } from '../../components/PageState';
import { useAccountForm } from '../../hooks/useFeatureUseCase';
import { useObservableState } from '../../hooks/useObservableState';
import { useText } from '../../i18n';
import { PasswordField } from './PasswordField';
import styles from './AccountForm.module.css';

/** The profile's security section: sign out of every device; delete the account (two steps, with the password). */
export function AccountActions() {
  const t = useText();
  const handle = useAccountForm((forms) => forms.accountSecurity());
  return (
    <section className={styles.section} aria-labelledby="security-title">
      <h2 id="security-title" className={styles.sectionTitle}>
        {t('profile.security')}
      </h2>
      {handle.form ? <SecurityActions security={handle.form} /> : <PageLoading />}
    </section>
  );
}

function SecurityActions({ security }: { security: AccountSecurity }) {
  const t = useText();
  const { busy, problems } = useObservableState(security);
  const [deleting, setDeleting] = useState(false);
  const [password, setPassword] = useState('');
  const confirmDelete = (event: FormEvent) => {
    event.preventDefault();
    void security.deleteAccount(password);
  };
  return (
    <div className={styles.form}>
      <p className={styles.hint}>{t('profile.logoutAllText')}</p>
      <div className={styles.actions}>
        <Button theme="outline" size="small" loading={busy && !deleting} onClick={() => void security.logOutEverywhere()}>
          {t('profile.logoutAll')}
        </Button>
      </div>
      <h3 className={styles.sectionTitle}>{t('profile.deleteTitle')}</h3>
      <p className={styles.hint}>{t('profile.deleteText')}</p>
      {deleting ? (
        <form className={styles.form} onSubmit={confirmDelete} noValidate>
          <p className={styles.danger} role="alert">
            {t('profile.deleteConfirm')}
          </p>
          <PasswordField label={t('profile.deletePassword')} value={password} onValue={setPassword} problem={problems.password} autoComplete="current-password" />
          <div className={styles.actions}>
            <Button type="submit" theme="red" size="small" loading={busy}>
              {t('profile.delete')}
            </Button>
            <Button theme="outline" size="small" onClick={() => setDeleting(false)}>
              {t('profile.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <Button theme="red" size="small" onClick={() => setDeleting(true)}>
            {t('profile.delete')}
          </Button>
        </div>
      )}
    </div>
  );
}

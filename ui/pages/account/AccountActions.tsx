import { Button } from '../../components/Button';
import { PageLoading } from '../../components/PageState';
import { useAccountForm } from '../../hooks/useAccountForm';
import { useObservableState } from '../../hooks/useObservableState';
import { useText } from '../../i18n';
import type { AccountSecurity } from '../../../core';
import styles from './AccountForm.module.css';

/** The profile's security section: sign out of every device. */
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
  const { busy } = useObservableState(security);
  return (
    <div className={styles.form}>
      <p className={styles.hint}>{t('profile.logoutAllText')}</p>
      <div className={styles.actions}>
        <Button theme="outline" size="small" loading={busy} onClick={() => void security.logOutEverywhere()}>
          {t('profile.logoutAll')}
        </Button>
      </div>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ROUTES, type PasswordRecovery } from '../../../core';
import { Button } from '../../components/Button';
import { useObservableState } from '../../hooks/useObservableState';
import { useText } from '../../i18n';
import { FormField } from './FormField';
import { AccountScreen } from './AccountScreen';
import { OpenInbox } from './OpenInbox';
import styles from './AccountForm.module.css';

/** docs/product/accounts.md forgotten password: the reset link goes to the address (the same answer whether or not it has an account). */
export function ForgotPasswordPage() {
  const t = useText();
  return (
    <AccountScreen
      id="forgot-title"
      title={t('forgot.title')}
      create={(forms) => forms.passwordRecovery()}
      footer={
        <p className={styles.footer}>
          <Link to={ROUTES.login}>{t('forgot.backToLogin')}</Link>
        </p>
      }
    >
      {(recovery) => <ForgotForm recovery={recovery} />}
    </AccountScreen>
  );
}

function ForgotForm({ recovery }: { recovery: PasswordRecovery }) {
  const t = useText();
  const [search] = useSearchParams();
  const [email, setEmail] = useState(() => search.get('email') ?? '');
  const { problems, submitting, done } = useObservableState(recovery);
  if (done) {
    return (
      <div className={styles.form}>
        <p className={styles.notice} role="status">
          {t('forgot.sent', { email: email.trim() })}
        </p>
        <OpenInbox email={email.trim()} />
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void recovery.requestLink(email);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.subtitle}>{t('forgot.text')}</p>
      <FormField label={t('login.email')} type="email" inputMode="email" autoComplete="email" value={email} onValue={setEmail} problem={problems.email} />
      <Button type="submit" size="medium" block loading={submitting}>
        {t('forgot.submit')}
      </Button>
    </form>
  );
}

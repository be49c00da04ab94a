import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { resetLinkFrom, ROUTES, type PasswordRecovery } from '../../../core';
import { Button } from '../../components/Button';
import { useObservableState } from '../../hooks/useObservableState';
import { useText } from '../../i18n';
import { PasswordField } from './PasswordField';
import { AccountScreen } from './AccountScreen';
import styles from './AccountForm.module.css';

/** The page the reset e-mail opens (`/korisnik/nova-lozinka?token&email`): the new password, twice. */
export function PasswordResetPage() {
  const t = useText();
  return (
    <AccountScreen id="reset-title" title={t('reset.title')} create={(forms) => forms.passwordRecovery()}>
      {(recovery) => <ResetForm recovery={recovery} />}
    </AccountScreen>
  );
}

function ResetForm({ recovery }: { recovery: PasswordRecovery }) {
  const t = useText();
  const [search] = useSearchParams();
  const link = useMemo(() => resetLinkFrom(search), [search]);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { problems, submitting, done } = useObservableState(recovery);
  if (!link) {
    return (
      <div className={styles.form}>
        <p className={styles.notice} role="alert">
          {t('reset.invalidLink')}
        </p>
        <Link to={ROUTES.forgotPassword}>{t('reset.requestNew')}</Link>
      </div>
    );
  }
  if (done) {
    return (
      <p className={styles.notice} role="status">
        {t('reset.done')}
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void recovery.resetPassword(link, password, confirmation);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <input type="email" name="email" autoComplete="username" value={link.email} readOnly hidden />
      <PasswordField label={t('reset.password')} value={password} onValue={setPassword} problem={problems.password} autoComplete="new-password" checklist />
      <PasswordField label={t('register.passwordConfirmation')} value={confirmation} onValue={setConfirmation} problem={problems.passwordConfirmation} autoComplete="new-password" />
      <Button type="submit" size="medium" block loading={submitting}>
        {t('reset.submit')}
      </Button>
      {problems.link && (
        <Link to={ROUTES.forgotPassword} className={styles.footer}>
          {t('reset.requestNew')}
        </Link>
      )}
    </form>
  );
}

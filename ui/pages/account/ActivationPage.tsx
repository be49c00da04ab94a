import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { activationFieldsFrom, type AccountActivation } from '../../../core';
import { Button } from '../../components/Button';
import { PageError, PageLoading } from '../../components/PageState';
import { useObservableState } from '../../hooks/useObservableState';
import { useText } from '../../i18n';
import { FormField } from './FormField';
import { PasswordField } from './PasswordField';
import { AccountScreen } from './AccountScreen';
import { OpenInbox } from './OpenInbox';
import styles from './AccountForm.module.css';

/** The page the activation e-mail opens (`/korisnik/aktivacija?id&hash&expires&signature`). */
export function ActivationPage() {
  const t = useText();
  return (
    <AccountScreen id="activation-title" title={t('activation.title')} create={(forms) => forms.activation()}>
      {(activation) => <Activation activation={activation} />}
    </AccountScreen>
  );
}

function Activation({ activation }: { activation: AccountActivation }) {
  const t = useText();
  const [search] = useSearchParams();
  const { status } = useObservableState(activation);
  useEffect(() => {
    void activation.activate(activationFieldsFrom(search));
    // The link is read once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activation]);

  switch (status) {
    case 'activating':
      return <PageLoading label={t('activation.activating')} />;
    case 'activated':
      return (
        <p className={styles.notice} role="status">
          {t('activation.activated')}
        </p>
      );
    case 'failed':
      return <PageError onRetry={() => void activation.activate(activationFieldsFrom(search))} />;
    default:
      return <NewLinkForm activation={activation} reason={status === 'expired' ? t('activation.expired') : t('activation.invalid')} />;
  }
}

function NewLinkForm({ activation, reason }: { activation: AccountActivation; reason: string }) {
  const t = useText();
  const { problems, resending, resent } = useObservableState(activation);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void activation.resend(email, password);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.notice} role="alert">
        {reason}
      </p>
      {resent ? (
        <>
          <p className={styles.notice} role="status">
            {t('register.checkInboxText', { email: email.trim() })}
          </p>
          <OpenInbox email={email.trim()} />
        </>
      ) : (
        <>
          <p className={styles.hint}>{t('activation.resendHint')}</p>
          <FormField label={t('login.email')} type="email" inputMode="email" autoComplete="email" value={email} onValue={setEmail} problem={problems.email} />
          <PasswordField label={t('login.password')} value={password} onValue={setPassword} problem={problems.password} autoComplete="current-password" />
          <Button type="submit" size="medium" block loading={resending}>
            {t('register.resendLink')}
          </Button>
        </>
      )}
    </form>
  );
}

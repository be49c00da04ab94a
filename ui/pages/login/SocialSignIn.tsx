import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isSocialProviderName, PROVIDER_NAMES, ROUTES, socialStartPath, type LoginOptions, type SocialProvider, type SocialSignIn, type SocialSignInState } from '../../../core';
import { Button, buttonClassName } from '../../components/Button';
import { PageError, PageLoading } from '../../components/PageState';
import { useAccountForm } from '../../hooks/useFeatureUseCase';
import { useObservableState } from '../../hooks/useObservableState';
import { useLanguage, useText } from '../../i18n';
import { FieldProblem } from '../account/FormField';
import { OpenInbox } from '../account/OpenInbox';
import { PasswordField } from '../account/PasswordField';
import styles from '../account/AccountForm.module.css';

/** The buttons of the configured providers: each starts the server's code flow (a full page navigation). */
export function SocialButtons({ providers, redirectPath }: { providers: readonly SocialProvider[]; redirectPath: string | null }) {
  const t = useText();
  if (providers.length === 0) return null;
  return (
    <div className={styles.form}>
      <p className={styles.hint}>{t('login.or')}</p>
      {providers.map((provider) => (
        <a key={provider} className={buttonClassName({ theme: 'outline', size: 'medium', block: true })} href={socialStartPath(provider, redirectPath)}>
          {t('login.withProvider', { provider: PROVIDER_NAMES[provider] })}
        </a>
      ))}
    </div>
  );
}

/** What came back from a provider: its ticket (`social`) or an e-mailed link confirmation (`confirm`). */
export type SocialReturn =
  | { kind: 'ticket'; provider: SocialProvider; ticket: string }
  | { kind: 'confirm'; provider: SocialProvider; token: string }
  | { kind: 'error'; provider: SocialProvider };

/** The login page's query after a provider (`social`+`provider`, `social_confirm`+`provider`, `social_error`), if any. */
export function socialReturnOf(search: URLSearchParams): SocialReturn | null {
  const error = search.get('social_error');
  if (isSocialProviderName(error)) return { kind: 'error', provider: error };
  const provider = search.get('provider');
  if (!isSocialProviderName(provider)) return null;
  const ticket = search.get('social');
  if (ticket) return { kind: 'ticket', provider, ticket };
  const token = search.get('social_confirm');
  return token ? { kind: 'confirm', provider, token } : null;
}

const whole = (state: SocialSignInState) => state;

/** docs/product/accounts.md "Social sign-in": the steps after the provider — terms for a new person, linking an existing account. */
export function SocialContinue({ from, options }: { from: SocialReturn; options: LoginOptions }) {
  const handle = useAccountForm((forms) => forms.socialSignIn());
  if (handle.form) return <SocialSteps social={handle.form} from={from} options={options} />;
  return handle.failed ? <PageError onRetry={handle.retry} /> : <PageLoading />;
}

function SocialSteps({ social, from, options }: { social: SocialSignIn; from: SocialReturn; options: LoginOptions }) {
  const t = useText();
  const language = useLanguage();
  const state = useObservableState(social, whole);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [password, setPassword] = useState('');
  const { provider, ticket, token } = { ticket: '', token: '', ...from };
  const { kind } = from;
  useEffect(() => {
    if (kind === 'ticket') void social.resume(provider, ticket, options);
    else if (kind === 'confirm') void social.confirm(provider, token, options);
    else social.callbackFailed(provider);
    // Once per return from the provider.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [social, kind, provider, ticket, token]);
  const name = PROVIDER_NAMES[provider];

  if (state.step === 'terms') {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      void social.acceptTerms(termsAccepted, options);
    };
    return (
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="social-terms-title">
        <h2 id="social-terms-title" className={styles.sectionTitle}>
          {t('social.termsTitle')}
        </h2>
        <p>{t('social.termsText', { email: state.email ?? '' })}</p>
        <div>
          <label className={styles.check}>
            <input type="checkbox" checked={termsAccepted} onChange={(event) => setTermsAccepted(event.target.checked)} aria-invalid={state.problems.terms ? true : undefined} />
            <span>{t('login.acceptTerms')}</span>
          </label>
          <FieldProblem problem={state.problems.terms} language={language} />
        </div>
        <Button type="submit" size="medium" block loading={state.sending}>
          {t('social.continue')}
        </Button>
      </form>
    );
  }
  if (state.step === 'link') {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      void social.linkWithPassword(password, options);
    };
    return (
      <div className={styles.form}>
        <h2 className={styles.sectionTitle}>{t('social.linkTitle')}</h2>
        <p>{t('social.linkText', { email: state.email ?? '', provider: name })}</p>
        {state.canUsePassword && (
          <form className={styles.form} onSubmit={submit} noValidate>
            <PasswordField label={t('login.password')} name="password" value={password} onValue={setPassword} problem={state.problems.password} autoComplete="current-password" />
            <Button type="submit" size="medium" block loading={state.sending}>
              {t('social.link')}
            </Button>
          </form>
        )}
        <Button theme="outline" size="medium" block loading={state.sending && !state.canUsePassword} onClick={() => void social.sendLinkMail()}>
          {t('social.linkByMail')}
        </Button>
      </div>
    );
  }
  if (state.step === 'linkMailSent') {
    return (
      <div className={styles.form}>
        <p className={styles.notice} role="status">
          {t('social.linkMailSent', { email: state.email ?? '' })}
        </p>
        <OpenInbox email={state.email} />
      </div>
    );
  }
  if (state.step === 'failed') {
    return (
      <div className={styles.form}>
        <p className={styles.problem} role="alert">
          {social.failedText(provider)}
        </p>
        <Link className={buttonClassName({ theme: 'outline', size: 'medium', block: true })} to={ROUTES.login}>
          {t('social.startOver')}
        </Link>
      </div>
    );
  }
  return (
    <p className={styles.notice} role="status">
      {t('social.working')}
    </p>
  );
}

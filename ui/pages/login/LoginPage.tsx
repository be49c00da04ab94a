import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { CHAT_LIMITS, isInboxId, PHONE_FORMAT_HINT, ROUTES, safeRedirectTarget, socialProvidersOf, type LoginForm, type LoginOptions } from '../../../core';
import { Button } from '../../components/Button';
import { PageError, PageLoading } from '../../components/PageState';
import { useAccountForm } from '../../hooks/useFeatureUseCase';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import { useObservableState } from '../../hooks/useObservableState';
import { useLanguage, useText } from '../../i18n';
import type { SessionState } from '../../../core';
import { loginNoticeOf } from '../../../core/accounts/login-notice';
import { useServices } from '../../services';
import { useSessionView } from '../../session/useSessionView';
import { FieldProblem, FormField } from '../account/FormField';
import { PasswordField } from '../account/PasswordField';
import { SmsCodeStep } from '../account/SmsCodeStep';
import { useAuthProviders } from '../account/useAuthProviders';
import { SocialButtons, SocialContinue, socialReturnOf } from './SocialSignIn';
import { OpenInbox } from '../account/OpenInbox';
import styles from '../account/AccountForm.module.css';

/**
 * Where to go after login (docs/product/accounts.md Login page): redirectPath, or — when the visitor came from a message link —
 * the inbox with that conversation (inboxId), else '/'. The core makes the final target safe (same origin only).
 */
export function redirectFromQuery(search: URLSearchParams): string | null {
  const redirectPath = search.get('redirectPath');
  if (redirectPath) return redirectPath;
  const inboxId = search.get('inboxId');
  if (isInboxId(inboxId)) return `${ROUTES.inbox}?inboxId=${encodeURIComponent(inboxId)}`;
  return null;
}

const sessionSlice = (state: SessionState) => state;

/** docs/product/accounts.md Login page and Session login outcomes: renders the core's LoginForm and Session state. */
export function LoginPage() {
  const t = useText();
  const { loaded, loggedIn } = useSessionView();
  const [search] = useSearchParams();
  const { hash } = useLocation();
  const { session } = useServices();
  const { loading, success, error } = useObservableState(session, sessionSlice);
  const handle = useAccountForm((forms) => forms.loginForm());
  useDocumentMeta({ title: t('login.title') });

  const redirectPath = redirectFromQuery(search);
  const notice = loginNoticeOf(search);
  const socialReturn = socialReturnOf(search);
  // A logged-in user who lands here (back button after login) goes straight on; not while this page logs in.
  if (loaded && loggedIn && !loading && !success) return <Navigate to={safeRedirectTarget(redirectPath, hash)} replace />;

  return (
    <section className={styles.page} aria-labelledby="login-title">
      <div className={styles.card}>
        <h1 id="login-title" className={styles.title}>
          {t('login.title')}
        </h1>
        {notice && (
          <p className={`${styles.notice} ${styles.success}`} role="status">
            {t(notice)}
          </p>
        )}
        <p className={styles.subtitle}>{search.get('inboxId') ? t('login.inboxHint') : t('login.subtitle')}</p>
        {socialReturn && socialReturn.kind !== 'error' ? (
          <SocialContinue key={search.toString()} from={socialReturn} options={{ redirectPath, hash }} />
        ) : handle.form ? (
          <>
            {socialReturn?.kind === 'error' && <SocialContinue key={search.toString()} from={socialReturn} options={{ redirectPath, hash }} />}
            <LoginMethods form={handle.form} options={{ redirectPath, hash }} busy={loading} error={error} />
          </>
        ) : handle.failed ? (
          <PageError onRetry={handle.retry} />
        ) : (
          <PageLoading />
        )}
        <p className={styles.footer}>
          {t('login.noAccount')} <Link to={ROUTES.register}>{t('login.register')}</Link>
        </p>
      </div>
    </section>
  );
}

function LoginMethods({ form, options, busy, error }: { form: LoginForm; options: LoginOptions; busy: boolean; error: string | null }) {
  const t = useText();
  const [method, setMethod] = useState<'email' | 'sms'>('email');
  const providers = useAuthProviders();

  return (
    <>
      {providers.sms && (
        <fieldset className={styles.switch}>
          <legend>{t('login.method')}</legend>
          {(['email', 'sms'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="login-method" value={value} checked={method === value} onChange={() => setMethod(value)} />
              {value === 'email' ? t('login.withEmail') : t('login.withSms')}
            </label>
          ))}
        </fieldset>
      )}
      {method === 'email' ? <EmailLogin form={form} options={options} busy={busy} /> : <SmsLogin form={form} options={options} busy={busy} />}
      {/* The session's last failure, also toasted by the core, stays readable under the form. */}
      {error && !busy && (
        <p className={styles.problem} role="alert">
          {error}
        </p>
      )}
      {/* Each configured provider's button starts the server's code flow (docs/product/accounts.md "Social sign-in"). */}
      <SocialButtons providers={socialProvidersOf(providers)} redirectPath={options.redirectPath ?? null} />
    </>
  );
}

function EmailLogin({ form, options, busy }: { form: LoginForm; options: LoginOptions; busy: boolean }) {
  const t = useText();
  const language = useLanguage();
  const { needsTerms, problems, blocked } = useObservableState(form);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.logInWithEmail({ email, password, termsAccepted }, options);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField label={t('login.email')} type="email" name="email" autoComplete="email" inputMode="email" value={email} onValue={setEmail} problem={problems.email} />
      <PasswordField label={t('login.password')} name="password" value={password} onValue={setPassword} problem={problems.password} autoComplete="current-password" />
      {needsTerms && (
        <div>
          <label className={styles.check}>
            <input type="checkbox" checked={termsAccepted} onChange={(event) => setTermsAccepted(event.target.checked)} aria-invalid={problems.terms ? true : undefined} />
            <span>{t('login.acceptTerms')}</span>
          </label>
          <FieldProblem problem={problems.terms} language={language} />
        </div>
      )}
      <Button type="submit" size="medium" block loading={busy}>
        {t('login.submit')}
      </Button>
      <Link to={`${ROUTES.forgotPassword}${email.trim() ? `?email=${encodeURIComponent(email.trim())}` : ''}`}>{t('login.forgotPassword')}</Link>
      {blocked && <SupportContact form={form} />}
      <ResendActivation form={form} />
    </form>
  );
}

/** docs/product/accounts.md "never stuck": the e-mail is not verified — the activation link again, then the inbox. */
function ResendActivation({ form }: { form: LoginForm }) {
  const t = useText();
  const { unverified, resendingActivation, activationResentTo } = useObservableState(form);
  if (activationResentTo) {
    return (
      <>
        <p className={styles.notice} role="status">
          {t('register.checkInboxText', { email: activationResentTo })}
        </p>
        <OpenInbox email={activationResentTo} />
      </>
    );
  }
  if (!unverified) return null;
  return (
    <Button theme="outline" size="medium" block loading={resendingActivation} onClick={() => void form.resendActivation()}>
      {t('login.resendActivation')}
    </Button>
  );
}

/** docs/product/trust.md: a blocked account may still contact support — a message into its support conversation. */
function SupportContact({ form }: { form: LoginForm }) {
  const t = useText();
  const language = useLanguage();
  const { problems, sendingToSupport, supportMessageSent } = useObservableState(form);
  const [message, setMessage] = useState('');
  if (supportMessageSent) {
    return (
      <p className={styles.notice} role="status">
        {t('login.supportSent')}
      </p>
    );
  }
  return (
    <div className={styles.form}>
      <p className={styles.notice}>{t('login.blockedText')}</p>
      <label className={styles.field}>
        {t('login.supportMessage')}
        <textarea value={message} maxLength={CHAT_LIMITS.messageMaxLength} rows={4} onChange={(event) => setMessage(event.target.value)} aria-invalid={problems.supportMessage ? true : undefined} />
      </label>
      <FieldProblem problem={problems.supportMessage} language={language} />
      <Button size="medium" block loading={sendingToSupport} onClick={() => void form.contactSupport(message)}>
        {t('login.sendToSupport')}
      </Button>
    </div>
  );
}

function SmsLogin({ form, options, busy }: { form: LoginForm; options: LoginOptions; busy: boolean }) {
  const t = useText();
  const { problems } = useObservableState(form);
  const { sentTo, sending } = useObservableState(form.smsCode);
  const [phone, setPhone] = useState('');
  const [editing, setEditing] = useState(true);
  if (sentTo && !editing) {
    return (
      <SmsCodeStep
        phone={sentTo}
        smsCode={form.smsCode}
        problem={problems.code}
        submitLabel={t('login.submit')}
        busy={busy}
        onSubmit={(code) => void form.logInWithSms(code, options)}
        onBack={() => setEditing(true)}
      />
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.sendCode(phone)) setEditing(false);
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={t('login.phone')} type="tel" inputMode="tel" autoComplete="tel" value={phone} onValue={setPhone} problem={problems.phone} hint={PHONE_FORMAT_HINT} />
      <Button type="submit" size="medium" block loading={sending}>
        {t('sms.sendCode')}
      </Button>
    </form>
  );
}

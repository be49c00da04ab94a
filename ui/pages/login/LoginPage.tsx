import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { isValidEmailFormat, ROUTES, safeRedirectTarget } from '../../../core';
import { Button } from '../../components/Button';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import { useText } from '../../i18n';
import { useServices } from '../../services';
import { useSessionView } from '../../session/useSessionView';
import styles from './LoginPage.module.css';

/**
 * Where to go after login (SPEC §2 Login page): redirectPath, or — when the visitor came from a message link —
 * the inbox with that conversation (inboxId), else '/'. The core makes the final target safe (same origin only).
 */
export function redirectFromQuery(search: URLSearchParams): string | null {
  const redirectPath = search.get('redirectPath');
  if (redirectPath) return redirectPath;
  const inboxId = search.get('inboxId');
  if (inboxId && /^[\w-]{1,64}$/.test(inboxId)) return `${ROUTES.inbox}?inboxId=${encodeURIComponent(inboxId)}`;
  return null;
}

/** SPEC §2 Login page and §4 Session login outcomes (toasts come from the core). */
export function LoginPage() {
  const t = useText();
  const { session } = useServices();
  const { loaded, loggedIn } = useSessionView();
  const [search] = useSearchParams();
  const { hash } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const passwordId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needsTerms, setNeedsTerms] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  useDocumentMeta({ title: t('login.title') });

  const redirectPath = redirectFromQuery(search);
  // A logged-in user who lands here (back button after login) goes straight on.
  if (loaded && loggedIn && !pending) return <Navigate to={safeRedirectTarget(redirectPath, hash)} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!email.trim()) return setError(t('validation.fieldRequired', { label: t('login.email') }));
    if (!isValidEmailFormat(email)) return setError(t('invalidEmail'));
    if (!password) return setError(t('validation.fieldRequired', { label: t('login.password') }));
    if (needsTerms && !termsAccepted) return setError(t('login.termsRequired'));
    setPending(true);
    const fields: Record<string, unknown> = { email: email.trim(), password };
    if (needsTerms) fields.terms_accepted = true;
    const result = await session.login('email', fields, { redirectPath, hash });
    if (result.outcome === 'success') return; // the core navigates away (full page load)
    setPending(false);
    if (result.outcome === 'error') setError(result.message);
    if (result.outcome === 'requiresTerms') {
      setNeedsTerms(true);
      setError(t('login.termsRequired'));
    }
  };

  return (
    <section className={styles.page} aria-labelledby="login-title">
      <div className={styles.card}>
        <h1 id="login-title" className={styles.title}>
          {t('login.title')}
        </h1>
        <p className={styles.subtitle}>{search.get('inboxId') ? t('login.inboxHint') : t('login.subtitle')}</p>
        <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <label className={styles.field}>
            <span>{t('login.email')}</span>
            <input
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={Boolean(error) || undefined}
              required
            />
          </label>
          <div className={styles.field}>
            <label htmlFor={passwordId}>{t('login.password')}</label>
            <span className={styles.passwordRow}>
              <input
                id={passwordId}
                type={showPassword ? 'text' : 'password'}
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                required
              />
              <button type="button" className={styles.reveal} aria-pressed={showPassword} onClick={() => setShowPassword((value) => !value)}>
                {showPassword ? t('login.hidePassword') : t('login.showPassword')}
              </button>
            </span>
          </div>
          {needsTerms && (
            <label className={styles.terms}>
              <input type="checkbox" checked={termsAccepted} onChange={(event) => setTermsAccepted(event.target.checked)} />
              <span>{t('login.acceptTerms')}</span>
            </label>
          )}
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <Button type="submit" size="medium" block loading={pending}>
            {t('login.submit')}
          </Button>
        </form>
        <p className={styles.register}>
          {t('login.noAccount')} <Link to={ROUTES.register}>{t('login.register')}</Link>
        </p>
      </div>
    </section>
  );
}

import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { EmbedSignInState, ObservableStore } from '../../core';
import { useObservableState } from '../hooks/useObservableState';
import { useText } from '../i18n';
import styles from './SignInWindow.module.css';

export interface UiEmbedSignIn extends ObservableStore<EmbedSignInState> {
  submit(email: string, password: string): Promise<void>;
}

/**
 * The embedded chat's first-party sign-in window: the partner site it connects (so the visitor sees where the
 * chat will be used), the e-mail and password form, and the outcome. Errors are tied to the form.
 */
export function SignInWindow({ signIn, site }: { signIn: UiEmbedSignIn; site: string }) {
  const t = useText();
  const { step, error } = useObservableState(signIn, (state) => state);
  const errorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (step === 'form') emailRef.current?.focus();
  }, [step]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void signIn.submit(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
  };
  const showForm = step === 'form' || step === 'submitting';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('embed.windowTitle')}</h1>
      <p>{t('embed.windowIntro', { site })}</p>
      {step === 'checking' && <p role="status">{t('embed.connecting')}</p>}
      {showForm && (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={error ? errorId : undefined}>
          <label className={styles.field}>
            <span>{t('embed.email')}</span>
            <input ref={emailRef} name="email" type="email" autoComplete="email" required aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
          </label>
          <label className={styles.field}>
            <span>{t('embed.password')}</span>
            <input name="password" type="password" autoComplete="current-password" required aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
          </label>
          {error && (
            <p id={errorId} className={styles.error} role="alert">
              {t(error)}
            </p>
          )}
          <button type="submit" className={styles.submit} disabled={step === 'submitting'}>
            {step === 'submitting' ? t('embed.connecting') : t('embed.submit')}
          </button>
        </form>
      )}
      {step === 'done' && <p role="status">{t('embed.done')}</p>}
      {step === 'failed' && error && (
        <p className={styles.error} role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}

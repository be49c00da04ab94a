import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { EMPTY_REGISTRATION, FOOTER_FALLBACK_LINKS, infoPath, PHONE_FORMAT_HINT, ROUTES, type Registration, type RegistrationInput } from '../../../core';
import { Button } from '../../components/Button';
import { useObservableState } from '../../hooks/useObservableState';
import { useLanguage, useText } from '../../i18n';
import { FieldProblem, FormField } from './FormField';
import { PasswordField } from './PasswordField';
import { SmsCodeStep } from './SmsCodeStep';
import { useAuthProviders } from './useAuthProviders';
import { AccountScreen } from './AccountScreen';
import { OpenInbox } from './OpenInbox';
import styles from './AccountForm.module.css';

const TERMS_LINKS = FOOTER_FALLBACK_LINKS.filter((link) => link.slug === 'uslovi-na-koristenje' || link.slug === 'pravila-za-privatnost');

/** docs/product/accounts.md registration by e-mail or by SMS (the rules are the core's Registration). */
export function RegisterPage() {
  const t = useText();
  return (
    <AccountScreen
      id="register-title"
      title={t('page.register')}
      create={(forms) => forms.registration()}
      footer={
        <p className={styles.footer}>
          {t('register.haveAccount')} <Link to={ROUTES.login}>{t('login.submit')}</Link>
        </p>
      }
    >
      {(registration) => <RegisterForm registration={registration} />}
    </AccountScreen>
  );
}

function RegisterForm({ registration }: { registration: Registration }) {
  const t = useText();
  const language = useLanguage();
  const state = useObservableState(registration);
  const [input, setInput] = useState<RegistrationInput>(EMPTY_REGISTRATION);
  // Registration by SMS only where the server has an SMS gateway.
  const providers = useAuthProviders();
  const set = (field: keyof RegistrationInput) => (value: string | boolean) => setInput((current) => ({ ...current, [field]: value }));
  const { problems, step, method, submitting } = state;

  if (step.kind === 'checkInbox') {
    return (
      <div className={styles.form}>
        <h2 className={styles.sectionTitle}>{t('register.checkInboxTitle')}</h2>
        <p className={styles.notice} role="status">
          {t('register.checkInboxText', { email: step.email })}
        </p>
        <OpenInbox email={step.email} />
        <div className={styles.actions}>
          <Button size="small" onClick={() => void registration.resendLink()} loading={submitting}>
            {t('register.resendLink')}
          </Button>
          <Button theme="outline" size="small" onClick={() => registration.backToForm()}>
            {t('register.back')}
          </Button>
        </div>
      </div>
    );
  }

  if (step.kind === 'code') {
    return (
      <SmsCodeStep
        phone={step.phone}
        smsCode={registration.smsCode}
        problem={problems.code}
        submitLabel={t('register.confirmCode')}
        busy={submitting}
        onSubmit={(code) => void registration.confirmCode(code)}
        onBack={() => registration.backToForm()}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void registration.submit(input);
  };

  return (
    <>
      <p className={styles.subtitle}>{t('register.subtitle')}</p>
      {providers.sms && (
        <fieldset className={styles.switch}>
          <legend>{t('register.method')}</legend>
          {(['email', 'sms'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="registration-method" value={value} checked={method === value} onChange={() => registration.setMethod(value)} />
              {value === 'email' ? t('register.byEmail') : t('register.bySms')}
            </label>
          ))}
        </fieldset>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.row}>
          <FormField label={t('register.firstName')} value={input.firstName} onValue={set('firstName')} problem={problems.firstName} autoComplete="given-name" />
          <FormField label={t('register.lastName')} value={input.lastName} onValue={set('lastName')} problem={problems.lastName} autoComplete="family-name" />
        </div>
        {method === 'email' ? (
          <FormField label={t('login.email')} type="email" inputMode="email" autoComplete="email" value={input.email} onValue={set('email')} problem={problems.email} />
        ) : (
          <FormField label={t('login.phone')} type="tel" inputMode="tel" autoComplete="tel" value={input.phone} onValue={set('phone')} problem={problems.phone} hint={PHONE_FORMAT_HINT} />
        )}
        <PasswordField label={t('login.password')} value={input.password} onValue={set('password')} problem={problems.password} autoComplete="new-password" checklist />
        <PasswordField
          label={t('register.passwordConfirmation')}
          value={input.passwordConfirmation}
          onValue={set('passwordConfirmation')}
          problem={problems.passwordConfirmation}
          autoComplete="new-password"
        />
        <details>
          <summary>{t('register.optional')}</summary>
          <div className={styles.form}>
            <FormField label={t('register.companyName')} value={input.companyName} onValue={set('companyName')} problem={problems.companyName} autoComplete="organization" />
            <FormField label={t('register.whatsapp')} type="tel" inputMode="tel" value={input.whatsappPhone} onValue={set('whatsappPhone')} problem={problems.whatsappPhone} hint={PHONE_FORMAT_HINT} />
            <FormField label={t('register.viber')} type="tel" inputMode="tel" value={input.viberPhone} onValue={set('viberPhone')} problem={problems.viberPhone} hint={PHONE_FORMAT_HINT} />
          </div>
        </details>
        <div>
          <label className={styles.check}>
            <input type="checkbox" checked={input.termsAccepted} onChange={(event) => set('termsAccepted')(event.target.checked)} aria-invalid={problems.termsAccepted ? true : undefined} />
            <span>{t('login.acceptTerms')}</span>
          </label>
          <p className={styles.links}>
            <span className={styles.hint}>{t('register.readTerms')}</span>
            {TERMS_LINKS.map((link) => (
              <a key={link.slug} href={infoPath(link.slug)} target="_blank" rel="noopener">
                {t(link.titleId)}
              </a>
            ))}
          </p>
          <FieldProblem problem={problems.termsAccepted} language={language} />
        </div>
        <Button type="submit" size="medium" block loading={submitting}>
          {method === 'email' ? t('register.submit') : t('sms.sendCode')}
        </Button>
      </form>
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { PHONE_CODE_LENGTH, type FormProblem, type SmsCode } from '../../../core';
import { Button } from '../../components/Button';
import { useObservableState } from '../../hooks/useObservableState';
import { useText } from '../../i18n';
import { FormField } from './FormField';
import styles from './AccountForm.module.css';

/**
 * docs/product/accounts.md "phone code entry": the 6-digit code that went to `phone`, a new code after the minute's wait (counted
 * down), and a way back to change the number. The caller decides what the code confirms.
 */
export function SmsCodeStep({
  phone,
  smsCode,
  problem,
  submitLabel,
  busy,
  onSubmit,
  onBack,
  backLabel,
}: {
  phone: string;
  smsCode: SmsCode;
  problem?: FormProblem;
  submitLabel: string;
  busy: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
  backLabel?: string;
}) {
  const t = useText();
  const [code, setCode] = useState('');
  const { sending, secondsUntilResend } = useObservableState(smsCode);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.notice} role="status">
        {t('sms.codeSentTo', { phone })}
      </p>
      <FormField
        label={t('login.code')}
        value={code}
        onValue={(value) => setCode(value.replace(/\D/g, '').slice(0, PHONE_CODE_LENGTH))}
        problem={problem}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={PHONE_CODE_LENGTH}
        pattern="[0-9]*"
        autoFocus
      />
      <Button type="submit" size="medium" block loading={busy}>
        {submitLabel}
      </Button>
      <div className={styles.actions}>
        <Button theme="outline" size="small" onClick={() => void smsCode.send(phone)} disabled={secondsUntilResend > 0} loading={sending}>
          {t('sms.resend')}
        </Button>
        {secondsUntilResend > 0 && <span className={styles.hint}>{t('sms.resendIn', { seconds: secondsUntilResend })}</span>}
        <Button theme="outline" size="small" onClick={onBack}>
          {backLabel ?? t('sms.changeNumber')}
        </Button>
      </div>
    </form>
  );
}

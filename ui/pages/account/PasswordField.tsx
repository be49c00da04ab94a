import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { passwordChecklist, type FormProblem } from '../../../core';
import { useLanguage, useText } from '../../i18n';
import { FieldProblem } from './FormField';
import styles from './AccountForm.module.css';

/**
 * A password with a show/hide switch; with `checklist`, the docs/product/accounts.md rules listed under it and ticked while the
 * user types (which rule still fails is visible before anything is sent).
 */
export function PasswordField({
  label,
  value,
  onValue,
  problem,
  autoComplete,
  name,
  checklist = false,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  problem?: FormProblem;
  autoComplete: 'current-password' | 'new-password';
  /** The form field's name (password managers and scripts find the field by it). */
  name?: string;
  checklist?: boolean;
}) {
  const t = useText();
  const language = useLanguage();
  const id = useId();
  const [shown, setShown] = useState(false);
  const rules = checklist ? passwordChecklist(value) : [];
  const described = [checklist ? `${id}-rules` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <span className={styles.passwordRow}>
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          name={name}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
        />
        {/* An icon button whose name says what it will do (not a pressed state: the name already changes). */}
        <button type="button" className={styles.reveal} aria-label={shown ? t('login.hidePassword') : t('login.showPassword')} aria-controls={id} onClick={() => setShown((value) => !value)}>
          {shown ? <EyeOff size={20} aria-hidden="true" focusable="false" /> : <Eye size={20} aria-hidden="true" focusable="false" />}
        </button>
      </span>
      {checklist && (
        <div id={`${id}-rules`}>
          <span className={styles.hint}>{t('register.passwordRules')}</span>
          <ul className={styles.rules}>
            {rules.map((rule) => (
              <li key={rule.id} className={rule.met ? styles.met : undefined}>
                {t(rule.id)}
                <span className="visually-hidden"> ({rule.met ? t('register.ruleMet') : t('register.ruleNotMet')})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <FieldProblem id={`${id}-problem`} problem={problem} language={language} />
    </div>
  );
}

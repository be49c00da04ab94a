import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { problemText, type FormProblem } from '../../../core';
import { useLanguage } from '../../i18n';
import styles from './AccountForm.module.css';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  problem?: FormProblem;
  hint?: ReactNode;
}

/**
 * A labelled input with its hint and its problem under it; the problem is tied to the input (aria-invalid,
 * aria-describedby) so a screen reader reads it with the field, and announced when it appears.
 */
export function FormField({ label, value, onValue, problem, hint, ...input }: FormFieldProps) {
  const id = useId();
  const language = useLanguage();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const described = [hint ? hintId : null, problem ? problemId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(event) => onValue(event.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={described} {...input} />
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      <FieldProblem id={problemId} problem={problem} language={language} />
    </div>
  );
}

export function FieldProblem({ id, problem, language }: { id?: string; problem: FormProblem | undefined; language: ReturnType<typeof useLanguage> }) {
  return (
    <p id={id} className={styles.problem} aria-live="polite" hidden={!problem}>
      {problem ? problemText(problem, language) : ''}
    </p>
  );
}

import { useId } from 'react';
import type { FormProblem, WizardOption } from '../../../../core';
import { useLanguage, useText } from '../../../i18n';
import { FieldProblem } from '../../account/FormField';
import styles from '../../account/AccountForm.module.css';

interface ChoiceFieldProps {
  label: string;
  value: number | null;
  options: readonly WizardOption[];
  onChoose: (id: number | null) => void;
  problem?: FormProblem;
  disabled?: boolean;
}

/** A labelled native select (the phone's own picker, keyboard-usable) with its problem tied to it. */
export function ChoiceField({ label, value, options, onChoose, problem, disabled }: ChoiceFieldProps) {
  const id = useId();
  const t = useText();
  const language = useLanguage();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChoose(event.target.value === '' ? null : Number(event.target.value))}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        disabled={disabled}
      >
        <option value="">{t('wizard.choose')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldProblem id={`${id}-problem`} problem={problem} language={language} />
    </div>
  );
}

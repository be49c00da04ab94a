import { useId } from 'react';
import { attributeChoice, attributeName } from '../../../listings/attributeText';
import { ATTRIBUTES, type AttributeDefinition, type AttributeFamily } from '../../../../core/listings/attributes';
import type { FormProblems } from '../../../../core/accounts/form-problem';
import type { ListingField } from '../../../../core/selling/listing-form';
import { useLanguage, useText } from '../../../i18n';
import { FieldProblem, FormField } from '../../account/FormField';
import choiceStyles from '../../account/AccountForm.module.css';
import styles from './Wizard.module.css';

export interface DetailFieldsProps {
  family: AttributeFamily;
  details: Readonly<Record<string, string>>;
  problems: FormProblems<ListingField>;
  onChange: (details: Readonly<Record<string, string>>) => void;
}

/**
 * The chosen category's details (core/listings/attributes.ts) — year, mileage and fuel for a car, m² and rooms for a
 * flat… — as the wizard's fields: numbers as numeric inputs, choices as selects. The server checks them by the
 * same definitions; a problem shows under its field.
 */
export function DetailFields({ family, details, problems, onChange }: DetailFieldsProps) {
  const t = useText();
  const definitions = ATTRIBUTES[family];
  if (definitions.length === 0) return null;
  const set = (key: string, value: string) => onChange({ ...details, [key]: value });
  return (
    <fieldset className={styles.group}>
      <legend>{t('wizard.details')}</legend>
      <div className={styles.details}>
        {definitions.map((definition) =>
          definition.kind === 'number' ? (
            <FormField
              key={definition.key}
              label={attributeName(t, definition.key)}
              value={details[definition.key] ?? ''}
              onValue={(value) => set(definition.key, value)}
              problem={problems[`detail.${definition.key}`]}
              inputMode="numeric"
            />
          ) : (
            <DetailChoice key={definition.key} definition={definition} value={details[definition.key] ?? ''} onChoose={(value) => set(definition.key, value)} problems={problems} />
          ),
        )}
      </div>
    </fieldset>
  );
}


function DetailChoice({ definition, value, onChoose, problems }: { definition: Extract<AttributeDefinition, { kind: 'choice' }>; value: string; onChoose: (value: string) => void; problems: FormProblems<ListingField> }) {
  const t = useText();
  const language = useLanguage();
  const id = useId();
  const problem = problems[`detail.${definition.key}`];
  return (
    <div className={choiceStyles.field}>
      <label htmlFor={id}>{attributeName(t, definition.key)}</label>
      <select id={id} value={value} onChange={(event) => onChoose(event.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined}>
        <option value="">{t('wizard.choose')}</option>
        {definition.options.map((option) => (
          <option key={option} value={option}>
            {attributeChoice(t, definition.key, option)}
          </option>
        ))}
      </select>
      <FieldProblem id={`${id}-problem`} problem={problem} language={language} />
    </div>
  );
}

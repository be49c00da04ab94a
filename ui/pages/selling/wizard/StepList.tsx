import { WIZARD_STEPS, type WizardStep } from '../../../../core';
import { useText } from '../../../i18n';
import styles from './Wizard.module.css';

/** The three steps (docs/product/selling.md), the current one marked for sight and for screen readers. */
export function StepList({ step }: { step: WizardStep }) {
  const t = useText();
  const current = WIZARD_STEPS.indexOf(step);
  return (
    <nav aria-label={t('wizard.steps')}>
      <ol className={styles.steps}>
        {WIZARD_STEPS.map((each, index) => (
          <li key={each} className={index === current ? styles.current : index < current ? styles.passed : undefined} aria-current={index === current ? 'step' : undefined}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            {t(`wizard.step.${each}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}

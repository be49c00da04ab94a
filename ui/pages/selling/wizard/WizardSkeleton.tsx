import { useText } from '../../../i18n';
import styles from './Wizard.module.css';

/**
 * The wizard's shape while its listing and choices load (issue 39): the step list, a heading and a few fields as
 * quiet blocks where they will stand, so the screen does not jump when the form arrives. Announced once as loading.
 */
export function WizardSkeleton() {
  const t = useText();
  return (
    <div className={styles.wizard} role="status" aria-live="polite" data-testid="wizard-skeleton">
      <span className="visually-hidden">{t('pageLoad.loading')}</span>
      <div className={styles.steps} aria-hidden="true">
        {[0, 1, 2].map((step) => (
          <span key={step} className={`${styles.bone} ${styles.skeletonStep}`} />
        ))}
      </div>
      <div aria-hidden="true" className={styles.skeletonFields}>
        <span className={`${styles.bone} ${styles.skeletonHeading}`} />
        {[0, 1, 2, 3].map((field) => (
          <span key={field} className={styles.skeletonField}>
            <span className={`${styles.bone} ${styles.skeletonLabel}`} />
            <span className={`${styles.bone} ${styles.skeletonInput}`} />
          </span>
        ))}
      </div>
    </div>
  );
}

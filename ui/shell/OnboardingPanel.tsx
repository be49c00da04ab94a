import type { OnboardingState, OnboardingTask } from '../../core';
import { useText } from '../i18n';
import styles from './OnboardingPanel.module.css';

export interface OnboardingPanelProps {
  state: OnboardingState;
  onTask: (task: OnboardingTask) => void;
}

/**
 * docs/product/accounts.md Profile-completion panel: 'Се проверуваат задачите...' while the tasks are checked, then the three
 * tasks (done, or a button to the page that does it; a rejected verification may be sent again, docs/product/accounts.md).
 */
export function OnboardingPanel({ state, onTask }: OnboardingPanelProps) {
  const t = useText();
  return (
    <div className={styles.panel}>
      <h2 className={styles.title}>{t('onboarding.title')}</h2>
      {state.loading ? (
        <p className={styles.loading} role="status">
          {state.loadingText}
        </p>
      ) : (
        <ol className={styles.tasks}>
          {state.tasks.map((task) => (
            <li key={task.id} className={task.completed ? styles.done : undefined}>
              <TaskBody task={task} onTask={onTask} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function TaskBody({ task, onTask }: { task: OnboardingTask; onTask: (task: OnboardingTask) => void }) {
  const text = (
    <>
      <span className={styles.mark} aria-hidden="true">
        {task.completed ? '✓' : task.id}
      </span>
      <span className={styles.text}>
        <span className={styles.taskTitle}>{task.title}</span>
        <span className={styles.description}>{task.description}</span>
        {task.statusLabel && <span className={styles.status}>{task.statusLabel}</span>}
      </span>
    </>
  );
  if (!task.clickable) return <div className={styles.task}>{text}</div>;
  return (
    <button type="button" className={`${styles.task} ${styles.action}`} onClick={() => onTask(task)}>
      {text}
    </button>
  );
}

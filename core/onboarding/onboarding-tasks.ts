import { messageText, type Language, type MessageId } from '../i18n/catalogue';
import { ROUTES } from '../routes/routes';
import type { SessionUser } from '../session/user';
import { verificationLabel, type VerificationStatus } from '../verification/verification-status';

export type OnboardingTaskId = 1 | 2 | 3;

/** docs/product/accounts.md Profile-completion task: id, title, description, completed, status, and a click action (`href`). */
export interface OnboardingTask {
  id: OnboardingTaskId;
  title: string;
  description: string;
  completed: boolean;
  /** 'complete' / 'incomplete' for tasks 1–2; the verification status for task 3. */
  status: 'complete' | 'incomplete' | VerificationStatus;
  /** Task 3's status text ('На чекање', 'Одбиено - обидете се повторно', 'Верификуван'); null otherwise. */
  statusLabel: string | null;
  /** Whether clicking does something: incomplete tasks, and a rejected verification again (docs/product/accounts.md). */
  clickable: boolean;
  href: string;
}

function present(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.trim() !== '';
}

/** docs/product/accounts.md task 1: first name, last name, phone (top level or in user_meta) and location id all present. */
export function isProfileComplete(user: SessionUser | null): boolean {
  if (!user) return false;
  const meta = user.user_meta ?? {};
  const loose = user as Record<string, unknown>;
  return (
    present(meta.first_name ?? loose.first_name) &&
    present(meta.last_name ?? loose.last_name) &&
    (present(user.phone_number) || present(meta.phone_number)) &&
    present(user.location?.id)
  );
}

export interface TaskInputs {
  user: SessionUser | null;
  hasActiveListing: boolean;
  verification: VerificationStatus;
}

function task(id: OnboardingTaskId, key: string, href: string, completed: boolean, lang: Language): OnboardingTask {
  return {
    id,
    title: messageText(`onboarding.task.${key}.title` as MessageId, lang),
    description: messageText(`onboarding.task.${key}.description` as MessageId, lang),
    completed,
    status: completed ? 'complete' : 'incomplete',
    statusLabel: null,
    clickable: !completed,
    href,
  };
}

export function buildOnboardingTasks(inputs: TaskInputs, lang: Language = 'mk'): OnboardingTask[] {
  const { verification } = inputs;
  const verified = verification === 'approved';
  return [
    task(1, 'profile', ROUTES.myProfile, isProfileComplete(inputs.user), lang),
    task(2, 'listing', ROUTES.createListing, inputs.hasActiveListing, lang),
    {
      ...task(3, 'verification', ROUTES.verifyProfile, verified, lang),
      status: verification,
      statusLabel: verification === 'none' || verification === 'loading' ? null : verificationLabel(verification, lang),
      // Pending waits for an admin; a rejected request may be submitted again (and does not count as done).
      clickable: verification === 'none' || verification === 'rejected',
    },
  ];
}

/** docs/product/accounts.md: complete when tasks 1 and 2 are done and verification is approved. */
export function isChecklistComplete(tasks: readonly OnboardingTask[]): boolean {
  const done = (id: OnboardingTaskId) => tasks.find((candidate) => candidate.id === id)?.completed === true;
  return done(1) && done(2) && tasks.find((candidate) => candidate.id === 3)?.status === 'approved';
}

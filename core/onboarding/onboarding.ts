import { distinctUntilChanged, map, type Observable, type Subscription } from 'rxjs';
import { Store } from '../store/store';
import { messageText, type Language } from '../i18n/catalogue';
import type { HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import type { NavigatorPort } from '../ports/navigator';
import { portToken } from '../ports/token';
import type { SessionState } from '../session/types';
import type { SessionUser } from '../session/user';
import type { VerificationStatusCheck } from '../verification/verification-status';
import { hasActiveListing } from './active-listing-check';
import { buildOnboardingTasks, isChecklistComplete, type OnboardingTask, type OnboardingTaskId } from './onboarding-tasks';

/** docs/product/accounts.md Profile-completion panel + Onboarding checklist. */
export interface OnboardingState {
  loading: boolean;
  /** 'Се проверуваат задачите...' while loading, else null. */
  loadingText: string | null;
  tasks: readonly OnboardingTask[];
  incompleteCount: number;
  /** Tasks 1 and 2 done and verification approved. */
  complete: boolean;
  /** Bell and panel are shown only for a logged-in user with something to do (or while checking). */
  visible: boolean;
  bellClicked: boolean;
  /** The bell badge: the incomplete count until the bell is first clicked, then 0. */
  badgeCount: number;
}

export const INITIAL_ONBOARDING_STATE: OnboardingState = Object.freeze({
  loading: false,
  loadingText: null,
  tasks: [],
  incompleteCount: 0,
  complete: false,
  visible: false,
  bellClicked: false,
  badgeCount: 0,
});

export interface OnboardingDeps {
  http: HttpPort;
  session: { getSnapshot(): Pick<SessionState, 'user' | 'token'>; readonly state$: Observable<Pick<SessionState, 'user' | 'token'>> };
  verification: VerificationStatusCheck;
  navigator: NavigatorPort;
  logger: LoggerPort;
  /** The interface language at the moment a text is written (app/ passes LanguageStore's `current`). */
  language?: () => Language;
}

export class Onboarding extends Store<OnboardingState> {
  private readonly lang: () => Language;
  private sessionSubscription: Subscription | null = null;
  private activeListing = false;
  private request = 0;
  private disposed = false;

  constructor(private readonly deps: OnboardingDeps) {
    super(INITIAL_ONBOARDING_STATE);
    this.lang = deps.language ?? (() => 'mk');
  }


  /**
   * Follows the session: a new user (login) reloads the checklist, logout resets it, and a change of the same
   * user's fields (a profile update) re-evaluates task 1 without new calls.
   */
  start(): void {
    if (this.sessionSubscription) return;
    let currentId: SessionUser['id'] | null = null;
    this.sessionSubscription = this.deps.session.state$
      .pipe(
        map((session) => session.user),
        distinctUntilChanged(),
      )
      .subscribe((user) => {
        if (!user) {
          currentId = null;
          this.request += 1;
          this.setState(INITIAL_ONBOARDING_STATE);
        } else if (user.id !== currentId) {
          currentId = user.id;
          void this.load();
        } else if (!this.getSnapshot().loading) {
          this.publish(this.getSnapshot().loading);
        }
      });
  }

  /** Checks listings and verification (in parallel) and rebuilds the tasks. Never throws. */
  async load(): Promise<void> {
    const { user, token } = this.deps.session.getSnapshot();
    if (!user) return;
    const request = ++this.request;
    this.publish(true);
    const [active] = await Promise.all([hasActiveListing(this.deps, token), this.deps.verification.check()]);
    if (this.disposed || request !== this.request) return;
    this.activeListing = active;
    this.publish(false);
  }

  /** The first click on the bell hides the badge count for the rest of the session. */
  clickBell(): void {
    if (this.getSnapshot().bellClicked) return;
    this.setState({ ...this.getSnapshot(), bellClicked: true, badgeCount: 0 });
  }

  /** Runs a task's click action (navigation) when the task is clickable; returns whether it did. */
  openTask(id: OnboardingTaskId): boolean {
    const task = this.getSnapshot().tasks.find((candidate) => candidate.id === id);
    if (!task || !task.clickable) return false;
    this.deps.navigator.navigate(task.href);
    return true;
  }

  override dispose(): void {
    this.disposed = true;
    this.sessionSubscription?.unsubscribe();
    this.sessionSubscription = null;
    super.dispose();
  }

  private publish(loading: boolean): void {
    if (this.disposed) return;
    const { user } = this.deps.session.getSnapshot();
    const verification = loading ? 'loading' : this.deps.verification.getSnapshot().status;
    const tasks = loading ? this.getSnapshot().tasks : buildOnboardingTasks({ user, hasActiveListing: this.activeListing, verification }, this.lang());
    const incompleteCount = tasks.filter((task) => !task.completed).length;
    const { bellClicked } = this.getSnapshot();
    this.setState({
      loading,
      loadingText: loading ? messageText('onboarding.loading', this.lang()) : null,
      tasks,
      incompleteCount,
      complete: !loading && isChecklistComplete(tasks),
      visible: user !== null && (loading || incompleteCount > 0),
      bellClicked,
      badgeCount: bellClicked || loading ? 0 : incompleteCount,
    });
  }
}

export const ONBOARDING = portToken<Onboarding>('Onboarding');

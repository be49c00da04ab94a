import { Store } from '../store/store';
import type { Language } from '../i18n/catalogue';
import { clockDelay, type ClockPort } from '../ports/clock';
import type { NavigatorPort } from '../ports/navigator';
import type { Toasts } from '../ports/notifier';
import { loginPathWithNotice } from './login-notice';
import { LOGIN_REDIRECT_DELAY_MS } from '../session/constants';
import type { Session } from '../session/session';
import { validateEmail } from '../validation/email';
import { validatePassword } from '../validation/password';
import { byField, present, reportFirstProblem, required, type FormProblems } from './form-problem';

export type RecoveryField = 'email' | 'password' | 'passwordConfirmation' | 'link';

export interface PasswordRecoveryState {
  submitting: boolean;
  /** Forgotten password: the link went out (docs/product/errors.md resetLinkSent). Reset: the password was changed. */
  done: boolean;
  problems: FormProblems<RecoveryField>;
}

export interface PasswordRecoveryDeps {
  session: Pick<Session, 'forgotPassword' | 'changePassword'>;
  navigator: NavigatorPort;
  clock: ClockPort;
  toasts: Toasts;
  language: () => Language;
}

/** The reset link's parts (`/korisnik/nova-lozinka?token=…&email=…`); null when one is missing. */
export function resetLinkFrom(search: URLSearchParams): { token: string; email: string } | null {
  const token = search.get('token')?.trim() ?? '';
  const email = search.get('email')?.trim() ?? '';
  return token && email && token.length <= 512 && email.length <= 320 ? { token, email } : null;
}

/**
 * Forgotten password and password reset (docs/product/accounts.md Forgot password / Password change). The forgotten-password
 * answer is the same whether or not an account has that address (no account discovery: the server's rule).
 * After a reset the user goes to login after the login redirect delay; the server has ended every other session.
 */
export class PasswordRecovery extends Store<PasswordRecoveryState> {
  constructor(private readonly deps: PasswordRecoveryDeps) {
    super({ submitting: false, done: false, problems: {} });
  }

  async requestLink(email: string): Promise<boolean> {
    if (this.getSnapshot().submitting) return false;
    const emailProblem = validateEmail(email.trim());
    const problems = present<RecoveryField>(required('email', email, 'login.email') ?? (emailProblem ? { field: 'email', id: emailProblem === 'disposableEmailNotAllowed' ? 'invalidEmail' : emailProblem } : null));
    if (!this.accept(problems)) return false;
    this.patch({ submitting: true });
    const result = await this.deps.session.forgotPassword(email.trim());
    this.patch({ submitting: false, done: result.ok });
    return result.ok;
  }

  async resetPassword(link: { token: string; email: string } | null, password: string, confirmation: string): Promise<boolean> {
    if (this.getSnapshot().submitting || this.getSnapshot().done) return false;
    const passwordProblems = validatePassword(password, confirmation);
    const rule = passwordProblems.find((id) => id !== 'validation.passwordsDoNotMatch');
    const problems = present<RecoveryField>(
      link ? null : { field: 'link', id: 'passwordResetFailed' },
      required('password', password, 'login.password') ?? (rule ? { field: 'password', id: rule } : null),
      passwordProblems.includes('validation.passwordsDoNotMatch') ? { field: 'passwordConfirmation', id: 'validation.passwordsDoNotMatch' } : null,
    );
    if (!this.accept(problems) || !link) return false;
    this.patch({ submitting: true });
    const result = await this.deps.session.changePassword({ token: link.token, email: link.email, password, passwordConfirmation: confirmation });
    if (this.isDisposed) return result.ok;
    this.patch({ submitting: false, done: result.ok });
    if (!result.ok) return false;
    // docs/product/errors.md passwordChanged: "you will be redirected to login" — to a login page that says why.
    await clockDelay(this.deps.clock, LOGIN_REDIRECT_DELAY_MS);
    if (!this.isDisposed) this.deps.navigator.navigate(loginPathWithNotice('passwordChanged'));
    return true;
  }

  private accept(problems: ReturnType<typeof present<RecoveryField>>): boolean {
    this.patch({ problems: byField(problems) });
    return reportFirstProblem(problems, this.deps.toasts, this.deps.language());
  }
}

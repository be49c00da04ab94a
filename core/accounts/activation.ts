import { Store } from '../store/store';
import { messageText, type Language } from '../i18n/catalogue';
import { clockDelay, type ClockPort } from '../ports/clock';
import type { NavigatorPort } from '../ports/navigator';
import type { Toasts } from '../ports/notifier';
import { LOGIN_REDIRECT_DELAY_MS } from '../session/constants';
import type { Session } from '../session/session';
import type { ActivationFields } from '../session/types';
import { isValidEmailFormat } from '../validation/email-format';
import { byField, present, reportFirstProblem, required, type FormProblems } from './form-problem';
import { loginPathWithNotice } from './login-notice';

export type ActivationStatus =
  | 'activating'
  /** docs/product/errors.md emailVerified / emailAlreadyVerified: on to login (a second). */
  | 'activated'
  /** docs/product/errors.md verificationExpired: the link is older than a day; a new one can be asked for. */
  | 'expired'
  /** A link that was cut, mistyped or tampered with (invalidCode, userNotFound, missing parts). */
  | 'invalid'
  /** The request itself failed (offline, timeout): try again. */
  | 'failed';

export interface ActivationState {
  status: ActivationStatus;
  /** A new link is being asked for (expired or broken link). */
  resending: boolean;
  /** The new link went out (docs/product/errors.md verificationEmailSent). */
  resent: boolean;
  problems: FormProblems<'email' | 'password'>;
}

export interface ActivationDeps {
  session: Pick<Session, 'activate' | 'resendVerificationEmail'>;
  navigator: NavigatorPort;
  clock: ClockPort;
  toasts: Toasts;
  language: () => Language;
}

const LINK_PARTS = ['id', 'hash', 'expires', 'signature'] as const;

/** The four parts of the activation link (docs/product/accounts.md Activation) from its query string; null when one is missing. */
export function activationFieldsFrom(search: URLSearchParams): ActivationFields | null {
  const values = LINK_PARTS.map((part) => search.get(part)?.trim() ?? '');
  if (values.some((value) => value === '' || value.length > 512)) return null;
  const [id, hash, expires, signature] = values as [string, string, string, string];
  return { id, hash, expires, signature };
}

/**
 * Account activation from the e-mailed link (docs/product/accounts.md, docs/product/errors.md): sends the link's parts once, says what happened,
 * and after a successful one goes on to login after the login redirect delay (1 s), where 'Профилот е активиран.
 * Најавете се.' stands above the form. An expired link offers a new one (the login page's "resend the link" path,
 * which needs the password); a broken one says so.
 */
export class AccountActivation extends Store<ActivationState> {
  private started = false;

  constructor(private readonly deps: ActivationDeps) {
    super({ status: 'activating', resending: false, resent: false, problems: {} });
  }

  async activate(fields: ActivationFields | null): Promise<ActivationStatus> {
    if (this.started && this.getSnapshot().status !== 'failed') return this.getSnapshot().status;
    this.started = true;
    if (!fields) {
      this.deps.toasts.error(messageText('invalidCode', this.deps.language()));
      return this.finish('invalid');
    }
    this.patch({ status: 'activating' });
    const result = await this.deps.session.activate(fields);
    if (this.isDisposed) return 'activating';
    if (result.ok) {
      this.finish('activated');
      await clockDelay(this.deps.clock, LOGIN_REDIRECT_DELAY_MS);
      if (!this.isDisposed) this.deps.navigator.navigate(loginPathWithNotice('activated'));
      return 'activated';
    }
    if (result.messageId === 'verificationExpired') return this.finish('expired');
    if (result.messageId === 'invalidCode' || result.messageId === 'userNotFound') return this.finish('invalid');
    return this.finish('failed');
  }

  /** A new activation link for an expired or broken one (docs/product/accounts.md Resend verification: e-mail and password). */
  async resend(email: string, password: string): Promise<boolean> {
    if (this.getSnapshot().resending) return false;
    const problems = present<'email' | 'password'>(
      required('email', email, 'login.email') ?? (isValidEmailFormat(email.trim()) ? null : { field: 'email', id: 'invalidEmail' }),
      required('password', password, 'login.password'),
    );
    this.patch({ problems: byField(problems) });
    if (!reportFirstProblem(problems, this.deps.toasts, this.deps.language())) return false;
    this.patch({ resending: true });
    const result = await this.deps.session.resendVerificationEmail({ email: email.trim(), password });
    this.patch({ resending: false, resent: result.ok });
    return result.ok;
  }

  private finish(status: ActivationStatus): ActivationStatus {
    this.patch({ status });
    return status;
  }
}

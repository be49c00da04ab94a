import { Store } from '../store/store';
import type { Language } from '../i18n/catalogue';
import type { Toasts } from '../ports/notifier';
import type { Session } from '../session/session';
import type { LoginOptions, LoginResult } from '../session/types';
import { isValidEmailFormat } from '../validation/email-format';
import { validatePhoneCode } from '../validation/profile';
import { byField, present, reportFirstProblem, required, type FormProblem, type FormProblems } from './form-problem';
import type { SmsCode } from './sms-code';

export type LoginField = 'email' | 'password' | 'terms' | 'phone' | 'code';

export interface LoginFormState {
  /** The server asked for the terms to be accepted (SPEC §4 requiresTerms): the form shows the checkbox. */
  needsTerms: boolean;
  problems: FormProblems<LoginField>;
}

export interface LoginFormDeps {
  session: Pick<Session, 'login'>;
  toasts: Toasts;
  language: () => Language;
  /** The SMS code sender, for the login by SMS. */
  smsCode: SmsCode;
}

export interface EmailLoginInput {
  email: string;
  password: string;
  termsAccepted: boolean;
}

/**
 * The login screen's rules (SPEC §2 Login page, §4 Login outcomes, §5): what must be filled in before a login is
 * sent, as toasts and under the fields; the terms step; the login by SMS (a code to the phone, then the code).
 * The request, its toasts, the navigation and the loading/error state are the Session's: the screen renders those.
 */
export class LoginForm extends Store<LoginFormState> {
  constructor(private readonly deps: LoginFormDeps) {
    super({ needsTerms: false, problems: {} });
  }

  get smsCode(): SmsCode {
    return this.deps.smsCode;
  }

  async logInWithEmail(input: EmailLoginInput, options: LoginOptions): Promise<LoginResult | null> {
    const problems = present<LoginField>(
      required('email', input.email, 'login.email') ?? (isValidEmailFormat(input.email.trim()) ? null : { field: 'email', id: 'invalidEmail' }),
      required('password', input.password, 'login.password'),
      this.getSnapshot().needsTerms && !input.termsAccepted ? { field: 'terms', id: 'login.termsRequired' } : null,
    );
    if (!this.accept(problems)) return null;
    const fields: Record<string, unknown> = { email: input.email.trim(), password: input.password };
    if (this.getSnapshot().needsTerms) fields.terms_accepted = true;
    return this.settle(await this.deps.session.login('email', fields, options));
  }

  /** Sends the code to the phone (the SMS login's first step). */
  sendCode(phone: string): Promise<boolean> {
    this.patch({ problems: {} });
    return this.deps.smsCode.send(phone);
  }

  async logInWithSms(code: string, options: LoginOptions): Promise<LoginResult | null> {
    const phone = this.deps.smsCode.getSnapshot().sentTo;
    const codeProblem = validatePhoneCode(code);
    const problems = present<LoginField>(phone ? null : { field: 'phone', id: 'validation.phoneRequired' }, codeProblem ? { field: 'code', id: codeProblem } : null);
    if (!this.accept(problems) || !phone) return null;
    return this.settle(await this.deps.session.login('sms', { phone_number: phone, code: code.trim() }, options));
  }

  override dispose(): void {
    this.deps.smsCode.dispose();
    super.dispose();
  }

  private accept(problems: FormProblem<LoginField>[]): boolean {
    this.patch({ problems: byField(problems) });
    return reportFirstProblem(problems, this.deps.toasts, this.deps.language());
  }

  private settle(result: LoginResult): LoginResult {
    if (result.outcome === 'requiresTerms') {
      this.patch({ needsTerms: true, problems: { terms: { field: 'terms', id: 'login.termsRequired' } } });
      reportFirstProblem([{ field: 'terms', id: 'login.termsRequired' }], this.deps.toasts, this.deps.language());
    }
    return result;
  }
}

import { Store } from '../store/store';
import type { Language } from '../i18n/catalogue';
import type { Toasts } from '../ports/notifier';
import type { Session } from '../session/session';
import type { LoginOptions, LoginResult } from '../session/types';
import { isValidEmailFormat } from '../validation/email-format';
import { validatePhoneCode } from '../validation/profile';
import { byField, present, reportFirstProblem, required, type FormProblem, type FormProblems } from './form-problem';
import type { SmsCode } from './sms-code';
import type { HttpPort } from '../ports/http';
import { CHAT_LIMITS } from '../schemas/chat';
import { normaliseChatText } from '../validation/chat-text';
import { sendAccountRequest } from './account-request';

/** docs/product/trust.md: where a blocked account's message to support goes (docs/api.md). */
export const SUPPORT_CONTACT_PATH = '/api/support/contact';

export type LoginField = 'email' | 'password' | 'terms' | 'phone' | 'code' | 'supportMessage';

export interface LoginFormState {
  /** The server asked for the terms to be accepted (docs/product/accounts.md requiresTerms): the form shows the checkbox. */
  needsTerms: boolean;
  /** The account is blocked (docs/product/trust.md userBanned): it may still write to support, with the same e-mail and password. */
  blocked: boolean;
  /** The message to support went out. */
  supportMessageSent: boolean;
  /** The server said the e-mail is not verified yet (emailNotVerified): the page offers the activation link again. */
  unverified: boolean;
  resendingActivation: boolean;
  /** Where a new activation link went (then "Отвори ја поштата"). */
  activationResentTo: string | null;
  sendingToSupport: boolean;
  problems: FormProblems<LoginField>;
}

export interface LoginFormDeps {
  session: Pick<Session, 'login' | 'resendVerificationEmail'>;
  http: HttpPort;
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
 * The login screen's rules (docs/product/accounts.md Login page, Login outcomes): what must be filled in before a login is
 * sent, as toasts and under the fields; the terms step; the login by SMS (a code to the phone, then the code).
 * The request, its toasts, the navigation and the loading/error state are the Session's: the screen renders those.
 */
export class LoginForm extends Store<LoginFormState> {
  constructor(private readonly deps: LoginFormDeps) {
    super({ needsTerms: false, blocked: false, supportMessageSent: false, sendingToSupport: false, unverified: false, resendingActivation: false, activationResentTo: null, problems: {} });
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
    this.credentials = { email: input.email.trim(), password: input.password };
    return this.settle(await this.deps.session.login('email', fields, options));
  }

  /**
   * A blocked account writes to support (docs/product/trust.md) with the e-mail and password it just tried: the message lands in
   * its support conversation, which the support agents read in their inbox.
   */
  async contactSupport(message: string): Promise<boolean> {
    const { blocked, sendingToSupport } = this.getSnapshot();
    if (!blocked || sendingToSupport || !this.credentials) return false;
    const text = normaliseChatText(message, CHAT_LIMITS.messageMaxLength);
    const problems = present<LoginField>(text.ok ? null : { field: 'supportMessage', id: text.problem === 'empty' ? 'chat.error.emptyMessage' : 'common.errorOccurred' });
    if (!this.accept(problems) || !text.ok) return false;
    this.patch({ sendingToSupport: true });
    const result = await sendAccountRequest(
      { http: this.deps.http, toasts: this.deps.toasts, language: this.deps.language },
      { path: SUPPORT_CONTACT_PATH, method: 'POST', payload: { ...this.credentials, message: text.text } },
    );
    this.patch({ sendingToSupport: false, supportMessageSent: result.ok });
    return result.ok;
  }

  /**
   * docs/product/accounts.md "never stuck": an account whose e-mail is not verified asks for the activation link again from
   * the login page, with the e-mail and password it just tried (the server answers a wrong pair exactly like an
   * unknown address, and sends at most one link a minute).
   */
  async resendActivation(): Promise<boolean> {
    const { unverified, resendingActivation } = this.getSnapshot();
    if (!unverified || resendingActivation || !this.credentials) return false;
    this.patch({ resendingActivation: true });
    const result = await this.deps.session.resendVerificationEmail({ ...this.credentials });
    this.patch({ resendingActivation: false, activationResentTo: result.ok ? this.credentials.email : null });
    return result.ok;
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

  private credentials: { email: string; password: string } | null = null;

  private settle(result: LoginResult): LoginResult {
    if (result.outcome === 'error' && result.messageId === 'userBanned') this.patch({ blocked: true, supportMessageSent: false });
    if (result.outcome === 'error') this.patch({ unverified: result.messageId === 'emailNotVerified', activationResentTo: null });
    if (result.outcome === 'requiresTerms') {
      this.patch({ needsTerms: true, problems: { terms: { field: 'terms', id: 'login.termsRequired' } } });
      reportFirstProblem([{ field: 'terms', id: 'login.termsRequired' }], this.deps.toasts, this.deps.language());
    }
    return result;
  }
}

import { Store } from '../store/store';
import type { Analytics } from '../analytics/analytics';
import type { Language } from '../i18n/catalogue';
import type { NavigatorPort } from '../ports/navigator';
import type { Toasts } from '../ports/notifier';
import { ROUTES } from '../routes/routes';
import type { AuthResult } from '../session/auth-request';
import type { Session } from '../session/session';
import { validateEmail } from '../validation/email';
import { validatePassword } from '../validation/password';
import { validatePhoneCode, validatePhoneNumber } from '../validation/profile';
import { PROFILE_FORM_FIELD, profileProblems, serverFieldProblems } from './profile-problems';
import { byField, reportFirstProblem, required, type FormProblem, type FormProblems } from './form-problem';
import type { SmsCode } from './sms-code';

export type RegistrationMethod = 'email' | 'sms';

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  passwordConfirmation: string;
  termsAccepted: boolean;
  companyName: string;
  whatsappPhone: string;
  viberPhone: string;
}

export type RegistrationField = keyof RegistrationInput | 'code';

export type RegistrationStep =
  /** The form. */
  | { kind: 'form' }
  /** SMS: the code went to the phone; the form waits for it. */
  | { kind: 'code'; phone: string }
  /** E-mail: the activation link went to the inbox (docs/product/errors.md registrationSuccess); it can be sent again. */
  | { kind: 'checkInbox'; email: string };

export interface RegistrationState {
  method: RegistrationMethod;
  step: RegistrationStep;
  submitting: boolean;
  problems: FormProblems<RegistrationField>;
}

export interface RegistrationDeps {
  session: Pick<Session, 'register' | 'resendVerificationEmail'>;
  analytics: Pick<Analytics, 'signUp'>;
  navigator: NavigatorPort;
  toasts: Toasts;
  language: () => Language;
  smsCode: SmsCode;
  /** Navigates with a message for the arriving page (Session.navigateWith). */
  navigateWith: Session['navigateWith'];
}

export const EMPTY_REGISTRATION: RegistrationInput = Object.freeze({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  passwordConfirmation: '',
  termsAccepted: false,
  companyName: '',
  whatsappPhone: '',
  viberPhone: '',
});

/**
 * Registration by e-mail or by SMS (docs/product/accounts.md Auth payloads). Every rule is checked before anything is
 * sent (the first problem as a toast, all of them under their fields); the server checks them again.
 * E-mail: register → "check your inbox", with the link sent again on request. SMS: a code to the phone, then
 * register with the code → signed in with a verified phone, on to the profile.
 */
export class Registration extends Store<RegistrationState> {
  private lastInput: RegistrationInput = EMPTY_REGISTRATION;

  constructor(private readonly deps: RegistrationDeps) {
    super({ method: 'email', step: { kind: 'form' }, submitting: false, problems: {} });
  }

  get smsCode(): SmsCode {
    return this.deps.smsCode;
  }

  setMethod(method: RegistrationMethod): void {
    if (this.getSnapshot().submitting) return;
    this.patch({ method, step: { kind: 'form' }, problems: {} });
  }

  /** Every problem of `input` for the current method, in the order of the form. */
  check(input: RegistrationInput): FormProblem<RegistrationField>[] {
    const { method } = this.getSnapshot();
    const problems: FormProblem<RegistrationField>[] = [];
    const add = (problem: FormProblem<RegistrationField> | null) => problem && problems.push(problem);
    problems.push(
      ...profileProblems({
        first_name: input.firstName,
        last_name: input.lastName,
        company_name: input.companyName,
        phone_number: method === 'sms' ? input.phone : '',
        whatsapp_phone_number: input.whatsappPhone,
        viber_phone_number: input.viberPhone,
      }),
    );
    if (method === 'email') {
      const emailProblem = validateEmail(input.email.trim());
      add(required('email', input.email, 'login.email') ?? (emailProblem ? { field: 'email', id: emailProblem } : null));
    } else if (input.phone.trim() === '') add({ field: 'phone', id: 'validation.phoneRequired' });
    else if (validatePhoneNumber(input.phone)) add({ field: 'phone', id: 'validation.phoneInvalid' });
    const passwordProblems = validatePassword(input.password, input.passwordConfirmation);
    const confirmation = passwordProblems.includes('validation.passwordsDoNotMatch');
    const rule = passwordProblems.find((id) => id !== 'validation.passwordsDoNotMatch');
    add(required('password', input.password, 'login.password') ?? (rule ? { field: 'password', id: rule } : null));
    if (confirmation) add({ field: 'passwordConfirmation', id: 'validation.passwordsDoNotMatch' });
    if (!input.termsAccepted) add({ field: 'termsAccepted', id: 'validation.termsRequired' });
    return sortByForm(problems);
  }

  /** E-mail: registers. SMS: sends the code (the next step asks for it). */
  async submit(input: RegistrationInput): Promise<boolean> {
    if (this.getSnapshot().submitting) return false;
    const problems = this.check(input);
    this.patch({ problems: byField(problems) });
    if (!reportFirstProblem(problems, this.deps.toasts, this.deps.language())) return false;
    this.lastInput = input;
    if (this.getSnapshot().method === 'sms') {
      this.patch({ submitting: true });
      const sent = await this.deps.smsCode.send(input.phone);
      this.patch({ submitting: false, step: sent ? { kind: 'code', phone: input.phone.trim() } : { kind: 'form' } });
      return sent;
    }
    const result = await this.register(input, { email: input.email.trim() });
    if (!result.ok) return false;
    this.deps.analytics.signUp('email');
    if (result.response.email_verification_required === false) {
      // docs/product/errors.md registrationSuccessNoVerification: the account can log in at once.
      this.deps.navigateWith({ kind: 'success', id: 'registrationSuccessNoVerification' }, ROUTES.login);
    } else {
      this.patch({ step: { kind: 'checkInbox', email: input.email.trim() } });
    }
    return true;
  }

  /** SMS: registers with the code from the phone; signed in, the user goes on to the profile. */
  async confirmCode(code: string): Promise<boolean> {
    const { step, submitting } = this.getSnapshot();
    if (submitting || step.kind !== 'code') return false;
    const codeProblem = validatePhoneCode(code);
    const problems: FormProblem<RegistrationField>[] = codeProblem ? [{ field: 'code', id: codeProblem }] : [];
    this.patch({ problems: byField(problems) });
    if (!reportFirstProblem(problems, this.deps.toasts, this.deps.language())) return false;
    const result = await this.register(this.lastInput, { registrationType: 'sms', phoneNumber: step.phone, code: code.trim() });
    if (!result.ok) {
      this.patch({ problems: byField(serverProblems(result, this.getSnapshot().method)) });
      return false;
    }
    this.deps.analytics.signUp('sms');
    this.deps.navigateWith({ kind: 'success', id: 'common.registrationSuccess' }, ROUTES.myProfile);
    return true;
  }

  /** "Check your inbox": sends the activation link again (docs/product/errors.md verificationEmailSent; once a minute). */
  async resendLink(): Promise<boolean> {
    const { step, submitting } = this.getSnapshot();
    if (submitting || step.kind !== 'checkInbox') return false;
    this.patch({ submitting: true });
    const result = await this.deps.session.resendVerificationEmail({ email: step.email, password: this.lastInput.password });
    this.patch({ submitting: false });
    return result.ok;
  }

  /** Back from "check your inbox" or the code to the form (a typo in the address or the number). */
  backToForm(): void {
    if (!this.getSnapshot().submitting) this.patch({ step: { kind: 'form' }, problems: {} });
  }

  private async register(input: RegistrationInput, identity: Record<string, string>): Promise<AuthResult> {
    this.patch({ submitting: true });
    const result = await this.deps.session.register({
      ...identity,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      password: input.password,
      passwordConfirmation: input.passwordConfirmation,
      termsAccepted: true,
      companyName: input.companyName.trim() || null,
      whatsappPhoneNumber: input.whatsappPhone.trim() || null,
      viberPhoneNumber: input.viberPhone.trim() || null,
    });
    if (this.isDisposed) return result;
    this.patch({ submitting: false, problems: result.ok ? {} : byField(serverProblems(result, this.getSnapshot().method)) });
    return result;
  }
}

const FORM_ORDER: RegistrationField[] = ['firstName', 'lastName', 'email', 'phone', 'password', 'passwordConfirmation', 'companyName', 'whatsappPhone', 'viberPhone', 'termsAccepted', 'code'];

function sortByForm(problems: FormProblem<RegistrationField>[]): FormProblem<RegistrationField>[] {
  return [...problems].sort((a, b) => FORM_ORDER.indexOf(a.field) - FORM_ORDER.indexOf(b.field));
}

const SERVER_FIELD: Readonly<Record<string, RegistrationField>> = {
  ...PROFILE_FORM_FIELD,
  email: 'email',
  password: 'password',
  password_confirmation: 'passwordConfirmation',
  terms_accepted: 'termsAccepted',
  code: 'code',
};

/** The server's per-field answer (`errors: { field: [id] }`) as problems the form shows under its fields. */
function serverProblems(result: Extract<AuthResult, { ok: false }>, method: RegistrationMethod): FormProblem<RegistrationField>[] {
  const problems = serverFieldProblems(result.errors, SERVER_FIELD);
  if (result.messageId === 'invalidCode' || result.messageId === 'codeExpired') problems.push({ field: 'code', id: result.messageId });
  if (result.messageId === 'disposableEmailNotAllowed' || result.messageId === 'invalidEmail') problems.push({ field: 'email', id: result.messageId });
  if (result.messageId === 'userAlreadyExists') problems.push({ field: method === 'sms' ? 'phone' : 'email', id: result.messageId });
  return problems;
}

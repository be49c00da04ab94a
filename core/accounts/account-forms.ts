import type { Analytics } from '../analytics/analytics';
import type { Language } from '../i18n/catalogue';
import type { ClockPort } from '../ports/clock';
import type { HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import type { NavigatorPort } from '../ports/navigator';
import { Toasts, type NotifierPort } from '../ports/notifier';
import { portToken } from '../ports/token';
import type { Session } from '../session/session';
import { AccountSecurity } from './account-security';
import { AccountActivation } from './activation';
import { LoginForm } from './login-form';
import { PasswordRecovery } from './password-recovery';
import { ProfileEditor } from './profile-editor';
import { fetchAuthProviders, type AuthProviders } from './providers';
import { Registration } from './registration';
import { SmsCode } from './sms-code';
import { SocialSignIn } from './social-sign-in';
import { VerificationRequestForm } from '../verification/verification-request';

/** What the accounts screens use of the Session (its auth calls, its user, its flash navigation). */
export type AccountSession = Pick<
  Session,
  'login' | 'register' | 'activate' | 'resendVerificationEmail' | 'forgotPassword' | 'changePassword' | 'updateProfile' | 'getSnapshot' | 'navigateWith'
>;

export interface AccountFormsDeps {
  session: AccountSession;
  http: HttpPort;
  clock: ClockPort;
  notifier: NotifierPort;
  navigator: NavigatorPort;
  analytics: Analytics;
  logger: LoggerPort;
  language: () => Language;
}

/**
 * The accounts screens' use cases (docs/product/accounts.md "Other screens": login, registration, activation, forgotten password
 * and reset, my profile). Each screen gets its own instance for as long as it is shown — form state is the
 * screen's, not the app's — built over the app's one session and ports. Bound by the accounts feature module.
 */
export class AccountForms {
  private readonly toasts: Toasts;
  private providers: Promise<AuthProviders> | null = null;

  constructor(private readonly deps: AccountFormsDeps) {
    this.toasts = new Toasts(deps.notifier);
  }

  loginForm(): LoginForm {
    return new LoginForm({ session: this.deps.session, http: this.deps.http, toasts: this.toasts, language: this.deps.language, smsCode: this.smsCode() });
  }

  /** The login page's social sign-in steps (terms for a new person, linking an existing account). */
  socialSignIn(): SocialSignIn {
    return new SocialSignIn({ session: this.deps.session, http: this.deps.http, toasts: this.toasts, language: this.deps.language });
  }

  registration(): Registration {
    const { session } = this.deps;
    return new Registration({
      session,
      analytics: this.deps.analytics,
      navigator: this.deps.navigator,
      toasts: this.toasts,
      language: this.deps.language,
      smsCode: this.smsCode(),
      navigateWith: (flash, target) => session.navigateWith(flash, target),
    });
  }

  activation(): AccountActivation {
    return new AccountActivation({ session: this.deps.session, navigator: this.deps.navigator, clock: this.deps.clock, toasts: this.toasts, language: this.deps.language });
  }

  passwordRecovery(): PasswordRecovery {
    return new PasswordRecovery({ session: this.deps.session, navigator: this.deps.navigator, clock: this.deps.clock, toasts: this.toasts, language: this.deps.language });
  }

  profileEditor(): ProfileEditor {
    return new ProfileEditor({ session: this.deps.session, toasts: this.toasts, language: this.deps.language, smsCode: this.smsCode() });
  }

  verificationRequest(): VerificationRequestForm {
    const { http, logger, language, session } = this.deps;
    return new VerificationRequestForm({ http, logger, language, toasts: this.toasts, user: () => session.getSnapshot().user });
  }

  accountSecurity(): AccountSecurity {
    return new AccountSecurity({ http: this.deps.http, session: this.deps.session, toasts: this.toasts, language: this.deps.language });
  }

  /** The sign-in methods the server offers; asked once per app. */
  authProviders(): Promise<AuthProviders> {
    this.providers ??= fetchAuthProviders(this.deps);
    return this.providers;
  }

  private smsCode(): SmsCode {
    return new SmsCode({ http: this.deps.http, clock: this.deps.clock, toasts: this.toasts, language: this.deps.language });
  }
}

export const ACCOUNT_FORMS = portToken<AccountForms>('AccountForms');

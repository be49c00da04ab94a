import { Store } from '../store/store';
import { messageText, type Language } from '../i18n/catalogue';
import type { HttpPort } from '../ports/http';
import type { Toasts } from '../ports/notifier';
import type { Session } from '../session/session';
import type { LoginOptions, LoginResult } from '../session/types';
import { byField, present, reportFirstProblem, required, type FormProblem, type FormProblems } from './form-problem';
import { sendAccountRequest } from './account-request';
import { PROVIDER_NAMES, type SocialProvider } from './providers';

/**
 * Where a social sign-in stands on the login page (docs/product/accounts.md "Social sign-in"):
 * - `working`: the server is asked (the ticket the provider's answer left, or an e-mailed confirmation);
 * - `terms`: a new person — the terms must be accepted before the account is made;
 * - `link`: the provider's e-mail belongs to an existing account — its password, or an e-mailed confirmation;
 * - `linkMailSent`: the confirmation went to the account's inbox;
 * - `failed`: the provider's answer was refused or the ticket expired (start again with the button).
 */
export type SocialStep = 'idle' | 'working' | 'terms' | 'link' | 'linkMailSent' | 'failed';
export type SocialField = 'terms' | 'password';

export interface SocialSignInState {
  step: SocialStep;
  provider: SocialProvider | null;
  /** The e-mail the provider gave (shown in the terms and link steps, and for "Отвори ја поштата"). */
  email: string | null;
  /** Whether the existing account may link with its password (only when it has one and its e-mail is confirmed). */
  canUsePassword: boolean;
  sending: boolean;
  problems: FormProblems<SocialField>;
}

export const INITIAL_SOCIAL_STATE: SocialSignInState = Object.freeze({ step: 'idle', provider: null, email: null, canUsePassword: false, sending: false, problems: {} });

export interface SocialSignInDeps {
  session: Pick<Session, 'login'>;
  http: HttpPort;
  toasts: Toasts;
  language: () => Language;
}

export const socialLinkMailPath = (provider: SocialProvider) => `/api/auth/social/${provider}/link-mail`;

/**
 * The login page's half of a social sign-in: the provider's answer comes back as a ticket, and this decides what the
 * page asks next. Every sign-in goes through the Session's login (its toasts, analytics and full-page navigation —
 * a new person to Мој профил).
 */
export class SocialSignIn extends Store<SocialSignInState> {
  private ticket: string | null = null;

  constructor(private readonly deps: SocialSignInDeps) {
    super(INITIAL_SOCIAL_STATE);
  }

  /** The provider's answer came back refused (`?social_error=`): 'Грешка при најавување со Google'. */
  callbackFailed(provider: SocialProvider): void {
    this.patch({ ...INITIAL_SOCIAL_STATE, step: 'failed', provider });
    this.deps.toasts.error(this.failedText(provider));
  }

  failedText(provider: SocialProvider): string {
    return messageText('session.socialLoginFailed', this.deps.language(), { provider: PROVIDER_NAMES[provider] });
  }

  /** The ticket the code flow left (`?social=&provider=`). */
  async resume(provider: SocialProvider, ticket: string, options: LoginOptions): Promise<void> {
    this.ticket = ticket;
    this.patch({ ...INITIAL_SOCIAL_STATE, step: 'working', provider });
    this.settle(await this.deps.session.login(provider, { ticket }, options));
  }

  /** The e-mailed link confirmation (`?social_confirm=&provider=`). */
  async confirm(provider: SocialProvider, token: string, options: LoginOptions): Promise<void> {
    this.patch({ ...INITIAL_SOCIAL_STATE, step: 'working', provider });
    this.settle(await this.deps.session.login(provider, { confirm: token }, options));
  }

  async acceptTerms(accepted: boolean, options: LoginOptions): Promise<void> {
    const { provider, step } = this.getSnapshot();
    if (step !== 'terms' || !provider || !this.ticket) return;
    if (!this.accept(present<SocialField>(accepted ? null : { field: 'terms', id: 'login.termsRequired' }))) return;
    this.patch({ sending: true });
    this.settle(await this.deps.session.login(provider, { ticket: this.ticket, terms_accepted: true }, options));
  }

  async linkWithPassword(password: string, options: LoginOptions): Promise<void> {
    const { provider, step, canUsePassword } = this.getSnapshot();
    if (step !== 'link' || !canUsePassword || !provider || !this.ticket) return;
    if (!this.accept(present<SocialField>(required('password', password, 'login.password')))) return;
    this.patch({ sending: true });
    this.settle(await this.deps.session.login(provider, { ticket: this.ticket, password }, options));
  }

  async sendLinkMail(): Promise<boolean> {
    const { provider, step, sending } = this.getSnapshot();
    if (step !== 'link' || sending || !provider || !this.ticket) return false;
    this.patch({ sending: true });
    const result = await sendAccountRequest(this.deps, { path: socialLinkMailPath(provider), method: 'POST', payload: { ticket: this.ticket } });
    this.patch({ sending: false, ...(result.ok ? { step: 'linkMailSent' as const } : {}) });
    return result.ok;
  }

  private accept(problems: FormProblem<SocialField>[]): boolean {
    this.patch({ problems: byField(problems) });
    return reportFirstProblem(problems, this.deps.toasts, this.deps.language());
  }

  private settle(result: LoginResult): void {
    const email = (response: { email?: unknown }) => (typeof response.email === 'string' ? response.email : this.getSnapshot().email);
    switch (result.outcome) {
      case 'success':
        // The Session navigates (full page); the page stays as it is until then.
        this.patch({ sending: false });
        return;
      case 'requiresTerms':
        this.patch({ step: 'terms', sending: false, email: email(result.response) });
        return;
      case 'linkRequired':
        this.patch({ step: 'link', sending: false, email: email(result.response), canUsePassword: result.response.can_use_password === true });
        return;
      case 'error': {
        // A wrong password keeps the link step; anything else (an expired ticket, a refused answer) ends it.
        const keep = result.messageId === 'invalidCredentials' || result.messageId === 'rateLimitError';
        this.patch({ sending: false, ...(keep ? {} : { step: 'failed' as const }) });
        return;
      }
      default:
        this.patch({ sending: false, step: 'failed' });
    }
  }
}

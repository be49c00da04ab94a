import { firstValueFrom } from 'rxjs';
import type { Analytics } from '../analytics/analytics';
import { isMessageId, messageText, type Language, type MessageId } from '../i18n/catalogue';
import { isHttpFailure, type HttpPort } from '../ports/http';
import type { Toasts } from '../ports/notifier';
import { safeRedirectTarget } from '../routes/redirect';
import { ROUTES } from '../routes/routes';
import type { AuthResponse } from './auth-request';
import { AUTH_PATHS } from './constants';
import type { GoogleIdentityFields } from './google-credential';
import { isSocialProvider, type LoginOptions, type LoginResult } from './types';

export interface LoginFlowDeps {
  http: HttpPort;
  toasts: Toasts;
  analytics: Analytics;
  lang: Language;
}

type AuthAnswer = { kind: 'success'; response: AuthResponse } | { kind: 'requiresTerms'; response: AuthResponse } | { kind: 'linkRequired'; response: AuthResponse } | { kind: 'error'; body: unknown };

/**
 * The login call and its outcomes (docs/product/accounts.md "Login outcomes"), without the session's state: the Session
 * applies the result, so this stays a small, separately readable piece.
 */
export class LoginFlow {
  constructor(private readonly deps: LoginFlowDeps) {}

  async login(provider: string, fields: Record<string, unknown>, options: LoginOptions): Promise<LoginResult> {
    // A provider login without an e-mail goes back to the caller quietly (docs/product/accounts.md). A continuation of a
    // sign-in the server already verified (its ticket, or an e-mailed confirmation) carries the e-mail server-side.
    if (isSocialProvider(provider) && !hasEmail(fields) && !isContinuation(fields)) return { outcome: 'missingEmail' };
    const answer = await this.postAuth(provider, fields);
    if (answer.kind === 'requiresTerms' || answer.kind === 'linkRequired') return { outcome: answer.kind, response: answer.response };
    if (answer.kind === 'error') return this.fail(answer.body, this.loginErrorText(answer.body));
    const isNewUser = answer.response.is_new_user === true;
    this.track(provider, isNewUser);
    // 'Успешна најава!' is shown by the page the session navigates to (Session.login keeps it as a flash).
    const target = isNewUser && isSocialProvider(provider) ? ROUTES.myProfile : safeRedirectTarget(options.redirectPath, options.hash);
    return { outcome: 'success', isNewUser, target };
  }

  async oneTap(fields: GoogleIdentityFields): Promise<LoginResult> {
    if (!fields.email) return { outcome: 'missingEmail' };
    const answer = await this.postAuth('google', { ...fields });
    if (answer.kind === 'requiresTerms' || answer.kind === 'linkRequired') return { outcome: answer.kind, response: answer.response };
    if (answer.kind === 'error') return this.fail(answer.body, messageText('session.googleLoginFailed', this.deps.lang));
    const isNewUser = answer.response.is_new_user === true;
    this.track('google', isNewUser);
    this.deps.toasts.success(messageText('session.googleLoginSuccess', this.deps.lang));
    return { outcome: 'success', isNewUser, target: null };
  }

  private async postAuth(provider: string, fields: Record<string, unknown>): Promise<AuthAnswer> {
    try {
      const body = await firstValueFrom(
        this.deps.http.request({ path: AUTH_PATHS.auth, method: 'POST', payload: { ...fields, provider }, credentials: true }),
      );
      const response: AuthResponse = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as AuthResponse) : {};
      if (response.requires_terms === true) return { kind: 'requiresTerms', response };
      if (response.link_required === true) return { kind: 'linkRequired', response };
      if (response.status === 'error' || (response.error !== undefined && response.error !== null && response.error !== false)) {
        return { kind: 'error', body: response };
      }
      return { kind: 'success', response };
    } catch (error) {
      if (isHttpFailure(error)) {
        if (error.body.requires_terms === true) return { kind: 'requiresTerms', response: error.body as AuthResponse };
        if (error.body.link_required === true) return { kind: 'linkRequired', response: error.body as AuthResponse };
        return { kind: 'error', body: error.body };
      }
      return { kind: 'error', body: null };
    }
  }

  /** docs/product/accounts.md: the catalogue text of the error's id, else 'Невалидни информации.' (raw server text is not shown). */
  private loginErrorText(body: unknown): string {
    const id = errorIdOf(body);
    return messageText(id ?? 'session.invalidInformation', this.deps.lang);
  }

  private fail(body: unknown, message: string): LoginResult {
    this.deps.toasts.error(message);
    const record = body !== null && typeof body === 'object' ? (body as AuthResponse) : {};
    const errors = record.errors !== null && typeof record.errors === 'object' ? record.errors : null;
    return { outcome: 'error', message, messageId: errorIdOf(body), errors };
  }

  private track(provider: string, isNewUser: boolean): void {
    // docs/product/accounts.md: method defaults to email; 'credentials' is the password login by another name.
    const method = provider === 'credentials' ? 'email' : provider;
    if (isNewUser) this.deps.analytics.signUp(method);
    else this.deps.analytics.login(method);
  }
}

function isContinuation(fields: Record<string, unknown>): boolean {
  return typeof fields.ticket === 'string' || typeof fields.confirm === 'string';
}

function hasEmail(fields: Record<string, unknown>): boolean {
  return typeof fields.email === 'string' && fields.email.trim() !== '';
}

/** The catalogue id carried by an error body: `messageId`, or an `error`/`message` that is itself an id. */
function errorIdOf(body: unknown): MessageId | null {
  if (body === null || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  for (const candidate of [record.messageId, record.error, record.message]) {
    if (typeof candidate === 'string' && isMessageId(candidate)) return candidate;
  }
  return null;
}

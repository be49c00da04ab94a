import { firstValueFrom } from 'rxjs';
import { Store } from '../store/store';
import type { Analytics } from '../analytics/analytics';
import { loadOnce } from '../async/load-once';
import { messageForOutcome, messageText, type Language } from '../i18n/catalogue';
import { clockDelay, type ClockPort, type TimerHandle } from '../ports/clock';
import { isHttpFailure, type HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import type { NavigatorPort } from '../ports/navigator';
import { Toasts, type NotifierPort } from '../ports/notifier';
import type { StoragePort } from '../ports/storage';
import { portToken } from '../ports/token';
import { isProtectedPath, loginPathFor } from '../routes/guards';
import { ROUTES } from '../routes/routes';
import type { AuthRequestInput, AuthResult } from './auth-request';
import { keepFlash, takeFlash, type Flash } from './flash';
import { AUTH_PATHS, BANNED_REDIRECT_DELAY_MS, LOGOUT_DELAY_MS, TOKEN_STORAGE_KEY } from './constants';
import type { LoginFlow } from './login-flow';
import type { ProfileFields } from './profile-payload';
import { INITIAL_SESSION_STATE, type ActivationFields, type ChangePasswordFields, type LoginOptions, type LoginResult, type ResendVerificationFields, type SessionState } from './types';
import { interpretUserData, interpretUserDataError, type UserDataOutcome } from './user-data';
import type { SessionEndReason } from '../schemas/chat-events';

export interface SessionDeps {
  http: HttpPort;
  /** Session-scoped storage (or memory) for the bearer token — never localStorage. */
  tokenStorage: StoragePort;
  notifier: NotifierPort;
  navigator: NavigatorPort;
  clock: ClockPort;
  analytics: Analytics;
  logger: LoggerPort;
  /** The interface language at the moment a text is written (app/ passes LanguageStore's `current`). */
  language?: () => Language;
}

/**
 * The session use case (docs/product/accounts.md Session, Login page and protected prefixes, auth calls).
 * Commands are async and never throw: every failure ends as state + a catalogue toast.
 */
export class Session extends Store<SessionState> {
  private readonly toasts: Toasts;
  private readonly lang: () => Language;
  private timers = new Set<TimerHandle>();
  private userDataRequest = 0;
  private disposed = false;

  constructor(private readonly deps: SessionDeps) {
    super(INITIAL_SESSION_STATE);
    this.toasts = new Toasts(deps.notifier);
    this.lang = deps.language ?? (() => 'mk');
  }


  /** docs/product/accounts.md: on start the user data is fetched; a message the previous page left for this one is shown. */
  async start(): Promise<void> {
    const flash = takeFlash(this.deps.tokenStorage);
    if (flash) this.toasts[flash.kind](messageText(flash.id, this.lang()));
    await this.refreshUser();
  }

  /**
   * The server ended this sign-in while the page was open (its chat socket said so: a logout elsewhere, a password
   * reset, account deletion, a ban). The user data is re-read, as after a ban: a banned account gets the banned
   * path; an ended session becomes the signed-out state, with a toast saying why.
   */
  async endedByServer(reason: SessionEndReason): Promise<void> {
    // This tab's own logout ends its session too: that path says its own goodbye.
    if (this.getSnapshot().loggingOut) return;
    const wasSignedIn = this.getSnapshot().user !== null;
    const outcome = await this.refreshUser();
    if (!wasSignedIn || outcome !== 'anonymous') return;
    // Another tab of this browser logged out (same session): the same goodbye as there. Anything else ended it elsewhere.
    if (reason === 'loggedOut') this.toasts.success(messageText('session.logoutSuccess', this.lang()));
    else this.toasts.error(messageText('session.endedByServer', this.lang()));
  }

  /** Fetches user data and applies the answer (and says which kind it was); the latest call wins when several overlap. */
  async refreshUser(): Promise<UserDataOutcome['kind'] | undefined> {
    const request = ++this.userDataRequest;
    const storedToken = this.deps.tokenStorage.get(TOKEN_STORAGE_KEY);
    this.patch({ loadingUserData: true });
    let outcome: UserDataOutcome;
    try {
      const body = await firstValueFrom(
        this.deps.http.request({ path: AUTH_PATHS.userData, credentials: true, token: storedToken, redirectOnUnauthenticated: false }),
      );
      outcome = interpretUserData(body);
    } catch (error) {
      outcome = interpretUserDataError(error);
    }
    if (this.disposed || request !== this.userDataRequest) return undefined;
    this.applyUserData(outcome, storedToken);
    return outcome.kind;
  }

  /** docs/product/accounts.md login outcomes; on success a full page navigation to the safe target (or /korisnik/moj-profil for a new social user). */
  async login(provider: string, fields: Record<string, unknown>, options: LoginOptions = {}): Promise<LoginResult> {
    this.patch({ loading: true, success: false, error: null, errorType: null });
    const flow = await this.part(() => this.flow());
    const result = flow ? await flow.login(provider, fields, options) : this.unavailable();
    this.applyLoginResult(result);
    if (result.outcome === 'success' && result.target) this.navigateWith({ kind: 'success', id: 'session.loginSuccess' }, result.target);
    return result;
  }

  /** docs/product/accounts.md one-tap social login: the identity token must decode ('Invalid credential'); then a user refresh. */
  async loginWithGoogleOneTap(credential: string): Promise<LoginResult> {
    // Imported by the methods that use them (here and for profile bodies): a visitor's first page runs neither.
    const credentials = await this.part(() => import('./google-credential'));
    if (!credentials) return this.unavailable();
    const fields = credentials.decodeGoogleCredential(credential);
    if (!fields) {
      const message = messageText('session.invalidCredential', this.lang());
      this.toasts.error(message);
      this.patch({ error: message, errorType: 'invalidCredential', success: false });
      return { outcome: 'error', message, messageId: 'invalidCredential', errors: null };
    }
    this.patch({ loading: true, success: false, error: null, errorType: null });
    const flow = await this.part(() => this.flow());
    const result = flow ? await flow.oneTap(fields) : this.unavailable();
    this.applyLoginResult(result);
    // A new person (terms first) or an e-mail of an existing account (confirm first) continues on the login page.
    if ((result.outcome === 'requiresTerms' || result.outcome === 'linkRequired') && typeof result.response.ticket === 'string') {
      this.deps.navigator.navigate(`${ROUTES.login}?${new URLSearchParams({ social: result.response.ticket, provider: 'google' }).toString()}`);
    }
    if (result.outcome === 'success' || result.outcome === 'error') await this.refreshUser();
    return result;
  }

  /** docs/product/accounts.md: wait 100 ms, call logout, remove the stored token, toast 'Успешна одјава', reload the prior path. */
  async logout(): Promise<boolean> {
    if (this.getSnapshot().loggingOut) return false;
    const priorPath = this.deps.navigator.currentPath();
    this.patch({ loggingOut: true });
    await clockDelay(this.deps.clock, LOGOUT_DELAY_MS);
    if (this.disposed) return false;
    try {
      await firstValueFrom(this.deps.http.request({ path: AUTH_PATHS.logout, credentials: true, redirectOnUnauthenticated: false }));
    } catch (error) {
      // Already logged out on the server: the local session ends all the same.
      if (!(isHttpFailure(error) && error.kind === 'notAuthenticated')) {
        this.deps.logger.warn('logout failed', error);
        this.toasts.error(isHttpFailure(error) ? this.failureText(error.body) : messageText('common.errorOccurred', this.lang()));
        this.patch({ loggingOut: false });
        return false;
      }
    }
    this.deps.tokenStorage.remove(TOKEN_STORAGE_KEY);
    this.patch({ user: null, token: null, loggingOut: false, emailVerificationRequired: false });
    this.navigateWith({ kind: 'success', id: 'session.logoutSuccess' }, priorPath);
    return true;
  }

  async register(fields: ProfileFields): Promise<AuthResult> {
    const profile = await this.part(() => import('./profile-payload'));
    if (!profile) return this.unavailableAuth();
    const { payload, upload } = profile.buildProfileBody(fields);
    return this.runAuth({ path: AUTH_PATHS.register, method: 'POST', payload, upload });
  }

  /** A successful profile update refreshes user data (docs/product/accounts.md). `onProgress` follows a picture's upload. */
  async updateProfile(fields: ProfileFields, options: { onProgress?: (fraction: number) => void } = {}): Promise<AuthResult> {
    const profile = await this.part(() => import('./profile-payload'));
    if (!profile) return this.unavailableAuth();
    const { payload, upload } = profile.buildProfileBody(fields);
    const result = await this.runAuth({ path: AUTH_PATHS.update, method: 'PUT', payload, upload, onProgress: options.onProgress });
    if (result.ok) await this.refreshUser();
    return result;
  }

  forgotPassword(email: string): Promise<AuthResult> {
    return this.runAuth({ path: AUTH_PATHS.forgotPassword, method: 'POST', payload: { email } });
  }

  changePassword(fields: ChangePasswordFields): Promise<AuthResult> {
    return this.runAuth({ path: AUTH_PATHS.changePassword, method: 'POST', payload: { ...fields } });
  }

  activate(fields: ActivationFields): Promise<AuthResult> {
    return this.runAuth({ path: AUTH_PATHS.activate, method: 'POST', payload: { ...fields } });
  }

  resendVerificationEmail(fields: ResendVerificationFields): Promise<AuthResult> {
    return this.runAuth({ path: AUTH_PATHS.resendVerificationEmail, method: 'POST', payload: { ...fields } });
  }

  override dispose(): void {
    this.disposed = true;
    for (const timer of this.timers) this.deps.clock.clearTimeout(timer);
    this.timers.clear();
    super.dispose();
  }

  private async runAuth(input: AuthRequestInput): Promise<AuthResult> {
    const auth = await this.part(() => import('./auth-request'));
    if (!auth) return this.unavailableAuth();
    this.patch({ loading: true, success: false, error: null, errorType: null });
    const result = await auth.sendAuthRequest({ http: this.deps.http, toasts: this.toasts, lang: this.lang() }, input);
    if (result.ok) this.patch({ loading: false, success: true });
    else this.patch({ loading: false, success: false, error: result.message, errorType: result.messageId ?? 'error' });
    return result;
  }

  private applyLoginResult(result: LoginResult): void {
    if (result.outcome === 'success') this.patch({ loading: false, success: true });
    else if (result.outcome === 'error') this.patch({ loading: false, error: result.message, errorType: result.messageId ?? 'invalidInformation' });
    else this.patch({ loading: false });
  }

  private applyUserData(outcome: UserDataOutcome, storedToken: string | null): void {
    const loaded = { loadingUserData: false, sessionLoaded: true };
    const signedOut = { user: null, token: null, emailVerificationRequired: false };
    const path = this.deps.navigator.currentPath();
    switch (outcome.kind) {
      case 'user': {
        const token = outcome.token ?? storedToken;
        if (token) this.deps.tokenStorage.set(TOKEN_STORAGE_KEY, token);
        this.patch({ ...loaded, user: outcome.user, token, emailVerificationRequired: outcome.user.email_verification_required === true });
        return;
      }
      case 'banned':
        this.deps.tokenStorage.remove(TOKEN_STORAGE_KEY);
        this.patch({ ...loaded, ...signedOut });
        this.toasts.error(messageText('userBanned', this.lang()));
        this.later(BANNED_REDIRECT_DELAY_MS, () => this.deps.navigator.navigate(ROUTES.login));
        return;
      case 'anonymous':
        // No user behind the cookie: a token left in storage is stale.
        this.deps.tokenStorage.remove(TOKEN_STORAGE_KEY);
        this.patch({ ...loaded, ...signedOut });
        if (isProtectedPath(path)) this.deps.navigator.navigate(loginPathFor(path), { replace: true });
        return;
      case 'failed':
        this.deps.logger.warn('user data fetch failed', outcome.failure);
        if (isProtectedPath(path)) {
          this.patch({ ...loaded, ...signedOut });
          this.deps.navigator.navigate(loginPathFor(path), { replace: true });
        } else {
          // On a public page a failed fetch (e.g. a timeout) keeps what we had rather than logging the user out.
          this.patch(loaded);
        }
        return;
    }
  }

  /** Text for a failed non-login call (e.g. logout): catalogue text, server message, or 'Настана грешка.'. */
  private failureText(body: unknown): string {
    return messageForOutcome(body, { lang: this.lang() });
  }

  /** The login steps, imported with the first login: a visitor's first page never runs them. */
  private readonly flow: () => Promise<LoginFlow> = loadOnce(async () => {
    const { LoginFlow } = await import('./login-flow');
    return new LoginFlow({ ...this.deps, toasts: this.toasts, lang: this.lang() });
  });

  /**
   * Code a method imports on first use (login steps, credential decoding, profile bodies). When it cannot be
   * fetched (offline, a new deploy) the method fails like a request that could not be sent: 'Настана грешка.'
   * as a toast, nothing changed, and the next attempt imports again.
   */
  private async part<T>(load: () => Promise<T>): Promise<T | null> {
    try {
      return await load();
    } catch (error) {
      this.deps.logger.warn('session: code for this step could not be loaded', error);
      this.toasts.error(messageText('common.errorOccurred', this.lang()));
      return null;
    }
  }

  private unavailableAuth(): AuthResult {
    const { message, messageId } = this.unavailable();
    return { ok: false, message, messageId, errors: null, response: null };
  }

  private unavailable(): LoginResult & { outcome: 'error' } {
    return { outcome: 'error', message: messageText('common.errorOccurred', this.lang()), messageId: 'common.errorOccurred', errors: null };
  }

  /**
   * A full page navigation with a message for the arriving page (docs/product/accounts.md): shown there, where it can be seen
   * (a toast shown here would go with this page). It is kept in the session-scoped storage, so it cannot reach
   * another tab or a later visit.
   */
  navigateWith(flash: Flash, target: string): void {
    keepFlash(this.deps.tokenStorage, flash);
    this.deps.navigator.assign(target);
  }

  private later(ms: number, action: () => void): void {
    const handle = this.deps.clock.setTimeout(() => {
      this.timers.delete(handle);
      if (!this.disposed) action();
    }, ms);
    this.timers.add(handle);
  }

  protected override patch(change: Partial<SessionState>): void {
    if (!this.disposed) super.patch(change);
  }
}

export const SESSION = portToken<Session>('Session');

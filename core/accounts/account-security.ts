import { Store } from '../store/store';
import type { Language } from '../i18n/catalogue';
import type { HttpPort } from '../ports/http';
import type { Toasts } from '../ports/notifier';
import { ROUTES } from '../routes/routes';
import type { Session } from '../session/session';
import { sendAccountRequest } from './account-request';
import { byField, present, reportFirstProblem, required, type FormProblems } from './form-problem';

export const ACCOUNT_SECURITY_PATHS = {
  logoutAll: '/api/auth/user/logout-all',
  deleteAccount: '/api/auth/user/delete-account',
} as const;

export interface AccountSecurityState {
  busy: boolean;
  problems: FormProblems<'password'>;
}

export interface AccountSecurityDeps {
  http: HttpPort;
  session: Pick<Session, 'navigateWith'>;
  toasts: Toasts;
  language: () => Language;
}

/**
 * The profile's security actions: sign out of every device (this one too — the server ends every session and
 * token of the user; the page then reloads signed out, saying so), and deleting the account, proven with the
 * password (its listings archived, its messages kept for the other party as from a deleted user).
 */
export class AccountSecurity extends Store<AccountSecurityState> {
  constructor(private readonly deps: AccountSecurityDeps) {
    super({ busy: false, problems: {} });
  }

  async logOutEverywhere(): Promise<boolean> {
    if (this.getSnapshot().busy) return false;
    this.patch({ busy: true });
    const result = await sendAccountRequest(this.deps, { path: ACCOUNT_SECURITY_PATHS.logoutAll, method: 'POST', payload: {} });
    this.patch({ busy: false });
    if (result.ok) this.deps.session.navigateWith({ kind: 'success', id: 'session.logoutSuccess' }, ROUTES.home);
    return result.ok;
  }

  async deleteAccount(password: string): Promise<boolean> {
    if (this.getSnapshot().busy) return false;
    const problems = present<'password'>(required('password', password, 'login.password'));
    this.patch({ problems: byField(problems) });
    if (!reportFirstProblem(problems, this.deps.toasts, this.deps.language())) return false;
    this.patch({ busy: true });
    const result = await sendAccountRequest(this.deps, { path: ACCOUNT_SECURITY_PATHS.deleteAccount, method: 'POST', payload: { password } });
    this.patch({ busy: false, problems: result.ok || result.messageId !== 'invalidCredentials' ? {} : { password: { field: 'password', id: 'invalidCredentials' } } });
    if (result.ok) this.deps.session.navigateWith({ kind: 'success', id: 'accountDeleted' }, ROUTES.home);
    return result.ok;
  }
}

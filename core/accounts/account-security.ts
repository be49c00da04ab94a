import { Store } from '../store/store';
import type { Language } from '../i18n/catalogue';
import type { HttpPort } from '../ports/http';
import type { Toasts } from '../ports/notifier';
import { ROUTES } from '../routes/routes';
import type { Session } from '../session/session';
import { sendAccountRequest } from './account-request';

export const ACCOUNT_SECURITY_PATHS = {
  logoutAll: '/api/auth/user/logout-all',
} as const;

export interface AccountSecurityState {
  busy: boolean;
}

export interface AccountSecurityDeps {
  http: HttpPort;
  session: Pick<Session, 'navigateWith'>;
  toasts: Toasts;
  language: () => Language;
}

/**
 * The profile's security actions: sign out of every device (this one too — the server ends every session and
 * token of the user; the page then reloads signed out, saying so).
 */
export class AccountSecurity extends Store<AccountSecurityState> {
  constructor(private readonly deps: AccountSecurityDeps) {
    super({ busy: false });
  }

  async logOutEverywhere(): Promise<boolean> {
    if (this.getSnapshot().busy) return false;
    this.patch({ busy: true });
    const result = await sendAccountRequest(this.deps, { path: ACCOUNT_SECURITY_PATHS.logoutAll, method: 'POST', payload: {} });
    this.patch({ busy: false });
    if (result.ok) this.deps.session.navigateWith({ kind: 'success', id: 'session.logoutSuccess' }, ROUTES.home);
    return result.ok;
  }
}

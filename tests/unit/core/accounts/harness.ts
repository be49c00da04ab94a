import { accountMk } from '../../../../core/i18n/mk/account';
import { AccountForms, addTexts, Analytics, Session } from '../../../../core';

// What the accounts routes do when their chunk arrives (app/web/routes.tsx): their Macedonian texts come along.
addTexts('mk', accountMk);
import { createFakePorts, type FakePorts } from '../../../fakes';

export interface AccountsHarness extends FakePorts {
  session: Session;
  forms: AccountForms;
}

/** The accounts use cases over a real Session and fake ports (the core's logic end to end, no browser). */
export function createAccounts(options: { path?: string } = {}): AccountsHarness {
  const ports = createFakePorts(options);
  const analytics = new Analytics(ports.analytics);
  const session = new Session({ ...ports, tokenStorage: ports.sessionStorage, analytics });
  const forms = new AccountForms({ ...ports, session, analytics, language: () => 'mk' });
  return { ...ports, session, forms };
}

export const REGISTER = '/api/auth/user/register';
export const SEND_CODE = '/api/auth/sms/send-code';

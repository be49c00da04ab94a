import type { AuthResponse } from './auth-request';
import type { SessionUser } from './user';

/** docs/product/accounts.md Session state. */
export interface SessionState {
  user: SessionUser | null;
  /** Bearer token for bearer calls and the chat socket (from user-data); null when logged out. */
  token: string | null;
  loadingUserData: boolean;
  /** True once the first user-data answer (of any kind) has been applied. */
  sessionLoaded: boolean;
  loggingOut: boolean;
  /** A login or auth-form request is in flight. */
  loading: boolean;
  success: boolean;
  /** The text shown for the last failure (already resolved from the catalogue). */
  error: string | null;
  /** The message id (or outcome kind) of the last failure, for callers that branch on it. */
  errorType: string | null;
  emailVerificationRequired: boolean;
}

export const INITIAL_SESSION_STATE: SessionState = Object.freeze({
  user: null,
  token: null,
  loadingUserData: false,
  sessionLoaded: false,
  loggingOut: false,
  loading: false,
  success: false,
  error: null,
  errorType: null,
  emailVerificationRequired: false,
});

/** Where to go after a successful login (docs/product/accounts.md Login page). */
export interface LoginOptions {
  redirectPath?: string | null;
  /** The login page's URL hash, kept on the target. */
  hash?: string | null;
}

/** docs/product/accounts.md login outcomes, returned to the caller (the login screen). */
export type LoginResult =
  /** `target` is where the session navigated (full page); null for the one-tap login, which refreshes in place. */
  | { outcome: 'success'; isNewUser: boolean; target: string | null }
  | { outcome: 'error'; message: string; messageId: string | null; errors: Record<string, string[] | string> | null }
  /** A provider login without an e-mail: returned quietly, no request, no message. */
  | { outcome: 'missingEmail' }
  /** Terms acceptance required: the caller asks the user and logs in again with the acceptance. */
  | { outcome: 'requiresTerms'; response: AuthResponse }
  /** A provider's e-mail matches an existing account: it links only after that account's password or an e-mailed confirmation. */
  | { outcome: 'linkRequired'; response: AuthResponse };

/** Password-based providers; every other provider is a social ("provider") login. */
export const PASSWORD_PROVIDERS: readonly string[] = ['email', 'credentials', 'sms', 'phone'];

export function isSocialProvider(provider: string): boolean {
  return !PASSWORD_PROVIDERS.includes(provider);
}

export interface ChangePasswordFields {
  token: string;
  email: string;
  password: string;
  passwordConfirmation: string;
}

export interface ActivationFields {
  id: string | number;
  hash: string;
  expires: string | number;
  signature: string;
}

export interface ResendVerificationFields {
  email: string;
  password: string;
}

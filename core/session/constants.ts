/** docs/product/accounts.md session timings. */
export const LOGIN_REDIRECT_DELAY_MS = 1_000;
export const BANNED_REDIRECT_DELAY_MS = 2_000;
export const LOGOUT_DELAY_MS = 100;

/**
 * Where the bearer token for the socket and bearer calls is kept: session-scoped storage (or memory),
 * never localStorage (OWASP: session identifiers do not belong in local storage). The session itself
 * rides on the httpOnly cookie.
 */
export const TOKEN_STORAGE_KEY = 'oglasi.authToken';

/** docs/product/accounts.md paths of the session's calls. */
export const AUTH_PATHS = {
  userData: '/api/auth/user/user-data',
  auth: '/api/auth/user/auth',
  logout: '/api/auth/user/logout',
  register: '/api/auth/user/register',
  update: '/api/auth/user/update',
  forgotPassword: '/api/auth/user/forgot-password',
  changePassword: '/api/auth/user/change-password',
  activate: '/api/auth/user/activate',
  resendVerificationEmail: '/api/auth/user/resend-verification-email',
} as const;

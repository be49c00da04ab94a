import type { AppContext } from './app-context';
import { RateLimiter } from './http/rate-limit';
import { ReadCache } from './http/read-cache';
import { DeviceCookies } from './auth/device-cookies';

/** What every API route module receives: the app context plus the process's rate limiters. */
export interface ApiContext extends AppContext {
  limits: {
    /** Every /api request, per client address (0 in config turns it off). */
    api: RateLimiter | undefined;
    /** Login, SMS code and password-reset attempts, per address and account. */
    auth: RateLimiter;
    /** Registrations per address (tooManyRegistrationAttempts). */
    registration: RateLimiter;
    /** SPEC §9: resend verification mail and SMS codes at most once a minute per account. */
    resend: RateLimiter;
  };
  /** Signed cookies that mark the browsers a user signed in from (the per-account backoff spares them). */
  devices: DeviceCookies;
  /** Micro-cache of public reads; undefined when READ_CACHE_SECONDS is 0. */
  readCache: ReadCache | undefined;
}

export function createApiContext(context: AppContext): ApiContext {
  const { config } = context;
  return {
    ...context,
    limits: {
      api: config.apiRateLimitPerMinute > 0 ? new RateLimiter(config.apiRateLimitPerMinute, 60_000) : undefined,
      auth: new RateLimiter(config.authRateLimitPerMinute, 60_000),
      registration: new RateLimiter(config.registrationLimit, 10 * 60_000),
      resend: new RateLimiter(1, 60_000),
    },
    devices: new DeviceCookies(context.keys, config.production),
    readCache: config.readCacheSeconds > 0 ? new ReadCache(config.readCacheSeconds * 1000) : undefined,
  };
}

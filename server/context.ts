import type { AppContext } from './app-context';
import { RateLimiter } from './http/rate-limit';
import { ReadCache } from './http/read-cache';
import { DeviceCookies } from './auth/device-cookies';
import { CodeAttemptLimiter } from './accounts/code-attempts';
import { SmsCodes } from './accounts/sms-codes';
import { smsGatewayFor } from './accounts/sms-gateway';
import { createAlertQueue } from './alerts/jobs';
import type { AlertQueue } from './alerts/queue';
import { IdTokenVerifier } from './auth/social/verify';

/** What every API route module receives: the app context plus the rate limiters (shared across processes with REDIS_URL). */
export interface ApiContext extends AppContext {
  limits: {
    /** Every /api request, per client address (0 in config turns it off). */
    api: RateLimiter | undefined;
    /** Login, SMS code and password-reset attempts, per address and account. */
    auth: RateLimiter;
    /** Registrations per address (tooManyRegistrationAttempts). */
    registration: RateLimiter;
    /** docs/product/trust.md: resend verification mail and SMS codes at most once a minute per account. */
    resend: RateLimiter;
  };
  /** The one limiter of guesses at one-time codes: per phone, account and address over 24 h (docs/api.md). */
  codeAttempts: CodeAttemptLimiter;
  /**
   * SMS codes (sign-in, registration, phone verification, deletion by code): only when an SMS gateway is configured
   * (SMS_GATEWAY; docs/api.md "SMS gateway"). Undefined: every SMS route answers like an unknown sign-in method.
   */
  sms: SmsCodes | undefined;
  /** Signed cookies that mark the browsers a user signed in from (the per-account backoff spares them). */
  devices: DeviceCookies;
  /** Micro-cache of public reads; undefined when READ_CACHE_SECONDS is 0. */
  readCache: ReadCache | undefined;
  /** The saved searches' job queue (matching, digests, price drops): BullMQ with REDIS_URL, in process otherwise. */
  alerts: AlertQueue;
  /** ID-token verification for the configured social providers (decision 158). */
  social: IdTokenVerifier;
}

export function createApiContext(context: AppContext): ApiContext {
  const { config, shared } = context;
  // With REDIS_URL every process counts against the same windows (server/http/rate-limit.ts).
  const limiter = (name: string, limit: number, windowMs: number) => new RateLimiter(limit, windowMs, { shared, name });
  const codeAttempts = new CodeAttemptLimiter(context);
  const gateway = context.smsGateway ?? smsGatewayFor(config.smsGateway, context.database.db);
  return {
    ...context,
    limits: {
      api: config.apiRateLimitPerMinute > 0 ? limiter('api', config.apiRateLimitPerMinute, 60_000) : undefined,
      auth: limiter('auth', config.authRateLimitPerMinute, 60_000),
      registration: limiter('registration', config.registrationLimit, 10 * 60_000),
      resend: limiter('resend', 1, 60_000),
    },
    codeAttempts,
    sms: gateway ? new SmsCodes(context, gateway, codeAttempts) : undefined,
    devices: new DeviceCookies(context.keys, config.production, { shared }),
    readCache: config.readCacheSeconds > 0 ? new ReadCache(config.readCacheSeconds * 1000) : undefined,
    alerts: createAlertQueue(context),
    social: new IdTokenVerifier(config.social),
  };
}

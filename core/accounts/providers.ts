import { z } from '../schemas/zod-mini';
import type { HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import { firstValueFrom } from 'rxjs';

/** The sign-in methods this server has configured (GET /api/auth/providers). */
export interface AuthProviders {
  email: boolean;
  sms: boolean;
  google: boolean;
  facebook: boolean;
  apple: boolean;
}

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** What a screen offers when the server cannot be asked: e-mail only (never a button that is sure to fail). */
export const EMAIL_ONLY: AuthProviders = Object.freeze({ email: true, sms: false, google: false, facebook: false, apple: false });

const flag = z.optional(z.boolean());
export const providersSchema = z.looseObject({ email: flag, sms: flag, google: flag, facebook: flag, apple: flag });

export const AUTH_PROVIDERS_PATH = '/api/auth/providers';

/**
 * docs/product/accounts.md Login page: options shown only when the server has them configured. A failed or malformed answer is
 * logged and read as e-mail only.
 */
export async function fetchAuthProviders(deps: { http: HttpPort; logger: LoggerPort }): Promise<AuthProviders> {
  try {
    const body = await firstValueFrom(deps.http.request<{ data?: unknown }>({ path: AUTH_PROVIDERS_PATH }));
    const wire = providersSchema.parse(body?.data);
    return { email: wire.email !== false, sms: wire.sms === true, google: wire.google === true, facebook: wire.facebook === true, apple: wire.apple === true };
  } catch (error) {
    deps.logger.warn('auth providers not read', error);
    return EMAIL_ONLY;
  }
}

/** The social providers to show buttons for, in a fixed order. */
export function socialProvidersOf(providers: AuthProviders): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => providers[provider]);
}

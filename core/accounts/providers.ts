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
  /** Google's one-tap prompt, when the server accepts its credentials: the client id and the script to load. */
  oneTap: OneTapConfig | null;
}

export interface OneTapConfig {
  clientId: string;
  script: string;
}

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** What a screen offers when the server cannot be asked: e-mail only (never a button that is sure to fail). */
export const EMAIL_ONLY: AuthProviders = Object.freeze({ email: true, sms: false, google: false, facebook: false, apple: false, oneTap: null });

const flag = z.optional(z.boolean());
const oneTapSchema = z.optional(z.nullable(z.looseObject({ client_id: z.string().check(z.minLength(1), z.maxLength(200)), script: z.string().check(z.minLength(1), z.maxLength(500)) })));
export const providersSchema = z.looseObject({ email: flag, sms: flag, google: flag, facebook: flag, apple: flag, one_tap: oneTapSchema });

export const AUTH_PROVIDERS_PATH = '/api/auth/providers';

/**
 * docs/product/accounts.md Login page: options shown only when the server has them configured. A failed or malformed answer is
 * logged and read as e-mail only.
 */
export async function fetchAuthProviders(deps: { http: HttpPort; logger: LoggerPort }): Promise<AuthProviders> {
  try {
    const body = await firstValueFrom(deps.http.request<{ data?: unknown }>({ path: AUTH_PROVIDERS_PATH }));
    const wire = providersSchema.parse(body?.data);
    const oneTap = wire.one_tap ? { clientId: wire.one_tap.client_id, script: wire.one_tap.script } : null;
    return { email: wire.email !== false, sms: wire.sms === true, google: wire.google === true, facebook: wire.facebook === true, apple: wire.apple === true, oneTap };
  } catch (error) {
    deps.logger.warn('auth providers not read', error);
    return EMAIL_ONLY;
  }
}

/** The social providers to show buttons for, in a fixed order. */
export function socialProvidersOf(providers: AuthProviders): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => providers[provider]);
}

/** How each provider is named on buttons and in messages (a brand, the same in every language). */
export const PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = Object.freeze({ google: 'Google', facebook: 'Facebook', apple: 'Apple' });

export function isSocialProviderName(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/**
 * Where a provider button goes (a full page navigation: the server starts the code flow and sends the browser to the
 * provider). `redirectPath` is passed on for after the sign-in; the server keeps it only as a same-origin path.
 */
export function socialStartPath(provider: SocialProvider, redirectPath: string | null): string {
  const base = `/api/auth/social/${provider}/start`;
  return redirectPath ? `${base}?${new URLSearchParams({ redirectPath }).toString()}` : base;
}

export const oneTapNoncePath = (provider: SocialProvider) => `/api/auth/social/${provider}/nonce`;

const nonceSchema = z.looseObject({ nonce: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)) });

/**
 * A one-tap nonce (decision 158): the server binds it to this browser and accepts a Google credential only when it
 * carries one it gave out and that was not used yet. Null when the server gives none (logged, no prompt).
 */
export async function fetchOneTapNonce(deps: { http: HttpPort; logger: LoggerPort }): Promise<string | null> {
  try {
    const body = await firstValueFrom(deps.http.request<unknown>({ path: oneTapNoncePath('google'), method: 'POST', credentials: true, redirectOnUnauthenticated: false }));
    return nonceSchema.parse(body).nonce;
  } catch (error) {
    deps.logger.warn('one-tap nonce not read', error);
    return null;
  }
}

import os from 'node:os';
import path from 'node:path';
import type { ChatOptions } from './chat/options';
import { parseSecretList } from './auth/master-secrets';
import { MAX_VIDEO_BYTES } from './media/video-limits';
import { LISTING_PHOTOS_DEFAULT } from '../core/validation/media';
import { parseSmsGateway, type SmsGatewayName } from './accounts/sms-gateway';
import { loadSocialConfig, type SocialConfig } from './auth/social/providers';

export interface ServerConfig {
  /** Chat socket options over the CHAT_* environment and the defaults (server/chat/options.ts); tests and benchmarks set it. */
  chat?: Partial<ChatOptions>;
  port: number;
  host: string;
  /** Embedded PGlite data directory (used when `databaseUrl` is not set). `memory://` keeps it in RAM. */
  dataDir: string;
  /** A real PostgreSQL, e.g. postgres://localhost/test. When set, PGlite is not used. */
  databaseUrl: string | undefined;
  /**
   * REDIS_URL, e.g. redis://127.0.0.1:6379: several server processes share socket.io rooms, presence, rate limits
   * and read-cache invalidation through it (docs/scaling.md). Requires `databaseUrl`. Unset: one process, in memory.
   */
  redisUrl: string | undefined;
  /** REDIS_PREFIX: prefix of every Redis key and channel this deployment uses (default `oglasi:`). */
  redisPrefix: string;
  /**
   * PRESENCE_TTL_MS: how long a crashed process still counts as alive (heartbeat every third of it): its sockets as
   * online, and its unfinished chat pushes as its own to make (a resend elsewhere takes them over after this).
   */
  presenceTtlMs: number;
  /** Built client to serve; absent in API-only runs. */
  clientDir: string | undefined;
  production: boolean;
  supportEmail: string;
  /**
   * TOKEN_SECRET: the master secrets that per-purpose signing keys are derived from, newest first (comma-separated;
   * the first signs, all verify). Required in production; elsewhere, empty means a random secret kept in the
   * database (server/auth/master-secrets.ts).
   */
  tokenSecrets: string[];
  /** Access token lifetime in seconds. */
  tokenTtlSeconds: number;
  /** Where uploaded and seeded images live (served at /uploads/). Default: DATA_DIR/uploads. */
  uploadsDir: string;
  /** Files never served publicly, e.g. identity documents of verification requests. Default: DATA_DIR/private. */
  privateDir: string;
  /** Disk cache of the image optimisation endpoint. Default: DATA_DIR/cache/images. */
  imageCacheDir: string;
  /** The address links in e-mails point to (PUBLIC_URL). */
  publicUrl: string;
  /** Extra origins allowed to make cookie-authenticated writes (ALLOWED_ORIGINS, comma-separated). */
  allowedOrigins: string[];
  /**
   * Partner sites that may embed the chat (EMBED_ORIGINS, comma-separated origins such as https://dealer.example):
   * the embed frame's `frame-ancestors`, the loader script's CORS and the chat tokens follow this list; every other
   * site is refused (docs/embed.md). Empty: nobody may embed it.
   */
  embedOrigins: string[];
  /** Lifetime of a partner-site chat token in seconds (EMBED_TOKEN_TTL_SECONDS, default one hour). */
  embedTokenTtlSeconds: number;
  /** Requests per minute per client address on /api (RATE_LIMIT_PER_MINUTE; 0 turns it off, e.g. for benchmarks). */
  apiRateLimitPerMinute: number;
  /** Login/SMS/password attempts per minute per address and account (AUTH_RATE_LIMIT_PER_MINUTE). */
  authRateLimitPerMinute: number;
  /** Registrations per address per 10 minutes (REGISTRATION_LIMIT). */
  registrationLimit: number;
  /** Seconds public reads are micro-cached (READ_CACHE_SECONDS; 0 turns it off). */
  readCacheSeconds: number;
  /** Production's request log: one in N ordinary answers (ACCESS_LOG_SAMPLE, default 100; 1 = all, 0 = none); errors, 5xx and slow answers always (server/http/access-log.ts). */
  accessLogSample: number;
  /** Seed the demo marketplace on first start when the database is empty (SEED_ON_START, default on). */
  seedOnStart: boolean;
  /** Most photos one listing may carry (MAX_LISTING_PHOTOS, default 15); the client reads it from /api/config/listing-limits. */
  maxListingPhotos: number;
  /** Largest accepted listing video in bytes (docs/product/selling.md: 100 MB); tests lower it rather than upload 100 MB. */
  maxVideoBytes: number;
  /** Days a decided verification request keeps its document photos (VERIFICATION_DOCUMENT_DAYS, default 30). */
  verificationDocumentDays: number;
  /** Minutes a card payment may stay unpaid before it expires (PAYMENT_EXPIRY_MINUTES, default 30). */
  paymentExpiryMinutes: number;
  /**
   * The built-in sandbox card processor (PAYMENT_SANDBOX): on by default outside production, off in production
   * unless set to 1 — it hands out credits for test card numbers.
   */
  paymentSandbox: boolean;
  /** Milliseconds the sandbox waits before it sends its notification (SANDBOX_NOTIFY_DELAY_MS, default 0). */
  sandboxNotifyDelayMs: number;
  /**
   * SMS_GATEWAY: where SMS codes go (server/accounts/sms-gateway.ts). `outbox` (the dev outbox) by default outside
   * production, `none` in production: with none, every SMS method (sign-in, registration, phone verification,
   * deletion by code) is refused like an unknown sign-in method (docs/api.md "SMS gateway").
   */
  smsGateway: SmsGatewayName;
  /** Sign-in with Google, Facebook and Apple, each only when configured (server/auth/social/providers.ts, decision 158). */
  social: SocialConfig;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const port = Number(env.PORT ?? 3000);
  // An in-memory database (memory://) still needs a place for files: the system temp folder.
  const fileRoot = dataDir.includes('memory:') ? path.join(os.tmpdir(), 'oglasi-memory') : dataDir;
  const number = (value: string | undefined, fallback: number) => (value !== undefined && value !== '' && Number.isFinite(Number(value)) ? Number(value) : fallback);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'oglasi:',
    presenceTtlMs: Math.max(1_000, number(env.PRESENCE_TTL_MS, 30_000)),
    clientDir: env.CLIENT_DIR === '' ? undefined : path.resolve(env.CLIENT_DIR ?? 'dist'),
    production: env.NODE_ENV === 'production',
    supportEmail: env.SUPPORT_EMAIL ?? 'poddrska@primer.mk',
    tokenSecrets: parseSecretList(env.TOKEN_SECRET),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 7 * 24 * 3600),
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(fileRoot, 'uploads')),
    privateDir: path.resolve(env.PRIVATE_DIR ?? path.join(fileRoot, 'private')),
    imageCacheDir: path.resolve(env.IMAGE_CACHE_DIR ?? path.join(fileRoot, 'cache', 'images')),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    embedOrigins: parseOriginList(env.EMBED_ORIGINS),
    embedTokenTtlSeconds: Math.max(60, Math.floor(number(env.EMBED_TOKEN_TTL_SECONDS, 3600))),
    apiRateLimitPerMinute: number(env.RATE_LIMIT_PER_MINUTE, 600),
    authRateLimitPerMinute: number(env.AUTH_RATE_LIMIT_PER_MINUTE, 10),
    registrationLimit: number(env.REGISTRATION_LIMIT, 5),
    readCacheSeconds: number(env.READ_CACHE_SECONDS, 5),
    accessLogSample: Math.max(0, Math.floor(number(env.ACCESS_LOG_SAMPLE, 100))),
    seedOnStart: env.SEED_ON_START !== '0' && env.SEED_ON_START !== 'false',
    maxListingPhotos: Math.max(1, Math.floor(number(env.MAX_LISTING_PHOTOS, LISTING_PHOTOS_DEFAULT))),
    maxVideoBytes: MAX_VIDEO_BYTES,
    verificationDocumentDays: Math.max(0, number(env.VERIFICATION_DOCUMENT_DAYS, 30)),
    paymentExpiryMinutes: Math.max(1, number(env.PAYMENT_EXPIRY_MINUTES, 30)),
    paymentSandbox: env.PAYMENT_SANDBOX === undefined || env.PAYMENT_SANDBOX === '' ? env.NODE_ENV !== 'production' : env.PAYMENT_SANDBOX === '1' || env.PAYMENT_SANDBOX === 'true',
    sandboxNotifyDelayMs: Math.max(0, number(env.SANDBOX_NOTIFY_DELAY_MS, 0)),
    smsGateway: parseSmsGateway(env.SMS_GATEWAY, env.NODE_ENV === 'production'),
    social: loadSocialConfig(env, env.NODE_ENV === 'production', (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '')),
  };
}

/**
 * A comma-separated list of web origins (scheme, host and port), normalised as browsers send them in `Origin`.
 * A path, a wildcard or anything that is not an http(s) origin is a configuration error, not a silent skip.
 */
export function parseOriginList(value: string | undefined): string[] {
  const origins = new Set<string>();
  for (const raw of (value ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new Error(`EMBED_ORIGINS: "${raw}" is not an origin (e.g. https://partner.example)`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== raw.replace(/\/$/, '')) {
      throw new Error(`EMBED_ORIGINS: "${raw}" is not an origin (scheme://host[:port], no path)`);
    }
    origins.add(url.origin);
  }
  return [...origins];
}

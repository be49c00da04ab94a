import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded PGlite data directory (used when `databaseUrl` is not set). `memory://` keeps it in RAM. */
  dataDir: string;
  /** A real PostgreSQL, e.g. postgres://localhost/test. When set, PGlite is not used. */
  databaseUrl: string | undefined;
  /** Built client to serve; absent in API-only runs. */
  clientDir: string | undefined;
  production: boolean;
  supportEmail: string;
  /** Signs access tokens (bearer + socket). Set TOKEN_SECRET in production; a dev secret is derived otherwise. */
  tokenSecret: string;
  /** Access token lifetime in seconds. */
  tokenTtlSeconds: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    clientDir: env.CLIENT_DIR === '' ? undefined : path.resolve(env.CLIENT_DIR ?? 'dist'),
    production: env.NODE_ENV === 'production',
    supportEmail: env.SUPPORT_EMAIL ?? 'poddrska@primer.mk',
    tokenSecret: env.TOKEN_SECRET || `oglasi-dev-secret:${dataDir}`,
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 7 * 24 * 3600),
  };
}

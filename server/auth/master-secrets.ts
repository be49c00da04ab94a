import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Where the master signing secret comes from.
 *
 * - `TOKEN_SECRET` (the environment) — required in production, and how a cluster shares one secret. It may list
 *   several secrets separated by commas: the first signs, every one verifies (rotation).
 * - Outside production with no `TOKEN_SECRET`: a random 256-bit secret made on first start and kept in the
 *   database's `app_meta`, so a newcomer's `npm start` needs no configuration, every restart and every process on
 *   the same database shares it, and it is never derived from anything an attacker can guess (a path, a name).
 *
 * Production refuses to start without `TOKEN_SECRET` rather than keep a secret in the database: a copy of the
 * database (a backup, a replica, a read-only SQL injection) must not be enough to forge tokens for every account.
 */
export const MIN_SECRET_LENGTH = 32;
const STORED_SECRET_KEY = 'token_secret';

export class SecretConfigurationError extends Error {
  override readonly name = 'SecretConfigurationError';
}

export const HOW_TO_GENERATE = `node -e "console.log(require('node:crypto').randomBytes(48).toString('base64url'))"`;

/** The secrets listed in TOKEN_SECRET, newest first; an empty list when it is unset or blank. */
export function parseSecretList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter((secret) => secret.length > 0);
}

/** Why a configured list cannot sign in production, or undefined when it can. */
export function secretListProblem(secrets: readonly string[]): string | undefined {
  if (secrets.length === 0) {
    return `TOKEN_SECRET is not set. Production never signs tokens with a default secret. Generate one with: ${HOW_TO_GENERATE}`;
  }
  const short = secrets.findIndex((secret) => secret.length < MIN_SECRET_LENGTH);
  if (short >= 0) {
    return `TOKEN_SECRET entry ${short + 1} is shorter than ${MIN_SECRET_LENGTH} characters. Generate one with: ${HOW_TO_GENERATE}`;
  }
  if (new Set(secrets).size !== secrets.length) return 'TOKEN_SECRET lists the same secret twice.';
  return undefined;
}

export interface SecretSource {
  production: boolean;
  /** TOKEN_SECRET, parsed. */
  tokenSecrets: readonly string[];
}

/**
 * The master secrets to derive keys from, newest first. Throws SecretConfigurationError when production has no
 * usable TOKEN_SECRET. Concurrent first starts on one database agree on one stored secret (insert-if-absent, then
 * read back the row that won).
 */
export async function resolveMasterSecrets(source: SecretSource, db: Kysely<Database>): Promise<string[]> {
  if (source.production) {
    const problem = secretListProblem(source.tokenSecrets);
    if (problem) throw new SecretConfigurationError(problem);
    return [...source.tokenSecrets];
  }
  if (source.tokenSecrets.length > 0) return [...source.tokenSecrets];
  const candidate = randomBytes(32).toString('base64url');
  await sql`insert into app_meta (key, value) values (${STORED_SECRET_KEY}, ${candidate}) on conflict (key) do nothing`.execute(db);
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', STORED_SECRET_KEY).executeTakeFirstOrThrow();
  return [row.value];
}

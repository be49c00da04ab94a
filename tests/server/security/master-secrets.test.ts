import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { MIN_SECRET_LENGTH, parseSecretList, resolveMasterSecrets, SecretConfigurationError, secretListProblem } from '../../../server/auth/master-secrets';
import { productionReport } from '../../../server/production-check';
import { testDatabase } from '../helpers/test-server';
import type { DatabaseHandle } from '../../../server/db/database';

const STRONG = 'a-production-secret-that-is-long-enough-1234';

describe('master secrets: never guessable, never defaulted in production', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase();
  });
  const forgetStored = () => database.db.deleteFrom('app_meta').where('key', '=', 'token_secret').execute();
  afterEach(forgetStored);
  afterAll(forgetStored);

  it('reads TOKEN_SECRET as a list, newest first', () => {
    expect(parseSecretList(undefined)).toEqual([]);
    expect(parseSecretList('  ')).toEqual([]);
    expect(parseSecretList(`${STRONG}, older-secret ,`)).toEqual([STRONG, 'older-secret']);
    expect(loadConfig({ TOKEN_SECRET: `${STRONG},x` }).tokenSecrets).toEqual([STRONG, 'x']);
    expect(loadConfig({ DATA_DIR: '/srv/oglasi/data' }).tokenSecrets).toEqual([]);
  });

  it('names what is wrong with a production secret list', () => {
    expect(secretListProblem([])).toMatch(/^TOKEN_SECRET is not set\./);
    expect(secretListProblem(['x'.repeat(MIN_SECRET_LENGTH - 1)])).toMatch(/shorter than 32 characters/);
    expect(secretListProblem([STRONG, STRONG])).toMatch(/same secret twice/);
    expect(secretListProblem([STRONG])).toBeUndefined();
  });

  it('refuses production without TOKEN_SECRET, and never falls back to a stored or derived one', async () => {
    await expect(resolveMasterSecrets({ production: true, tokenSecrets: [] }, database.db)).rejects.toThrow(SecretConfigurationError);
    await expect(resolveMasterSecrets({ production: true, tokenSecrets: ['short'] }, database.db)).rejects.toThrow(/TOKEN_SECRET/);
    const row = await database.db.selectFrom('app_meta').select('value').where('key', '=', 'token_secret').executeTakeFirst();
    expect(row).toBeUndefined();
    expect(await resolveMasterSecrets({ production: true, tokenSecrets: [STRONG] }, database.db)).toEqual([STRONG]);
  });

  it('a production server is not built without TOKEN_SECRET', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'production', CLIENT_DIR: '' }), port: 0 };
    expect(config.production).toBe(true);
    await expect(buildApp({ config, database })).rejects.toThrow(SecretConfigurationError);
  });

  it('outside production: a random 256-bit secret kept in the database, the same for every process', async () => {
    const source = { production: false, tokenSecrets: [] };
    const racing = await Promise.all(Array.from({ length: 8 }, () => resolveMasterSecrets(source, database.db)));
    const [first] = racing[0] ?? [];
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(racing.every((secrets) => secrets.length === 1 && secrets[0] === first)).toBe(true);
    expect(await resolveMasterSecrets(source, database.db)).toEqual([first]);
    // Random, not derived: a new database (here: the row forgotten) gets a different one.
    await forgetStored();
    expect((await resolveMasterSecrets(source, database.db))[0]).not.toBe(first);
    // TOKEN_SECRET wins when it is set.
    expect(await resolveMasterSecrets({ production: false, tokenSecrets: [STRONG] }, database.db)).toEqual([STRONG]);
  });

  it('the production self-check names what is missing and what looks wrong', () => {
    const bare = productionReport(loadConfig({ NODE_ENV: 'production' }));
    expect(bare.missing).toHaveLength(1);
    expect(bare.missing[0]).toMatch(/TOKEN_SECRET is not set/);
    expect(bare.warnings.join('\n')).toMatch(/PUBLIC_URL is http:\/\/localhost:3000/);
    expect(bare.warnings.join('\n')).toMatch(/DATABASE_URL is not set/);
    const ready = productionReport(
      loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: STRONG, PUBLIC_URL: 'https://oglasi.mk', DATABASE_URL: 'postgres://db/oglasi' }),
    );
    expect(ready).toEqual({ missing: [], warnings: [] });
  });

  it('`node server/main.ts` in production without TOKEN_SECRET exits before opening the database', () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'oglasi-prod-')), 'data');
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', CLIENT_DIR: '' };
    delete env.TOKEN_SECRET;
    delete env.DATABASE_URL;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Oglasi: cannot start — TOKEN_SECRET is not set.');
    expect(run.stderr).toContain('randomBytes(48)');
    expect(existsSync(dataDir)).toBe(false);
  });
});

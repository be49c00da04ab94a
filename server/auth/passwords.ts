import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Slow password hashing with node's scrypt (memory-hard, no native dependency): `scrypt$N$r$p$salt$hash`.
 * N=2^15, r=8 costs ~32 MB and tens of milliseconds per attempt, which is the point.
 */
const PARAMS = { N: 32_768, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const MAX_MEMORY = 128 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY });
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** False for a wrong password and for any malformed or missing hash (never throws on bad stored data). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored || password.length > 1024) return false;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const N = Number(n);
  const expected = Buffer.from(keyText, 'base64url');
  if (!Number.isInteger(N) || N < 2 || N > 1_048_576 || expected.length < 16) return false;
  try {
    const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, {
      N,
      r: Number(r),
      p: Number(p),
      maxmem: MAX_MEMORY,
    });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/** A hash of a random secret: login attempts for unknown e-mails cost the same as for known ones. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

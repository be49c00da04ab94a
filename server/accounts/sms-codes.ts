import { createHash, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiContext } from '../context';
import { deliver } from '../mail/outbox';
import { internationalDigits } from '../../core/format/contact-links';

/** SPEC §9: 6-digit codes. They live 10 minutes and allow 5 wrong guesses. */
const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 5;

const hashCode = (phone: string, code: string) => createHash('sha256').update(`${phone}:${code}`).digest('hex');

/**
 * "+389 70 123-456", "070 123 456" and "00389 70 123 456" → "+38970123456" (core's rule, the one the listing page's
 * call links use), so one number is one account whatever way it was typed; undefined when it is not a number.
 */
export function normalisePhone(value: unknown): string | undefined {
  const digits = typeof value === 'string' ? internationalDigits(value) : null;
  return digits ? `+${digits}` : undefined;
}

export async function issueSmsCode(context: ApiContext, phone: string, log?: FastifyBaseLogger): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const { db } = context.database;
  await db.updateTable('sms_codes').set({ used_at: new Date() }).where('phone_number', '=', phone).where('used_at', 'is', null).execute();
  await db.insertInto('sms_codes').values({ phone_number: phone, code_hash: hashCode(phone, code), expires_at: new Date(Date.now() + CODE_TTL_MS) }).execute();
  await deliver(db, log, { channel: 'sms', to: phone, subject: 'Oglasi код', body: `Вашиот Oglasi код е ${code}. Важи 10 минути.` });
}

export type CodeCheck = 'ok' | 'invalidCode' | 'codeExpired';

/** Consumes the phone's live code when it matches. */
export async function checkSmsCode(context: ApiContext, phone: string, code: unknown): Promise<CodeCheck> {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return 'invalidCode';
  const { db } = context.database;
  const row = await db
    .selectFrom('sms_codes')
    .selectAll()
    .where('phone_number', '=', phone)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return 'invalidCode';
  if (new Date(row.expires_at).getTime() <= Date.now() || row.attempts >= MAX_ATTEMPTS) return 'codeExpired';
  if (row.code_hash !== hashCode(phone, code)) {
    await db.updateTable('sms_codes').set({ attempts: row.attempts + 1 }).where('id', '=', row.id).execute();
    return 'invalidCode';
  }
  await db.updateTable('sms_codes').set({ used_at: new Date() }).where('id', '=', row.id).execute();
  return 'ok';
}

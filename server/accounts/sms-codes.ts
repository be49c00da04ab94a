import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiContext } from '../context';
import { deliver } from '../mail/outbox';
import { internationalDigits } from '../../core/format/contact-links';
import { messageText, type Language } from '../../core';

/** docs/product/accounts.md: 6-digit codes. They live 10 minutes and allow 5 wrong guesses. */
const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 5;

/*
 * A code is kept only as an HMAC under the server's 'sms-code' key: a copy of the database cannot be turned into
 * codes (a million plain hashes would be a second's work to reverse). Rotation: any current key verifies.
 */
const codePayload = (phone: string, code: string) => `${phone}:${code}`;

/**
 * "+389 70 123-456", "070 123 456" and "00389 70 123 456" → "+38970123456" (core's rule, the one the listing page's
 * call links use), so one number is one account whatever way it was typed; undefined when it is not a number.
 */
export function normalisePhone(value: unknown): string | undefined {
  const digits = typeof value === 'string' ? internationalDigits(value) : null;
  return digits ? `+${digits}` : undefined;
}

/** The code goes to the person asking for it (the number may have no account yet): in their cookie's language. */
export async function issueSmsCode(context: ApiContext, phone: string, language: Language, log?: FastifyBaseLogger): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const { db } = context.database;
  await db.updateTable('sms_codes').set({ used_at: new Date() }).where('phone_number', '=', phone).where('used_at', 'is', null).execute();
  await db
    .insertInto('sms_codes')
    .values({ phone_number: phone, code_hash: context.keys.sign('sms-code', codePayload(phone, code)), expires_at: new Date(Date.now() + CODE_TTL_MS) })
    .execute();
  await deliver(db, log, { channel: 'sms', to: phone, subject: messageText('sms.code.subject', language), body: messageText('sms.code.body', language, { code }) });
}

export type CodeCheck = 'ok' | 'invalidCode' | 'codeExpired';

/**
 * Consumes the phone's live code when it matches. Every guess, right or wrong, first takes one of the code's five
 * attempts in a single UPDATE … RETURNING, so guesses racing each other cannot get more than five between them;
 * a right guess then marks the code used in one more conditional UPDATE, so it signs in (or verifies) once.
 */
export async function checkSmsCode(context: ApiContext, phone: string, code: unknown): Promise<CodeCheck> {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return 'invalidCode';
  const { db } = context.database;
  const live = await db
    .selectFrom('sms_codes')
    .select(['id', 'expires_at', 'attempts'])
    .where('phone_number', '=', phone)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!live) return 'invalidCode';
  const attempt = await db
    .updateTable('sms_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', live.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', MAX_ATTEMPTS)
    .where('expires_at', '>', new Date())
    .returning(['code_hash'])
    .executeTakeFirst();
  if (!attempt) return 'codeExpired';
  if (!context.keys.verify('sms-code', codePayload(phone, code), attempt.code_hash)) return 'invalidCode';
  const used = await db.updateTable('sms_codes').set({ used_at: new Date() }).where('id', '=', live.id).where('used_at', 'is', null).returning(['id']).executeTakeFirst();
  return used ? 'ok' : 'invalidCode';
}

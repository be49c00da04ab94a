import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { AppContext } from '../app-context';
import type { SmsGateway } from './sms-gateway';
import type { CodeAttemptLimiter, CodeSubject, LockCheck } from './code-attempts';
import { rateLimited, sendError, sendValidationError } from '../http/replies';
import { normalisedPhoneNumber } from '../../core/validation/phone';
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
 * "+389 70 123-456", "070 123 456" and "00389 70 123 456" → "+38970123456": core's one stored form of a number
 * (core/validation/phone.ts), so one number is one account whatever way it was typed; undefined when it is not one.
 */
export const normalisePhone = normalisedPhoneNumber;

export type CodeCheck = 'ok' | 'invalidCode' | 'codeExpired';

/** What a guess came to: checked (right or wrong), or refused unchecked because its phone, account or address is locked. */
export type CodeOutcome = { locked: false; check: CodeCheck } | { locked: true; retryAfterSeconds: number };

/**
 * SMS codes: made and checked only through an instance, and the API context holds one only when an SMS gateway is
 * configured (docs/api.md "SMS gateway") — with none, no route can reach a code. Every check goes through the
 * one attempt limiter of one-time codes (code-attempts.ts).
 */
export class SmsCodes {
  constructor(
    private readonly context: AppContext,
    readonly gateway: SmsGateway,
    private readonly attempts: CodeAttemptLimiter,
  ) {}

  /** Whether guesses about this number (from this address) are locked: then no new code is sent either. */
  lockOf(subject: CodeSubject): Promise<LockCheck> {
    return this.attempts.lockOf(subject);
  }

  /**
   * The code goes to the person asking for it (the number may have no account yet): in their cookie's language.
   * False when the gateway did not take the message: the code is spent at once (nobody has it) and the route
   * answers `smsSendFailed` instead of saying a code is on its way.
   */
  async issue(phone: string, language: Language, log?: FastifyBaseLogger): Promise<boolean> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await storeSmsCode(this.context, phone, code);
    try {
      await this.gateway.send({ to: phone, subject: messageText('sms.code.subject', language), body: messageText('sms.code.body', language, { code }) }, log);
      return true;
    } catch (error) {
      log?.error({ err: error, gateway: this.gateway.name }, 'SMS gateway refused a code');
      await spendLiveCodes(this.context, phone);
      return false;
    }
  }

  /**
   * One guess at the live code of `subject.phone`, under the attempt limiter: counted on the phone, the account
   * (when given) and the address before anything is read, refused unchecked when any of them is locked.
   */
  async check(subject: CodeSubject & { phone: string }, code: unknown, log?: FastifyBaseLogger): Promise<CodeOutcome> {
    const guarded = await this.attempts.guard(subject, () => consumeCode(this.context, subject.phone, code), (check) => check === 'ok', log);
    return guarded.locked ? guarded : { locked: false, check: guarded.outcome };
  }
}

async function spendLiveCodes(context: Pick<AppContext, 'database'>, phone: string): Promise<void> {
  await context.database.db.updateTable('sms_codes').set({ used_at: new Date() }).where('phone_number', '=', phone).where('used_at', 'is', null).execute();
}

/** Stores `code` as the phone's one live code (earlier ones are spent). Exported for tests that need a known code. */
export async function storeSmsCode(context: Pick<AppContext, 'database' | 'keys'>, phone: string, code: string): Promise<void> {
  const { db } = context.database;
  await spendLiveCodes(context, phone);
  await db
    .insertInto('sms_codes')
    .values({ phone_number: phone, code_hash: context.keys.sign('sms-code', codePayload(phone, code)), expires_at: new Date(Date.now() + CODE_TTL_MS) })
    .execute();
}

/**
 * Consumes the phone's live code when it matches. Every guess, right or wrong, first takes one of the code's five
 * attempts in a single UPDATE … RETURNING, so guesses racing each other cannot get more than five between them;
 * a right guess then marks the code used in one more conditional UPDATE, so it signs in (or verifies) once.
 */
async function consumeCode(context: AppContext, phone: string, code: unknown): Promise<CodeCheck> {
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

/**
 * The answer with no SMS gateway: the same refusal as an unknown sign-in method (`POST /api/auth/user/auth` with
 * an unknown provider), whatever the SMS route.
 */
export const smsUnavailable = (reply: FastifyReply) => sendError(reply, 422, 'invalidRequest');

/**
 * The answer to a refused guess: 429 `codeAttemptsLocked` with Retry-After when locked, else 422 with the check's
 * id — as a field error of `field` when given (forms), else plain.
 */
export function sendCodeRefusal(reply: FastifyReply, outcome: CodeOutcome | LockCheck, field?: string): FastifyReply {
  if (outcome.locked) return rateLimited(reply, outcome.retryAfterSeconds, 'codeAttemptsLocked');
  const id = 'check' in outcome && outcome.check !== 'ok' ? outcome.check : 'invalidCode';
  return field ? sendValidationError(reply, id, { [field]: [id] }) : sendError(reply, 422, id);
}

import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { RateLimiter } from '../http/rate-limit';
import { deliver } from '../mail/outbox';
import { messageText } from '../../core';

/**
 * The one limiter of guesses at one-time codes (docs/api.md "One-time codes: limits",
 * docs/decisions/150-sms-gateway-and-code-limits.md). A code allows 5 wrong guesses, but a new code may be asked
 * every minute, so the per-code limit alone allows thousands of guesses a day. This one counts wrong guesses
 * over 24 hours, whatever code they were aimed at:
 * - per phone number the code went to (sign-in, registration, phone change, deletion by code),
 * - per account, where the guess is made for one (phone verification and change, deletion by code),
 * - per client address, across every phone and account.
 * Past any cap the guess is refused with 429 `codeAttemptsLocked` before the code is even looked at (a locked
 * number is no oracle), and the account concerned is told by e-mail when a lock begins.
 *
 * Every guess is counted *before* the code is checked and given back when it was right: the counters are atomic
 * (rate-limiter-flexible, in Redis with REDIS_URL), so racing guesses cannot get more than the cap between them —
 * exactly the cap with one process or a reachable Redis; while Redis is unreachable each process counts on its own
 * (at most the cap × processes) until it is back.
 */
export const CODE_FAILURES_PER_PHONE = 20;
export const CODE_FAILURES_PER_ACCOUNT = 20;
export const CODE_FAILURES_PER_ADDRESS = 50;
export const CODE_FAILURE_WINDOW_MS = 24 * 3600 * 1000;

/** Who a guess is about: the number the code went to, the account it is for (if any), and where it comes from. */
export interface CodeSubject {
  phone?: string | undefined;
  accountId?: number | undefined;
  address: string;
}

export type LockCheck = { locked: false } | { locked: true; retryAfterSeconds: number };
export type Guarded<T> = { locked: false; outcome: T } | { locked: true; retryAfterSeconds: number };

type Scope = 'phone' | 'account' | 'address';

export class CodeAttemptLimiter {
  private readonly limiters: Record<Scope, RateLimiter>;

  constructor(private readonly context: Pick<AppContext, 'database' | 'shared'>) {
    const limiter = (name: string, points: number) => new RateLimiter(points, CODE_FAILURE_WINDOW_MS, { shared: context.shared, name });
    this.limiters = {
      phone: limiter('code-phone', CODE_FAILURES_PER_PHONE),
      account: limiter('code-account', CODE_FAILURES_PER_ACCOUNT),
      address: limiter('code-address', CODE_FAILURES_PER_ADDRESS),
    };
  }

  private keys(subject: CodeSubject): Array<[Scope, string]> {
    const keys: Array<[Scope, string]> = [];
    if (subject.phone) keys.push(['phone', subject.phone]);
    if (subject.accountId !== undefined) keys.push(['account', String(subject.accountId)]);
    keys.push(['address', subject.address]);
    return keys;
  }

  /** Whether a guess about `subject` would be refused now, counting nothing (e.g. before sending a new code). */
  async lockOf(subject: CodeSubject): Promise<LockCheck> {
    for (const [scope, key] of this.keys(subject)) {
      const limiter = this.limiters[scope];
      const window = await limiter.window(key);
      if (window.consumed >= limiter.points) return { locked: true, retryAfterSeconds: window.retryAfterSeconds };
    }
    return { locked: false };
  }

  /**
   * Runs one guess: counts it on every key of `subject`, refuses it unchecked when any key is past its cap, else
   * runs `check` and gives the count back when `isRight(outcome)`. The wrong guess that reaches a phone's or an
   * account's cap sends the notice.
   */
  async guard<T>(subject: CodeSubject, check: () => Promise<T>, isRight: (outcome: T) => boolean, log?: FastifyBaseLogger): Promise<Guarded<T>> {
    const keys = this.keys(subject);
    const hits = await Promise.all(keys.map(([scope, key]) => this.limiters[scope].hit(key)));
    const refused = hits.filter((hit) => !hit.allowed);
    if (refused.length > 0) {
      // The guess is not made: the keys that still had room get it back (the refused ones keep counting).
      await Promise.all(keys.map(([scope, key], i) => (hits[i]?.allowed ? this.limiters[scope].refund(key) : undefined)));
      return { locked: true, retryAfterSeconds: Math.max(...refused.map((hit) => hit.retryAfterSeconds)) };
    }
    let outcome: T;
    try {
      outcome = await check();
    } catch (error) {
      await Promise.all(keys.map(([scope, key]) => this.limiters[scope].refund(key)));
      throw error;
    }
    if (isRight(outcome)) {
      await Promise.all(keys.map(([scope, key]) => this.limiters[scope].refund(key)));
    } else {
      const lockedNow = keys.filter(([scope], i) => scope !== 'address' && hits[i]?.consumed === this.limiters[scope].points);
      if (lockedNow.length > 0) {
        // The notice is a courtesy: failing to write it must not turn the refused guess into a 500.
        await this.notify(subject, lockedNow.map(([scope]) => scope), log).catch((error: unknown) => log?.error({ err: error }, 'code lock notice not written'));
      }
    }
    return { locked: false, outcome };
  }

  /** The notice to the e-mail of the account the locked phone or account belongs to (in its language), once per lock. */
  private async notify(subject: CodeSubject, scopes: Scope[], log?: FastifyBaseLogger): Promise<void> {
    const { db } = this.context.database;
    let query = db.selectFrom('users').select(['id', 'email', 'language']).where('deleted_at', 'is', null).where('email', 'is not', null);
    query = query.where((eb) =>
      eb.or([
        ...(scopes.includes('phone') && subject.phone ? [eb('phone_number', '=', subject.phone)] : []),
        ...(scopes.includes('account') && subject.accountId !== undefined ? [eb('id', '=', subject.accountId)] : []),
      ]),
    );
    const accounts = await query.orderBy('id').limit(5).execute();
    for (const account of accounts) {
      if (!account.email) continue;
      await deliver(db, log, {
        to: account.email,
        subject: messageText('mail.codeAttemptsLocked.subject', account.language),
        body: messageText('mail.codeAttemptsLocked.body', account.language),
      });
    }
    log?.warn({ scopes, accounts: accounts.map((account) => account.id) }, 'one-time code guesses locked');
  }
}

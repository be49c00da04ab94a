import { randomBytes } from 'node:crypto';
import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Keyring } from './keyring';
import { RateLimiter, type LimiterOptions } from '../http/rate-limit';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): after a successful sign-in
 * the browser gets a signed `<userId>.<nonce>.<mac>` cookie. A later password attempt on that account from a
 * browser holding it is the owner's known device and skips the per-account backoff, so an attacker hammering the
 * account from elsewhere cannot lock the owner out. The cookie grants nothing by itself: the password is still
 * checked, and a cookie that keeps failing (stolen with the laptop, say) stops being trusted.
 */
export const DEVICE_COOKIE = 'oglasi_device';
const DEVICE_DAYS = 365;
/** Failures one device may have in its window before it counts as unknown again. */
const DEVICE_FAILURES = 5;
const DEVICE_WINDOW_MS = 15 * 60_000;
const COOKIE_PATTERN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export class DeviceCookies {
  private readonly failures: RateLimiter;

  constructor(
    private readonly keys: Keyring,
    private readonly secure: boolean,
    limiterOptions: LimiterOptions = {},
  ) {
    this.failures = new RateLimiter(DEVICE_FAILURES, DEVICE_WINDOW_MS, { ...limiterOptions, name: 'device' });
  }

  /** The nonce of a valid device cookie for `userId` that has not failed too often; undefined otherwise. */
  async trustedDevice(request: FastifyRequest, userId: number): Promise<string | undefined> {
    const value = request.cookies?.[DEVICE_COOKIE];
    const match = typeof value === 'string' ? COOKIE_PATTERN.exec(value) : null;
    if (!match) return undefined;
    const [, id, nonce, mac] = match as unknown as [string, string, string, string];
    if (Number(id) !== userId || !this.keys.verify('device-cookie', `${id}.${nonce}`, mac)) return undefined;
    return (await this.failures.peek(`device:${nonce}`)) >= DEVICE_FAILURES ? undefined : nonce;
  }

  async recordFailure(nonce: string): Promise<void> {
    await this.failures.hit(`device:${nonce}`);
  }

  /** Marks this browser as a device the user signed in from. */
  remember(reply: FastifyReply, userId: number): void {
    const nonce = randomBytes(16).toString('base64url');
    const payload = `${userId}.${nonce}`;
    reply.setCookie(DEVICE_COOKIE, `${payload}.${this.keys.sign('device-cookie', payload)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: '/api/auth',
      maxAge: DEVICE_DAYS * 24 * 3600,
    });
  }
}

import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Keyring } from '../auth/keyring';
import type { Checkout, CheckoutRequest, NotificationCheck, PaymentProvider, ProviderEvent } from './provider';

/**
 * The built-in sandbox card processor (docs/payments.md "The sandbox"). It behaves like a hosted payment page:
 * the browser is sent to /sandbox/pay/<payment id> (sandbox-pages.ts), test cards decide the outcome, and the
 * outcome reaches the server only as a signed notification to POST /api/payments/notify/sandbox.
 *
 * Signature: `Oglasi-Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>` over `<t>.<raw body>` with the
 * keyring's 'payment-callback' key (HKDF from TOKEN_SECRET; every configured secret verifies, the newest signs).
 * A notification older or newer than SIGNATURE_TOLERANCE_SECONDS is refused, so a captured one cannot be replayed
 * later; within the window a replay changes nothing (event ids are remembered, payments only move forward).
 */
export const SANDBOX_SIGNATURE_HEADER = 'oglasi-sandbox-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const TEST_CARDS = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000003220': 'requires_action',
} as const;
export type TestCardBehaviour = (typeof TEST_CARDS)[keyof typeof TEST_CARDS];

export function testCardBehaviour(cardNumber: unknown): TestCardBehaviour | undefined {
  if (typeof cardNumber !== 'string') return undefined;
  const digits = cardNumber.replace(/[\s-]/g, '');
  return Object.prototype.hasOwnProperty.call(TEST_CARDS, digits) ? TEST_CARDS[digits as keyof typeof TEST_CARDS] : undefined;
}

export interface SandboxNotification {
  id: string;
  type: `payment.${ProviderEvent['status']}`;
  created: number;
  data: { reference: string; payment_id: string; amount: number; currency: 'MKD' };
}

/** The header value for a raw body signed at `unixSeconds` with the newest key. */
export function signSandboxNotification(keys: Keyring, rawBody: string, unixSeconds: number): string {
  const mac = Buffer.from(keys.sign('payment-callback', `${unixSeconds}.${rawBody}`), 'base64url').toString('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

function parseSignatureHeader(value: string): { t: number; v1: string[] } | undefined {
  let t: number | undefined;
  const v1: string[] = [];
  for (const part of value.split(',')) {
    const [name, field] = part.trim().split('=', 2);
    if (name === 't' && field && /^\d{1,12}$/.test(field)) t = Number(field);
    else if (name === 'v1' && field && /^[0-9a-f]{64}$/.test(field)) v1.push(field);
  }
  return t === undefined || v1.length === 0 || v1.length > 4 ? undefined : { t, v1 };
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(private readonly keys: Keyring) {}

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    return { reference: `sbx_${randomBytes(12).toString('hex')}`, redirectUrl: `/sandbox/pay/${request.paymentId}` };
  }

  verifyNotification(rawBody: string, headers: Readonly<Record<string, string | string[] | undefined>>, now: Date): NotificationCheck {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    const parsed = typeof header === 'string' && header.length <= 600 ? parseSignatureHeader(header) : undefined;
    if (!parsed) return { ok: false, reason: 'signature' };
    // Every key's MAC is compared with every given v1, in constant time each, before anything is decided.
    const expected = this.keys.signatures('payment-callback', `${parsed.t}.${rawBody}`).map((mac) => Buffer.from(mac, 'base64url'));
    let valid = false;
    for (const given of parsed.v1) {
      const givenBytes = Buffer.from(given, 'hex');
      for (const key of expected) if (key.length === givenBytes.length && timingSafeEqual(key, givenBytes)) valid = true;
    }
    if (!valid) return { ok: false, reason: 'signature' };
    if (Math.abs(now.getTime() / 1000 - parsed.t) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'timestamp' };
    let body: SandboxNotification;
    try {
      body = JSON.parse(rawBody) as SandboxNotification;
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    const status = typeof body?.type === 'string' ? body.type.replace(/^payment\./, '') : '';
    const data = body?.data;
    if (
      typeof body.id !== 'string' || body.id.length === 0 || body.id.length > 100 ||
      (status !== 'succeeded' && status !== 'failed' && status !== 'requires_action') ||
      !data || typeof data.reference !== 'string' || data.reference.length > 100 || !Number.isSafeInteger(data.amount) || typeof data.currency !== 'string'
    ) {
      return { ok: false, reason: 'malformed' };
    }
    return { ok: true, event: { eventId: body.id, reference: data.reference, status, amount: data.amount, currency: data.currency } };
  }
}

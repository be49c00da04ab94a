/**
 * One payment attempt's idempotency key (docs/payments.md, MONEY-CONTRACT "HTTP"): every top-up and purchase request
 * carries `idempotency_key`, a UUID. The key belongs to an *attempt*, not to a click:
 * - a retry of the same request (a timeout, a lost answer, the user pressing pay again after a network error)
 *   reuses it, so the server answers with the payment it already made instead of charging twice;
 * - a different request (another package, amount or method) gets a new key — the server refuses a known key with
 *   another body (409 `idempotencyKeyReused`);
 * - once the server has given a final answer (a payment, a refusal), the attempt is over and the next one starts
 *   with a new key.
 */
export class PaymentAttempt {
  private current: { signature: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = randomUuid) {}

  /** The key for a request with this body: the pending attempt's when the body is the same, else a new one. */
  keyFor(body: Record<string, unknown>): string {
    const signature = signatureOf(body);
    if (this.current?.signature !== signature) this.current = { signature, key: this.newKey() };
    return this.current.key;
  }

  /** The server answered for good: the next request is a new attempt. */
  settle(): void {
    this.current = null;
  }

  /** The key waiting for a retry, if any (tests, diagnostics). */
  get pendingKey(): string | null {
    return this.current?.key ?? null;
  }
}

function signatureOf(body: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(body).sort().map((key) => [key, body[key]]));
}

/**
 * A version 4 UUID (RFC 9562). `crypto.randomUUID` exists only on secure origins (https, localhost); a site served
 * over plain http still has `crypto.getRandomValues`, so the key is built from that there. No generator at all
 * (a very old engine) falls back to Math.random — still unique enough for a key the server scopes to one user.
 */
export function randomUuid(): string {
  const source = typeof crypto === 'undefined' ? undefined : crypto;
  if (typeof source?.randomUUID === 'function') return source.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof source?.getRandomValues === 'function') source.getRandomValues(bytes);
  else for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

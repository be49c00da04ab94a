/**
 * The port every card processor plugs into (docs/payments.md "A real provider"). The server never sees card
 * numbers: it creates a checkout, sends the browser to the provider's hosted page, and learns the outcome from the
 * provider's signed notification (the browser's return only shows it). The sandbox (sandbox-provider.ts) is the
 * one built in; a real processor is another implementation of this interface, chosen by configuration.
 */
export interface CheckoutRequest {
  paymentId: string;
  /** Whole denars. */
  amount: number;
  currency: 'MKD';
  /** What the hosted page shows the payer, e.g. 'Кредити 600 ден.'. */
  description: string;
  /** Same-origin path the browser is sent back to after the decision. */
  returnPath: string;
}

export interface Checkout {
  /** The provider's id of this payment (unique per provider); notifications name it. */
  reference: string;
  /** Where the browser goes to pay: the provider's hosted page. */
  redirectUrl: string;
}

/** What a verified notification says about one payment. */
export interface ProviderEvent {
  /** The provider's id of this notification: the same event delivered twice has the same id. */
  eventId: string;
  reference: string;
  status: 'requires_action' | 'succeeded' | 'failed';
  amount: number;
  currency: string;
}

export type NotificationCheck = { ok: true; event: ProviderEvent } | { ok: false; reason: 'signature' | 'timestamp' | 'malformed' };

export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Verifies a notification (signature over the raw body, freshness) and reads it. Only a verified event may change
   * anything; the caller answers 400 to the rest.
   */
  verifyNotification(rawBody: string, headers: Readonly<Record<string, string | string[] | undefined>>, now: Date): NotificationCheck;
}

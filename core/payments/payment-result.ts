import { Store } from '../store/store';
import { messageText, type Language, type MessageId } from '../i18n/catalogue';
import type { ClockPort, TimerHandle } from '../ports/clock';
import { isHttpFailure, type HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import type { Toasts } from '../ports/notifier';
import { MONEY_PATHS, moneyCall } from './money-api';
import { paymentResponseSchema, type Payment, type PaymentStatus } from './types';
import type { WalletBalance } from './wallet-balance';

/**
 * How long the result page waits for the payment's outcome: it asks at once, then after each of these pauses —
 * nine questions over about 22 s. The provider's notification may come late (docs/payments.md); after the last
 * question the page says the payment is still being processed, and offers to check again.
 */
export const PAYMENT_POLL_DELAYS_MS: readonly number[] = [1_000, 1_000, 2_000, 2_000, 3_000, 3_000, 5_000, 5_000];
export const PAYMENT_POLL_TRIES = PAYMENT_POLL_DELAYS_MS.length + 1;

export type PaymentResultPhase = 'checking' | 'succeeded' | 'failed' | 'expired' | 'processing' | 'notFound' | 'error';

export interface PaymentResultState {
  phase: PaymentResultPhase;
  /** The payment as last read; null until the first answer. */
  payment: Payment | null;
  /** Questions asked in this round. */
  tries: number;
}

export const INITIAL_PAYMENT_RESULT: PaymentResultState = { phase: 'checking', payment: null, tries: 0 };

export interface PaymentResultDeps {
  http: HttpPort;
  clock: ClockPort;
  toasts: Toasts;
  logger: LoggerPort;
  language: () => Language;
  wallet: WalletBalance;
}

const FINAL: Partial<Record<PaymentStatus, PaymentResultPhase>> = { succeeded: 'succeeded', failed: 'failed', expired: 'expired' };

/**
 * The page the payment provider sends the browser back to (`…/rezultat/<payment id>`): it reads the payment
 * (GET /api/payments/:id) until its status is final, on the injected clock, a bounded number of times. Every outcome
 * is a toast: credits added or promotion activated, failed ('nothing was charged'), expired, still processing, not
 * found. A success reads the balance again, so the user menu shows the new figure.
 */
export class PaymentResult extends Store<PaymentResultState> {
  private timer: TimerHandle | null = null;
  private paymentId = '';

  constructor(private readonly deps: PaymentResultDeps) {
    super(INITIAL_PAYMENT_RESULT);
  }

  /** Starts (or restarts, "check again") asking about `paymentId`. */
  start(paymentId: string): void {
    this.stopTimer();
    this.paymentId = paymentId;
    this.patch({ phase: 'checking', tries: 0 });
    void this.check();
  }

  override dispose(): void {
    this.stopTimer();
    super.dispose();
  }

  private async check(): Promise<void> {
    const id = this.paymentId;
    const tries = this.getSnapshot().tries + 1;
    this.patch({ tries });
    let payment: Payment | null = null;
    try {
      payment = (await moneyCall(this.deps.http, MONEY_PATHS.payment(id), paymentResponseSchema)).payment;
    } catch (error) {
      if (this.isDisposed || id !== this.paymentId) return;
      if (isHttpFailure(error) && error.httpStatus === 404) return this.finish('notFound', 'paymentNotFound');
      // A failed question is one of the tries: the next one may well get through.
      this.deps.logger.warn('payment status not read', error);
    }
    if (this.isDisposed || id !== this.paymentId) return;
    if (payment) this.patch({ payment });
    const final = payment ? FINAL[payment.status] : undefined;
    if (final && payment) return this.finish(final, outcomeText(payment));
    if (tries >= PAYMENT_POLL_TRIES) {
      return this.getSnapshot().payment ? this.finish('processing', 'paymentPending') : this.finish('error', 'common.errorOccurred');
    }
    this.timer = this.deps.clock.setTimeout(() => {
      this.timer = null;
      void this.check();
    }, PAYMENT_POLL_DELAYS_MS[tries - 1]!);
  }

  private finish(phase: PaymentResultPhase, text: MessageId): void {
    this.patch({ phase });
    const message = messageText(text, this.deps.language());
    if (phase === 'succeeded') {
      this.deps.toasts.success(message);
      void this.deps.wallet.refresh();
    } else if (phase === 'processing') this.deps.toasts.plain(message);
    else this.deps.toasts.error(message);
  }

  private stopTimer(): void {
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}

/** The catalogue text of a final payment's outcome. */
export function outcomeText(payment: Pick<Payment, 'status' | 'purpose'>): MessageId {
  if (payment.status === 'succeeded') return payment.purpose === 'top_up' ? 'creditsAdded' : 'promotionActivated';
  if (payment.status === 'expired') return 'paymentExpired';
  return 'paymentFailed';
}

import { Store } from '../store/store';
import { messageText, type MessageId } from '../i18n/catalogue';
import type { HttpPort } from '../ports/http';
import { PaymentAttempt } from './attempt';
import { isValidTopUpAmount, TOP_UP_AMOUNTS } from './amounts';
import { MONEY_PATHS, moneyCall } from './money-api';
import { goToPaymentPage, reportPaymentError, type PaymentRequestDeps } from './payment-request';
import { paymentStartedSchema } from './types';

export interface TopUpState {
  /** One of TOP_UP_AMOUNTS, or 'custom' for the amount typed in `custom`. */
  choice: number | 'custom';
  /** The custom amount as typed. */
  custom: string;
  /** Why the amount cannot be paid (shown under the custom field, and said as a toast). */
  problem: MessageId | null;
  /** A request is on its way, or the browser is leaving for the payment page: pay does nothing. */
  paying: boolean;
}

export const INITIAL_TOP_UP_STATE: TopUpState = { choice: TOP_UP_AMOUNTS[1], custom: '', problem: null, paying: false };

export interface TopUpFlowDeps extends PaymentRequestDeps {
  http: HttpPort;
  newKey?: () => string;
}

/**
 * A custom amount as typed: whole denars, spaces and the thousands dots docs/product/money.md prints ('1.200') allowed; null for
 * anything else (decimals, letters, a sign). Whether it is in range is `isValidTopUpAmount`'s business.
 */
export function parseTopUpAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(/(?:ден\.?|den\.?|mkd)$/i, '');
  if (!/^\d{1,3}(\.\d{3})+$|^\d+$/.test(compact)) return null;
  const amount = Number(compact.replace(/\./g, ''));
  return Number.isSafeInteger(amount) ? amount : null;
}

/**
 * Add credits (issue 21): pick an amount (TOP_UP_AMOUNTS) or type one within MIN_TOP_UP..MAX_TOP_UP (the shared
 * rule the server applies too), then pay by card on the payment page; the result page says how it went. One
 * idempotency key per attempt; a second click while one is on its way sends nothing.
 */
export class TopUpFlow extends Store<TopUpState> {
  private readonly attempt: PaymentAttempt;

  constructor(private readonly deps: TopUpFlowDeps) {
    super(INITIAL_TOP_UP_STATE);
    this.attempt = new PaymentAttempt(deps.newKey);
  }

  choose(choice: number | 'custom'): void {
    this.patch({ choice, problem: null });
  }

  typeCustom(custom: string): void {
    this.patch({ choice: 'custom', custom, problem: null });
  }

  /** The amount that would be paid, or null when the custom one is not valid. */
  amount(state: TopUpState = this.getSnapshot()): number | null {
    const amount = state.choice === 'custom' ? parseTopUpAmount(state.custom) : state.choice;
    return amount !== null && isValidTopUpAmount(amount) ? amount : null;
  }

  /** Starts the payment: true when the browser is on its way to the payment page. */
  async pay(): Promise<boolean> {
    const state = this.getSnapshot();
    if (state.paying) return false;
    const amount = this.amount(state);
    if (amount === null) {
      this.patch({ problem: 'invalidAmount' });
      this.deps.toasts.error(messageText('invalidAmount', this.deps.language()));
      return false;
    }
    this.patch({ paying: true, problem: null });
    try {
      const answer = await moneyCall(this.deps.http, MONEY_PATHS.topUp, paymentStartedSchema, {
        method: 'POST',
        payload: { amount, idempotency_key: this.attempt.keyFor({ amount }) },
      });
      this.attempt.settle();
      // The button stays busy while the browser leaves for the payment page.
      if (goToPaymentPage(answer.redirect_url, this.deps)) return true;
    } catch (error) {
      reportPaymentError(error, this.attempt, this.deps);
    }
    this.patch({ paying: false });
    return false;
  }
}

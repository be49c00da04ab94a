import type { PaymentStatus } from './types';

/**
 * The payment state machine (docs/payments.md "States"): a payment only moves forward.
 * pending → requires_action → succeeded | failed | expired; pending may also end directly.
 * Final states never change again, so a late or repeated notification cannot undo an outcome — with one exception:
 * a payment we gave up on (expired) that the provider reports paid after all is succeeded (a late capture: the
 * money was taken, so it is credited, never lost).
 */
const NEXT: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['requires_action', 'succeeded', 'failed', 'expired'],
  requires_action: ['succeeded', 'failed', 'expired'],
  succeeded: [],
  failed: [],
  expired: ['succeeded'],
};

export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['succeeded', 'failed', 'expired'];

export function isFinalPaymentStatus(status: PaymentStatus): boolean {
  return FINAL_PAYMENT_STATUSES.includes(status);
}

/** Whether `from` may become `to` (the same status is not a transition). */
export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to);
}

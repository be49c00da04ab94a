import { messageForOutcome, messageText, type Language } from '../i18n/catalogue';
import { isHttpFailure } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import type { NavigatorPort } from '../ports/navigator';
import type { Toasts } from '../ports/notifier';
import type { PaymentAttempt } from './attempt';
import { paymentRedirectTarget } from './redirect-target';

export interface PaymentRequestDeps {
  toasts: Toasts;
  logger: LoggerPort;
  navigator: NavigatorPort;
  language: () => Language;
}

/**
 * Whether the server gave a final answer to a payment request, so that the next request is a new attempt with a new
 * key: any answer of a 4xx status but a rate limit (429) or a timeout (408). A network failure, a timeout, a 5xx or
 * a 429 leaves the outcome unknown — the server may have made the payment — so a retry must reuse the key.
 */
export function isFinalRefusal(error: unknown): boolean {
  if (!isHttpFailure(error) || error.httpStatus === undefined) return false;
  return error.httpStatus >= 400 && error.httpStatus < 500 && error.httpStatus !== 408 && error.httpStatus !== 429;
}

/** The toast for a refused or failed payment request: the server's catalogue text, else 'Настана грешка.'. */
export function reportPaymentError(error: unknown, attempt: PaymentAttempt, deps: PaymentRequestDeps): void {
  if (isFinalRefusal(error)) attempt.settle();
  else deps.logger.warn('payment request failed', error);
  deps.toasts.error(messageForOutcome(isHttpFailure(error) ? error.body : null, { lang: deps.language() }));
}

/**
 * Sends the browser to the payment page the server answered (a full page load: it is the server's page, not the
 * app's). An address that is neither local nor https is not followed: an error toast instead, and false.
 */
export function goToPaymentPage(redirectUrl: string, deps: PaymentRequestDeps): boolean {
  const target = paymentRedirectTarget(redirectUrl);
  if (target === null) {
    deps.logger.error('payment redirect refused', redirectUrl);
    deps.toasts.error(messageText('common.errorOccurred', deps.language()));
    return false;
  }
  deps.navigator.assign(target);
  return true;
}

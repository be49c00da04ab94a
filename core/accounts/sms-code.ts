import { Store } from '../store/store';
import { messageText, type Language } from '../i18n/catalogue';
import type { ClockPort, TimerHandle } from '../ports/clock';
import type { HttpPort } from '../ports/http';
import type { Toasts } from '../ports/notifier';
import { validatePhoneNumber } from '../validation/profile';
import { sendAccountRequest } from './account-request';

/** docs/product/accounts.md: resend and rate-limit wait 1 minute. */
export const SMS_RESEND_WAIT_MS = 60_000;
export const SMS_CODE_PATHS = { send: '/api/auth/sms/send-code' } as const;

export interface SmsCodeState {
  sending: boolean;
  /** The number the last code went to; null before the first one. */
  sentTo: string | null;
  /** Whole seconds until another code may be asked for; 0 when it may. */
  secondsUntilResend: number;
}

export interface SmsCodeDeps {
  http: HttpPort;
  clock: ClockPort;
  toasts: Toasts;
  language: () => Language;
}

/**
 * Asking for a 6-digit SMS code (docs/product/accounts.md): a phone number is required and well formed first; one request
 * at a time; after a code is sent, another may be asked for only after a minute (counted down on the clock, so
 * the screen can say how long). Used by SMS login, SMS registration and the profile's phone change.
 */
export class SmsCode extends Store<SmsCodeState> {
  private tick: TimerHandle | null = null;
  private waitUntil = 0;

  constructor(private readonly deps: SmsCodeDeps) {
    super({ sending: false, sentTo: null, secondsUntilResend: 0 });
  }

  /** Sends a code to `phone`; true when the server accepted it. */
  async send(phone: string): Promise<boolean> {
    const state = this.getSnapshot();
    if (state.sending) return false;
    if (state.secondsUntilResend > 0) {
      // docs/product/accounts.md: another code only after the minute's wait — the server would refuse it the same way.
      this.deps.toasts.error(messageText('rateLimitError', this.deps.language()));
      return false;
    }
    const number = phone.trim();
    const problem = number === '' ? 'validation.phoneRequired' : validatePhoneNumber(number);
    if (problem) {
      this.deps.toasts.error(messageText(problem, this.deps.language()));
      return false;
    }
    this.patch({ sending: true });
    const result = await sendAccountRequest(this.deps, { path: SMS_CODE_PATHS.send, method: 'POST', payload: { phone_number: number } });
    if (this.isDisposed) return false;
    this.patch({ sending: false, sentTo: result.ok ? number : this.getSnapshot().sentTo });
    // A refused send because of the rate limit waits the same minute as a sent one.
    if (result.ok || result.messageId === 'rateLimitError') this.startWaiting();
    return result.ok;
  }

  override dispose(): void {
    if (this.tick) this.deps.clock.clearTimeout(this.tick);
    this.tick = null;
    super.dispose();
  }

  private startWaiting(): void {
    this.waitUntil = this.deps.clock.now() + SMS_RESEND_WAIT_MS;
    this.countDown();
  }

  private countDown(): void {
    const left = Math.max(0, this.waitUntil - this.deps.clock.now());
    this.patch({ secondsUntilResend: Math.ceil(left / 1_000) });
    if (left === 0) {
      this.tick = null;
      return;
    }
    this.tick = this.deps.clock.setTimeout(() => this.countDown(), left % 1_000 || 1_000);
  }
}

import type { Language } from '../i18n/catalogue';
import type { ClockPort } from '../ports/clock';
import type { HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import type { NavigatorPort } from '../ports/navigator';
import { Toasts, type NotifierPort } from '../ports/notifier';
import { portToken } from '../ports/token';
import { BillingForm } from './billing-form';
import { BoostFlow } from './boost-flow';
import { INVOICES, type Invoices } from './invoices';
import { PagedList } from './paged-list';
import { PaymentResult } from './payment-result';
import { TopUpFlow } from './top-up-flow';
import { TRANSACTIONS, type Transactions } from './transactions';
import { WalletBalance } from './wallet-balance';

export interface MoneyDeps {
  http: HttpPort;
  notifier: NotifierPort;
  logger: LoggerPort;
  navigator: NavigatorPort;
  clock: ClockPort;
  language: () => Language;
  /** Idempotency keys (a UUID each); injectable for tests. */
  newKey?: () => string;
  /** True while a user is signed in and not signing out: the wallet is not read for anyone else. */
  signedIn?: () => boolean;
}

/**
 * The money screens' use cases (issue 21: boost, add credits, the payment result, transactions, billing), one
 * instance per shown screen, and the one wallet balance they all keep current (the user menu shows it). Bound by
 * the money feature module (app/features/money.ts), loaded when a money screen or the user menu first needs it.
 */
export class Money {
  readonly wallet: WalletBalance;
  private readonly toasts: Toasts;

  constructor(private readonly deps: MoneyDeps) {
    this.toasts = new Toasts(deps.notifier);
    this.wallet = new WalletBalance({ http: deps.http, logger: deps.logger, signedIn: deps.signedIn });
  }

  boost(): BoostFlow {
    const { http, logger, navigator, language, newKey } = this.deps;
    return new BoostFlow({ http, logger, navigator, language, newKey, toasts: this.toasts, wallet: this.wallet });
  }

  topUp(): TopUpFlow {
    const { http, logger, navigator, language, newKey } = this.deps;
    return new TopUpFlow({ http, logger, navigator, language, newKey, toasts: this.toasts });
  }

  paymentResult(): PaymentResult {
    const { http, clock, logger, language } = this.deps;
    return new PaymentResult({ http, clock, logger, language, toasts: this.toasts, wallet: this.wallet });
  }

  transactions(): Transactions {
    return new PagedList({ http: this.deps.http, logger: this.deps.logger }, TRANSACTIONS);
  }

  billingForm(): BillingForm {
    const { http, logger, language } = this.deps;
    return new BillingForm({ http, logger, language, toasts: this.toasts });
  }

  invoices(): Invoices {
    return new PagedList({ http: this.deps.http, logger: this.deps.logger }, INVOICES);
  }

  dispose(): void {
    this.wallet.dispose();
  }
}

export const MONEY = portToken<Money>('Money');

import { Store } from '../store/store';
import type { HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import { walletResponseSchema } from './types';
import { MONEY_PATHS, moneyCall } from './money-api';

export interface WalletBalanceState {
  /** Credits in denars (1 credit = 1 denar); null until the first answer. */
  balance: number | null;
  loading: boolean;
  /** The last read failed (the menu says the balance cannot be read; the next refresh tries again). */
  failed: boolean;
}

export const INITIAL_WALLET_BALANCE: WalletBalanceState = { balance: null, loading: false, failed: false };

export interface WalletBalanceDeps {
  http: HttpPort;
  logger: LoggerPort;
  /**
   * True while a user is signed in and not signing out (default: always). A refresh asked for as the user signs out
   * (the menu's balance loading as "Одјава" is pressed) would only be refused with a 401: it is not sent.
   */
  signedIn?: () => boolean;
}

/**
 * The signed-in user's credit balance (GET /api/wallet): one store for the whole app — the user menu shows it, the
 * boost screen decides with it whether credits can pay, and every money outcome that moves it (a purchase with
 * credits answers the new balance, a top-up that succeeded) updates it here, so the menu never shows an old figure.
 * Concurrent refreshes share one request; an answer that arrives after a newer known balance is ignored.
 */
export class WalletBalance extends Store<WalletBalanceState> {
  private inFlight: Promise<number | null> | null = null;
  private version = 0;

  constructor(private readonly deps: WalletBalanceDeps) {
    super(INITIAL_WALLET_BALANCE);
  }

  /** Reads the balance; resolves to it, or null when it could not be read. */
  refresh(): Promise<number | null> {
    if (this.deps.signedIn && !this.deps.signedIn()) return Promise.resolve(null);
    this.inFlight ??= this.read().finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  /** A balance the server answered elsewhere (a purchase with credits): no need to ask again. */
  set(balance: number): void {
    this.version += 1;
    this.patch({ balance, loading: false, failed: false });
  }

  /** Signed out: nothing to show. */
  clear(): void {
    this.version += 1;
    this.setState(INITIAL_WALLET_BALANCE);
  }

  private async read(): Promise<number | null> {
    const started = this.version;
    this.patch({ loading: true });
    try {
      const { balance } = await moneyCall(this.deps.http, MONEY_PATHS.wallet, walletResponseSchema);
      if (this.version === started) this.set(balance);
      return this.getSnapshot().balance;
    } catch (error) {
      this.deps.logger.warn('wallet balance not read', error);
      if (this.version === started) this.patch({ loading: false, failed: true });
      return null;
    }
  }
}

import type { Subscription } from 'rxjs';
import { Store } from '../store/store';
import { messageText, type MessageId } from '../i18n/catalogue';
import type { HttpPort } from '../ports/http';
import { z } from '../schemas/zod-mini';
import { listingPagePath } from '../routes/routes';
import { PaymentAttempt } from './attempt';
import { canAfford } from './amounts';
import { MONEY_PATHS, moneyCall } from './money-api';
import { fetchPackages, type PackageOption } from './packages';
import { goToPaymentPage, reportPaymentError, type PaymentRequestDeps } from './payment-request';
import { creditsPurchaseResponseSchema, paymentStartedSchema, type PackageCode, type PurchaseMethod } from './types';
import type { WalletBalance } from './wallet-balance';

/** One of the user's active listings, the only ones that can be promoted. */
export interface BoostListing {
  id: string;
  title: string;
  href: string;
}

export interface BoostState {
  /** The packages and the listings: loading, there, or the page-load error with a retry. */
  phase: 'loading' | 'ready' | 'failed';
  packages: readonly PackageOption[];
  listings: readonly BoostListing[];
  listingId: string | null;
  packageCode: PackageCode | null;
  method: PurchaseMethod;
  /** The credit balance (null until read); credits can pay only when it covers the chosen package. */
  balance: number | null;
  /** A purchase request is on its way, or the browser is leaving for the payment page: pay does nothing. */
  paying: boolean;
  /** What is missing before paying (shown by the field, and said as a toast). */
  problem: { field: 'listing' | 'package'; id: MessageId } | null;
  /** Paid with credits: the promotion is on. */
  done: { listing: BoostListing; endsAt: string } | null;
}

export const INITIAL_BOOST_STATE: BoostState = {
  phase: 'loading', packages: [], listings: [], listingId: null, packageCode: null, method: 'card', balance: null, paying: false, problem: null, done: null,
};

export interface BoostFlowDeps extends PaymentRequestDeps {
  http: HttpPort;
  wallet: WalletBalance;
  newKey?: () => string;
}

const myListingsSchema = z.looseObject({
  data: z.looseObject({ active: z.nullish(z.array(z.looseObject({ id: z.union([z.number(), z.string()]), title: z.string(), slug: z.nullish(z.string()) }))) }),
});

/**
 * The boost screen (docs/product/money.md "promotion package choice followed by a payment redirect", issue 21): choose one of your
 * active listings (preselected from my listings' "promote" link, `?listing=<id>`), a package, and how to pay —
 * with credits when the balance covers the price (the promotion starts at once), else by card through the payment
 * page. A purchase carries one idempotency key per attempt (PaymentAttempt); a second click while one is on its way
 * sends nothing.
 */
export class BoostFlow extends Store<BoostState> {
  private readonly attempt: PaymentAttempt;
  /** The method the user picked, if any; without one, credits whenever they cover the price. */
  private preferred: PurchaseMethod | null = null;
  private readonly walletWatch: Subscription;

  constructor(private readonly deps: BoostFlowDeps) {
    super(INITIAL_BOOST_STATE);
    this.attempt = new PaymentAttempt(deps.newKey);
    this.walletWatch = deps.wallet.state$.subscribe(({ balance }) => this.patchChoosing({ balance }));
  }

  /** Loads the packages, your active listings and the balance; `preselect` is the `?listing=` of the link. */
  async load(preselect?: string | null): Promise<void> {
    this.patch({ phase: 'loading' });
    void this.deps.wallet.refresh();
    try {
      const [packages, answer] = await Promise.all([fetchPackages(this.deps.http), moneyCall(this.deps.http, MONEY_PATHS.myListings, myListingsSchema)]);
      const listings = (answer.data.active ?? []).map((row) => ({ id: String(row.id), title: row.title, href: listingPagePath(row.slug ?? String(row.id)) }));
      const wanted = preselect ?? this.getSnapshot().listingId;
      const listingId = listings.some((listing) => listing.id === wanted) ? wanted : listings.length === 1 ? listings[0]!.id : null;
      this.patchChoosing({ phase: 'ready', packages, listings, listingId });
    } catch (error) {
      this.deps.logger.warn('boost screen not loaded', error);
      this.patch({ phase: 'failed' });
    }
  }

  selectListing(id: string): void {
    this.patchChoosing({ listingId: this.getSnapshot().listings.some((listing) => listing.id === id) ? id : null, problem: null });
  }

  selectPackage(code: PackageCode): void {
    this.patchChoosing({ packageCode: code, problem: null });
  }

  /** Credits can be chosen only when the balance covers the chosen package; false when refused. */
  selectMethod(method: PurchaseMethod): boolean {
    if (method === 'credits' && !this.creditsCover(this.getSnapshot())) return false;
    this.preferred = method;
    this.patchChoosing({ method });
    return true;
  }

  /** The chosen package, if any. */
  chosenPackage(state: BoostState = this.getSnapshot()): PackageOption | null {
    return state.packages.find((option) => option.code === state.packageCode) ?? null;
  }

  creditsCover(state: BoostState = this.getSnapshot()): boolean {
    const chosen = this.chosenPackage(state);
    return chosen !== null && state.balance !== null && canAfford(state.balance, chosen.price_mkd);
  }

  /** Pays: true when the promotion is on (credits) or the browser is on its way to the payment page (card). */
  async pay(): Promise<boolean> {
    const state = this.getSnapshot();
    if (state.paying || state.phase !== 'ready') return false;
    const problem = !state.listingId
      ? ({ field: 'listing', id: 'boost.chooseListing' } as const)
      : !state.packageCode
        ? ({ field: 'package', id: 'packageSelectionError' } as const)
        : null;
    if (problem) {
      this.patch({ problem });
      this.deps.toasts.error(messageText(problem.id, this.deps.language()));
      return false;
    }
    const body = { listing_id: listingIdOf(state.listingId!), package_code: state.packageCode!, method: state.method };
    this.patch({ paying: true, problem: null });
    const payload = { ...body, idempotency_key: this.attempt.keyFor(body) };
    try {
      if (body.method === 'credits') {
        const answer = await moneyCall(this.deps.http, MONEY_PATHS.purchase, creditsPurchaseResponseSchema, { method: 'POST', payload });
        this.attempt.settle();
        this.deps.wallet.set(answer.balance);
        const listing = state.listings.find((candidate) => candidate.id === state.listingId)!;
        this.patch({ paying: false, done: { listing, endsAt: answer.promotion.ends_at } });
        this.deps.toasts.success(messageText('promotionActivated', this.deps.language()));
        return true;
      }
      const answer = await moneyCall(this.deps.http, MONEY_PATHS.purchase, paymentStartedSchema, { method: 'POST', payload });
      this.attempt.settle();
      // The button stays busy while the browser leaves for the payment page.
      if (goToPaymentPage(answer.redirect_url, this.deps)) return true;
      this.patch({ paying: false });
      return false;
    } catch (error) {
      reportPaymentError(error, this.attempt, this.deps);
      this.patch({ paying: false });
      // A refusal for want of credits means the balance moved: read it again (the method falls back to card).
      if (body.method === 'credits') void this.deps.wallet.refresh();
      return false;
    }
  }

  /** Another promotion after one is done. */
  again(): void {
    this.patchChoosing({ done: null, packageCode: null });
  }

  override dispose(): void {
    this.walletWatch.unsubscribe();
    super.dispose();
  }

  /** A change of the choice, with the payment method kept sensible: never credits that do not cover the price;
   * otherwise the user's pick, and credits when there is none. */
  private patchChoosing(partial: Partial<BoostState>): void {
    const next = { ...this.getSnapshot(), ...partial };
    next.method = this.creditsCover(next) ? (this.preferred ?? 'credits') : 'card';
    this.setState(next);
  }
}

/** Listing ids are numbers on the wire when they look like one (the server's ids are integers). */
function listingIdOf(id: string): number | string {
  return /^\d{1,15}$/.test(id) ? Number(id) : id;
}

/**
 * Money amounts (issue 21, docs/payments.md). Every amount is an integer number of denars: MKD has no minor unit
 * in use, and 1 credit = 1 denar. EUR prices are integer euro cents, shown beside the denars and never charged.
 */

/** The top-up amounts the add-credits screen offers. */
export const TOP_UP_AMOUNTS = [300, 600, 1200, 3000] as const;
/** The smallest and largest top-up one payment may carry (denars). */
export const MIN_TOP_UP = 100;
export const MAX_TOP_UP = 60_000;

/** A denar amount: a safe integer (no fractions, no NaN, no strings). */
export function isWholeDenars(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n);
}

/** A top-up the server accepts: whole denars within [MIN_TOP_UP, MAX_TOP_UP]. */
export function isValidTopUpAmount(n: unknown): n is number {
  return isWholeDenars(n) && n >= MIN_TOP_UP && n <= MAX_TOP_UP;
}

/** Whether a balance covers a price; both whole denars. The database is what enforces it (docs/payments.md). */
export function canAfford(balance: number, price: number): boolean {
  return isWholeDenars(balance) && isWholeDenars(price) && price >= 0 && balance >= price;
}

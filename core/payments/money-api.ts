import { firstValueFrom } from 'rxjs';
import type { z } from '../schemas/zod-mini';
import type { HttpPort, HttpMethod } from '../ports/http';
import { InvalidAnswerError } from '../listings/read-api';
import { ROUTES } from '../routes/routes';

/** The money calls (docs/payments.md "HTTP calls"). Every one but the packages is the signed-in user's own. */
export const MONEY_PATHS = {
  packages: '/api/promotion/packages',
  purchase: '/api/promotion/purchase',
  wallet: '/api/wallet',
  entries: '/api/wallet/entries',
  topUp: '/api/wallet/top-up',
  payment: (id: string) => `/api/payments/${encodeURIComponent(id)}`,
  billing: '/api/billing',
  invoices: '/api/billing/invoices',
  /** The receipt/invoice PDF: a plain link (the session cookie goes with it); the server answers only its owner. */
  invoicePdf: (number: string) => `/api/billing/invoices/${encodeURIComponent(number)}.pdf`,
  myListings: '/api/oglasi/my-listings',
} as const;

/** The screens' own addresses: where the sandbox (and a real provider) sends the browser back. */
export const MONEY_ROUTES = {
  boostResult: (paymentId: string) => `${ROUTES.boost}/rezultat/${encodeURIComponent(paymentId)}`,
  topUpResult: (paymentId: string) => `${ROUTES.addCredits}/rezultat/${encodeURIComponent(paymentId)}`,
  boostFor: (listingId: number | string) => `${ROUTES.boost}?listing=${encodeURIComponent(String(listingId))}`,
  transactionsPage: (page: number) => (page > 1 ? `${ROUTES.transactions}?page=${page}` : ROUTES.transactions),
} as const;

/** A signed-in call whose answer is validated with `schema`: a mismatch is an `InvalidAnswerError`, never a crash. */
export async function moneyCall<S extends z.ZodMiniType>(
  http: HttpPort,
  path: string,
  schema: S,
  options: { method?: HttpMethod; payload?: unknown } = {},
): Promise<z.infer<S>> {
  const body = await firstValueFrom(http.request<unknown>({ path, method: options.method ?? 'GET', payload: options.payload, credentials: true }));
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new InvalidAnswerError(path, parsed.error.issues);
  return parsed.data;
}

/** A page number from the URL or a server answer: a whole number from 1, else 1. */
export function pageNumber(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : 1;
}

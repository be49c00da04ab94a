import type { accountMk } from './mk/account';
import type { sellingMk } from './mk/selling';
import type { adminMk } from './mk/admin';
import type { moneyMk } from './mk/money';
import type { paymentsMk } from './mk/payments';
import type { serverMk } from './mk/server';
import type { reachMk } from './mk/reach';
import type { embedMk } from './mk/embed';
import type { attributesMk } from './mk/attributes';
import type { alertsMk } from './mk/alerts';
import type { searchMk } from './mk/search';
import type { trustMk } from './mk/trust';
import type { uploadMk } from './mk/upload';
import { chatMk } from './mk/chat';
import { errorsMk } from './mk/errors';
import { listingsMk } from './mk/listings';
import { sessionMk } from './mk/session';
import { shellMk } from './mk/shell';

/**
 * The Macedonian catalogue of the first page (default language), merged from one file per area so that areas
 * evolve apart. The accounts screens' texts (`mk/account.ts`) are not in it: they come with those screens' code
 * (`addTexts`, registered by the route that loads them), so home's first download does not carry them; nor are the
 * e-mail and SMS texts (`mk/server.ts`), which only the server writes.
 * Keys are docs/product/errors.md message ids verbatim (e.g. `invalidCredentials`) or dotted UI ids (e.g. `nav.home`).
 * The exact texts the product pages quote (docs/product/) are used verbatim.
 */
export const mk = {
  ...shellMk,
  ...errorsMk,
  ...sessionMk,
  ...chatMk,
  ...listingsMk,
} as const;

export type MessageId = keyof typeof mk | keyof typeof accountMk | keyof typeof sellingMk | keyof typeof adminMk | keyof typeof moneyMk | keyof typeof paymentsMk | keyof typeof serverMk | keyof typeof reachMk | keyof typeof embedMk | keyof typeof attributesMk | keyof typeof alertsMk | keyof typeof searchMk | keyof typeof trustMk | keyof typeof uploadMk;

import { mk } from './mk';
import { sq } from './sq';
import { accountMk } from './mk/account';
import { chatMk } from './mk/chat';
import { errorsMk } from './mk/errors';
import { listingsMk } from './mk/listings';
import { sessionMk } from './mk/session';
import { shellMk } from './mk/shell';
import { accountSq } from './sq/account';
import { sellingMk } from './mk/selling';
import { sellingSq } from './sq/selling';
import { adminMk } from './mk/admin';
import { adminSq } from './sq/admin';
import { moneyMk } from './mk/money';
import { moneySq } from './sq/money';
import { paymentsMk } from './mk/payments';
import { paymentsSq } from './sq/payments';
import { serverMk } from './mk/server';
import { serverSq } from './sq/server';
import { reachMk } from './mk/reach';
import { reachSq } from './sq/reach';
import { embedMk } from './mk/embed';
import { embedSq } from './sq/embed';
import { attributesMk } from './mk/attributes';
import { attributesSq } from './sq/attributes';
import { alertsMk } from './mk/alerts';
import { alertsSq } from './sq/alerts';
import { searchMk } from './mk/search';
import { searchSq } from './sq/search';
import { trustMk } from './mk/trust';
import { trustSq } from './sq/trust';
import { uploadMk } from './mk/upload';
import { uploadSq } from './sq/upload';
import { chatSq } from './sq/chat';
import { errorsSq } from './sq/errors';
import { listingsSq } from './sq/listings';
import { sessionSq } from './sq/session';
import { shellSq } from './sq/shell';
import type { Catalogue, Language } from './catalogue';

/**
 * Every catalogue, complete, for checks over all languages (tests, tooling). The running app reads texts through
 * `messageText`, which loads Albanian on demand; importing this module does not register anything.
 */
export const catalogues: Record<Language, Catalogue> = { mk: { ...mk, ...accountMk, ...sellingMk, ...adminMk, ...moneyMk, ...paymentsMk, ...serverMk, ...reachMk, ...embedMk, ...attributesMk, ...alertsMk, ...searchMk, ...trustMk, ...uploadMk }, sq };

/**
 * The per-area files before merging. `mk.ts`/`sq.ts` merge them with object spreads, which would let a
 * duplicated id silently overwrite another area's text; the catalogue test checks uniqueness over these.
 */
export const catalogueAreas: Record<Language, Readonly<Record<string, Readonly<Record<string, string>>>>> = {
  mk: { shell: shellMk, errors: errorsMk, session: sessionMk, chat: chatMk, listings: listingsMk, account: accountMk, selling: sellingMk, admin: adminMk, money: moneyMk, payments: paymentsMk, server: serverMk, reach: reachMk, embed: embedMk, attributes: attributesMk, alerts: alertsMk, search: searchMk, trust: trustMk, upload: uploadMk },
  sq: { shell: shellSq, errors: errorsSq, session: sessionSq, chat: chatSq, listings: listingsSq, account: accountSq, selling: sellingSq, admin: adminSq, money: moneySq, payments: paymentsSq, server: serverSq, reach: reachSq, embed: embedSq, attributes: attributesSq, alerts: alertsSq, search: searchSq, trust: trustSq, upload: uploadSq },
};

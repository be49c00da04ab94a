import { accountMk } from './mk/account';
import { chatMk } from './mk/chat';
import { errorsMk } from './mk/errors';
import { listingsMk } from './mk/listings';
import { sessionMk } from './mk/session';
import { shellMk } from './mk/shell';

/**
 * The Macedonian catalogue (default language), merged from one file per area so that areas evolve apart.
 * Keys are SPEC §8 message ids verbatim (e.g. `invalidCredentials`) or dotted UI ids (e.g. `nav.home`).
 * SPEC's exact texts are used verbatim where SPEC gives them.
 */
export const mk = {
  ...shellMk,
  ...errorsMk,
  ...sessionMk,
  ...chatMk,
  ...listingsMk,
  ...accountMk,
} as const;

export type MessageId = keyof typeof mk;

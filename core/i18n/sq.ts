import type { MessageId } from './mk';
import { accountSq } from './sq/account';
import { sellingSq } from './sq/selling';
import { adminSq } from './sq/admin';
import { moneySq } from './sq/money';
import { paymentsSq } from './sq/payments';
import { serverSq } from './sq/server';
import { reachSq } from './sq/reach';
import { embedSq } from './sq/embed';
import { attributesSq } from './sq/attributes';
import { alertsSq } from './sq/alerts';
import { searchSq } from './sq/search';
import { trustSq } from './sq/trust';
import { uploadSq } from './sq/upload';
import { chatSq } from './sq/chat';
import { errorsSq } from './sq/errors';
import { listingsSq } from './sq/listings';
import { sessionSq } from './sq/session';
import { shellSq } from './sq/shell';

// Albanian texts: they need a review by a native speaker before release.
export const sq: Record<MessageId, string> = {
  ...shellSq,
  ...errorsSq,
  ...sessionSq,
  ...chatSq,
  ...listingsSq,
  ...accountSq,
  ...sellingSq,
  ...adminSq,
  ...moneySq,
  ...paymentsSq,
  ...serverSq,
  ...reachSq,
  ...embedSq,
  ...attributesSq,
  ...alertsSq,
  ...searchSq,
  ...trustSq,
  ...uploadSq,
};

import { firstValueFrom } from 'rxjs';
import { messageForOutcome, messageText, type Language, type MessageId } from '../i18n/catalogue';
import { isHttpFailure, type HttpPort } from '../ports/http';
import type { Toasts } from '../ports/notifier';
import { Store } from '../store/store';
import type { ListingAction, OwnerCommand } from '../listings/statuses';
import { formatDate } from '../format/dates';
import { z } from '../schemas/zod-mini';

const renewedAnswer = z.looseObject({ data: z.looseObject({ expires_at: z.string() }) });

export const LISTING_ACTION_PATHS = {
  action: (id: number | string, action: ListingAction) => `/api/oglasi/manage/${encodeURIComponent(String(id))}/${action}`,
  draft: (id: number | string) => `/api/oglasi/drafts/${encodeURIComponent(String(id))}`,
} as const;

/** What the owner is told once an action went through (docs/product/selling.md Listing lifecycle). */
const DONE_TEXT: Record<OwnerCommand, MessageId> = {
  archive: 'myListings.archived',
  // Needs the trust texts (core/i18n/mk/trust.ts): the screens that offer it add them.
  markSold: 'ratings.markedSold',
  activate: 'myListings.activated',
  renew: 'myListings.renewed',
  deleteDraft: 'myListings.draftDeleted',
};

export interface ListingActionDeps {
  http: HttpPort;
  toasts: Toasts;
  language: () => Language;
}

/** The call of an owner command: marking sold is the archive call with `sold: true` (it opens the ratings). */
function commandRequest(id: number | string, action: OwnerCommand) {
  if (action === 'deleteDraft') return { path: LISTING_ACTION_PATHS.draft(id), method: 'DELETE' as const, payload: {} };
  if (action === 'markSold') return { path: LISTING_ACTION_PATHS.action(id, 'archive'), method: 'POST' as const, payload: { sold: true } };
  return { path: LISTING_ACTION_PATHS.action(id, action), method: 'POST' as const, payload: {} };
}

/**
 * One owner action on one listing — archive (also as sold), reactivate, renew, or delete a draft — as my listings and
 * the listing page's owner bar send it: the outcome said as a toast (a 409 is "not allowed in this status", anything
 * else the server's own message); true when the server did it.
 */
export async function sendListingAction(deps: ListingActionDeps, id: number | string, action: OwnerCommand): Promise<boolean> {
  try {
    const answer = await firstValueFrom(deps.http.request({ ...commandRequest(id, action), credentials: true }));
    // A renewal says until when (the server's new expiry), not only that it happened.
    const until = action === 'renew' ? renewedAnswer.safeParse(answer) : null;
    const lang = deps.language();
    deps.toasts.success(until?.success ? messageText('myListings.renewedUntil', lang, { date: formatDate(until.data.data.expires_at) }) : messageText(DONE_TEXT[action], lang));
    return true;
  } catch (error) {
    const refused = isHttpFailure(error) && error.httpStatus === 409;
    deps.toasts.error(refused ? messageText('myListings.actionRefused', deps.language()) : messageForOutcome(isHttpFailure(error) ? error.body : null, { lang: deps.language() }));
    return false;
  }
}

export interface OwnerListingState {
  /** An action is in flight: the owner bar's buttons wait (a second click sends nothing). */
  busy: boolean;
}

/**
 * The owner's controls on their own listing's page (docs/product/listing-page.md "The owner's bar"): the same actions
 * as my listings, one at a time; `onDone` lets the page read the listing again (its status changed).
 */
export class OwnerListingActions extends Store<OwnerListingState> {
  constructor(private readonly deps: ListingActionDeps) {
    super({ busy: false });
  }

  async act(id: number | string, action: OwnerCommand): Promise<boolean> {
    if (this.getSnapshot().busy) return false;
    this.patch({ busy: true });
    const ok = await sendListingAction(this.deps, id, action);
    if (!this.isDisposed) this.patch({ busy: false });
    return ok;
  }
}

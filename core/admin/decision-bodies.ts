import { z } from '../schemas/zod-mini';

/*
 * What the moderators' decisions send (docs/product/trust.md, docs/api.md "The contract"): the contract's request
 * bodies for these routes and the schemas their handlers read them with, so the two cannot say different things.
 * A reason or a note is trimmed before its length is counted, as the moderators type it.
 */

const note = z.optional(z.string().check(z.trim(), z.maxLength(1_000)));

/** `POST /api/admin/listings/:id/moderate`: a listing in moderation approved, or rejected with its reason. */
export const listingDecisionBodySchema = z.object({ decision: z.enum(['approve', 'reject']), reason: note });

/** `POST /api/admin/reports/:listingId/resolve`: a listing's reports dismissed, the listing rejected, or its seller banned. */
export const reportResolutionBodySchema = z.object({ action: z.enum(['dismiss', 'reject', 'ban']), reason: note });

/** `POST /api/admin/users/:id/ban`: a user banned or let back in. */
export const banBodySchema = z.object({ banned: z.boolean() });

/** `POST /api/admin/verification-requests/:id/process`: an identity check approved or rejected, with a note. */
export const verificationDecisionBodySchema = z.object({ decision: z.enum(['approve', 'reject']), admin_note: note });

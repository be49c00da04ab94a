import type { FastifyInstance } from 'fastify';
import { messageText } from '../../core';
import { MY_LISTINGS_TABS } from '../../core/listings/statuses';
import type { ApiContext } from '../context';
import type { ListingStatus } from '../db/schema';
import { requireUser } from '../auth/current-user';
import { askerLanguage } from '../text/texts';
import { listingBase } from '../listings/listing-query';
import { serializeDetail } from '../listings/serialize';
import type { AnswerOf, MyListingAnswer, myListingsAnswerSchema, verificationCheckAnswerSchema } from '../../core/api/answers';

const TABS = MY_LISTINGS_TABS;

const STATUS_TEXT = {
  pending: 'verification.pending',
  approved: 'verification.approved',
  rejected: 'verification.rejected',
} as const;

/** The signed-in user's own data: my-listings (docs/product/accounts.md tabs) and the verification status. */
export async function registerMyAccountRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;

  api.get('/oglasi/my-listings', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const rows = await listingBase(db).select('l.sold_at').where('l.user_id', '=', user.id).orderBy('l.updated_at', 'desc').orderBy('l.id', 'desc').execute();
    const data = Object.fromEntries(TABS.map((tab) => [tab, [] as MyListingAnswer[]])) as Record<ListingStatus, MyListingAnswer[]>;
    const now = Date.now();
    for (const row of rows) {
      // An active listing past its expiry date is shown where the owner expects it: under expired.
      const status: ListingStatus = row.status === 'active' && row.expires_at !== null && new Date(row.expires_at).getTime() <= now ? 'expired' : row.status;
      // Archived as sold: when (my listings shows it sold; reactivating clears it).
      data[status].push({ ...serializeDetail(row, context.config.supportEmail), status, sold_at: row.sold_at ? new Date(row.sold_at).toISOString() : null });
    }
    const counts = Object.fromEntries(TABS.map((tab) => [tab, data[tab].length])) as Record<ListingStatus, number>;
    return { status: 'success', data, counts } satisfies AnswerOf<typeof myListingsAnswerSchema>;
  });

  api.get('/verification/check-status', async (request, reply) => {
    const user = await requireUser(context, request, reply);
    if (!user) return reply;
    const request_ = await db
      .selectFrom('verification_requests')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('submitted_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const requestView = request_
      ? {
          id: request_.id,
          status: request_.status,
          status_text: messageText(STATUS_TEXT[request_.status], askerLanguage(request, user)),
          document_type: request_.document_type,
          admin_note: request_.admin_note,
          submitted_at: new Date(request_.submitted_at).toISOString(),
          processed_at: request_.processed_at ? new Date(request_.processed_at).toISOString() : null,
        }
      : null;
    // docs/product/accounts.md: approved when the user is verified by flag or the request is approved.
    const status = user.verified ? 'approved' : (request_?.status ?? 'none');
    return { status, verified: user.verified, request: requestView } satisfies AnswerOf<typeof verificationCheckAnswerSchema>;
  });
}

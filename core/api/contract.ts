import { z } from '../schemas/zod-mini';
import { listingQuerySchema } from '../listings/listing-query';
import { ACCOUNT_TYPES } from '../accounts/account-types';
import { listingPageSchema, listingSummarySchema, statsSchema } from '../listings/wire';
import { listingDetailSchema, userPageSchema } from '../listings/listing-detail';
import { categoriesSchema, regionsSchema } from '../schemas/catalog';
import { galleryOrderBodySchema, listingReportBodySchema, listingSchema, listingStatsSchema, myListingsResponseSchema } from '../schemas/listing';
import { userDataResponseSchema } from '../schemas/user';
import {
  activationPayloadSchema,
  authResponseSchema,
  forgotPasswordPayloadSchema,
  passwordChangePayloadSchema,
  profilePayloadSchema,
  resendVerificationPayloadSchema,
} from '../schemas/auth';
import { DOCUMENT_TYPES, favouritesResponseSchema, menusResponseSchema, verificationStatusResponseSchema } from '../schemas/account-data';
import {
  billingDetailsSchema,
  billingResponseSchema,
  creditsPurchaseResponseSchema,
  entriesResponseSchema,
  invoicesResponseSchema,
  packagesResponseSchema,
  paymentResponseSchema,
  paymentStartedSchema,
  purchaseRequestSchema,
  topUpRequestSchema,
  walletResponseSchema,
} from '../payments/types';
import { billingInputSchema } from '../payments/billing-rules';
import { banBodySchema, listingDecisionBodySchema, reportResolutionBodySchema, verificationDecisionBodySchema } from '../admin/decision-bodies';
import { auditItem, queuesSchema, reportGroup, userItem, verificationItem } from '../admin/moderation-console';
import { providersSchema } from '../accounts/providers';
import { searchSuggestionsAnswerSchema, searchSuggestionsClientSchema, searchSuggestionsQuerySchema } from '../search/suggestions-wire';
import {
  accountUserAnswerSchema,
  categoriesAnswerSchema,
  dataAnswer,
  errorAnswerSchema,
  favouritesAnswerSchema,
  homeStatsAnswerSchema,
  infoPageAnswerSchema,
  listingLimitsAnswerSchema,
  listingStatsAnswerSchema,
  menusAnswerSchema,
  verificationCheckAnswerSchema,
  listingCardSchema,
  listingDetailAnswerSchema,
  listingPageAnswerSchema,
  locationsAnswerSchema,
  messageAnswerSchema,
  myListingsAnswerSchema,
  publicUserAnswerSchema,
  signedInAnswerSchema,
  userDataAnswerSchema,
  userPageAnswerSchema,
  notificationsAnswerSchema,
  savedSearchCreatedAnswerSchema,
  savedSearchesAnswerSchema,
  savedSearchOneAnswerSchema,
} from './answers';
import { blockAnswerSchema, blockedUsersAnswerSchema, conversationReportSchema, conversationReportsAnswerSchema, CONVERSATION_REPORT_ACTIONS, reportBodySchema, resolveReportBodySchema, safetyCountersAnswerSchema } from '../trust/wire';
import { SAFETY_RULES } from '../trust/message-safety';
import { ratingEditSchema, ratingInputSchema, ratingReplySchema } from '../trust/ratings';
import { ratingsPageSchema, reportedRatingsAnswerSchema, reputationAnswerSchema } from '../trust/wire';
import { alertSettingsSchema, notificationsReader, notificationsReadSchema, saveSearchBodySchema, savedSearchesReader, savedSearchReader, savedSearchUpdateSchema, unsubscribeBodySchema } from '../alerts/wire';

/*
 * The HTTP contract of the reference server: every route under /api, its request (path parameters, query, JSON
 * body, multipart fields and files) and its success answer, as zod schemas (docs/api.md; decision 152). The
 * OpenAPI document (`GET /api/openapi.json`, server/http/openapi.ts) is generated from this table, and
 * tests/server/contract/ hold the server to it: a route the server registers with no entry here fails, and the real
 * answers of the read and main write routes are validated against `answer` (the server's promise) and `client` (the
 * tolerant schema the client parses the answer with, which must accept it).
 *
 * Adding a route: its schemas first (next to the area's others in core/), an entry here, then the handler.
 * Not imported by ui/ or app/: the client's first page never downloads it.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Who may call: anyone, a signed-in user (cookie or bearer), an admin, or only outside production. */
export type Access = 'public' | 'signedIn' | 'admin' | 'development';

/** A `multipart/form-data` request: its text fields (one schema) and its file fields (name → what it holds). */
export interface MultipartBody {
  fields: z.ZodMiniType;
  files: Readonly<Record<string, string>>;
}

/** An answer that is not JSON: a file, with its media type. */
export interface BinaryAnswer {
  binary: string;
  description: string;
}

export interface RouteContract {
  method: HttpMethod;
  /** Fastify's spelling, under /api: `/api/oglasi/manage/:id`, `/api/oglasi/listing/*` (the rest of the path). */
  path: string;
  summary: string;
  access: Access;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  /** A JSON body: the server holds every request to it before the handler runs (server/http/contract-requests.ts). */
  body?: z.ZodMiniType;
  /**
   * The catalogue message a body field is refused with when it breaks its rule, first match first (docs/api.md "The
   * contract"); a body that breaks another rule is refused with `invalidRequest`.
   */
  bodyRefusals?: readonly (readonly [field: string, messageId: string])[];
  /** A multipart body (a route may take either: `body` and `multipart` both set). */
  multipart?: MultipartBody;
  /** The success status (200 unless said). */
  status?: number;
  /** The success answer: the server's promise (strict where the server types its answer from it). */
  answer: z.ZodMiniType | BinaryAnswer;
  /** The tolerant schema the client parses this answer with, where it has one; it must accept every answer. */
  client?: z.ZodMiniType;
  /** What `client` is applied to: the whole answer, or its `data` (core/listings/read-api.ts getParsed unwraps it). */
  clientReads?: 'answer' | 'data';
}

export const isBinaryAnswer = (answer: RouteContract['answer']): answer is BinaryAnswer => typeof answer === 'object' && answer !== null && 'binary' in answer;

// ---------------------------------------------------------------------------------------------------------------------
// Building blocks of requests and of the answers core had no schema for (docs/api.md describes each).

const success = z.literal('success');
const text = (max: number) => z.string().check(z.maxLength(max));
const rowIdParam = z.string().check(z.regex(/^\d{1,10}$/));
const idParams = z.object({ id: rowIdParam });
const iso = z.string().check(z.minLength(1), z.maxLength(64));
const rowId = z.int().check(z.positive());

/** `{ status: 'success', data: ListingDetail }`: every listing write answers the listing as it now is. */
const listingWriteAnswer = dataAnswer(listingDetailAnswerSchema);
const listingWriteClient = z.looseObject({ data: listingSchema });

/** The listing form (docs/api.md "Listing writes"): JSON, or the same fields in multipart with files `images`. */
const listingFormFields = z.looseObject({
  title: z.optional(text(120)),
  category_id: z.optional(z.union([z.int(), z.string()])),
  subcategory_id: z.optional(z.union([z.int(), z.string()])),
  location_id: z.optional(z.union([z.int(), z.string()])),
  price: z.optional(z.union([z.number(), z.string()])),
  price_type: z.optional(z.enum(['fixed', 'agreement'])),
  currency: z.optional(z.enum(['EUR', 'MKD'])),
  description: z.optional(text(5_000)),
  youtube_url: z.optional(z.string()),
  contact_phone: z.optional(z.string()),
  viber_phone: z.optional(z.string()),
  whatsapp_phone: z.optional(z.string()),
  brand: z.optional(z.string()),
  model: z.optional(z.string()),
  features: z.optional(z.union([z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])), z.string()])),
  draft: z.optional(z.union([z.boolean(), z.string()])),
  user_type: z.optional(z.enum(ACCOUNT_TYPES)),
  company_name: z.optional(z.string()),
  image_order: z.optional(z.union([z.array(z.int()), z.string()])),
  replace_images: z.optional(z.union([z.boolean(), z.string()])),
});
const listingImages = { images: 'photos (repeat the field; JPEG, PNG, WebP, AVIF…; checked by content)' };

const registrationFields = z.extend(profilePayloadSchema, {
  registration_type: z.optional(z.enum(['email', 'sms'])),
  code: z.optional(z.string()),
  display_name: z.optional(z.string()),
  location_id: z.optional(z.union([z.int(), z.string()])),
});

const healthAnswer = z.looseObject({ status: z.literal('ok'), engine: z.string(), database: z.looseObject({ now: z.string(), version: z.string() }) });

const infoPageClient = z.looseObject({ slug: z.string(), title: z.string(), content: z.nullish(z.string()) });

const adminVerificationItem = z.extend(verificationItem, {
  status: z.enum(['pending', 'approved', 'rejected']),
  admin_note: z.nullable(z.string()),
  processed_at: z.nullable(iso),
  user: z.extend(publicUserAnswerSchema, { email: z.nullable(z.string()) }),
});

// ---------------------------------------------------------------------------------------------------------------------

const socialProviderParams = z.object({ provider: z.enum(['google', 'facebook', 'apple']) });

/** A new person signing in with a provider: the terms first (docs/product/accounts.md "Social sign-in"). */
const socialTermsAnswerSchema = z.strictObject({
  status: z.literal('success'),
  requires_terms: z.literal(true),
  is_new_user: z.literal(true),
  ticket: z.string(),
  provider: z.string(),
  email: z.string(),
});

export const API_CONTRACT: readonly RouteContract[] = [
  // Health (server/routes/health.ts)
  { method: 'GET', path: '/api/health', access: 'public', summary: 'The process and its database answer', answer: healthAnswer },
  { method: 'GET', path: '/api/health/live', access: 'public', summary: 'The process answers', answer: z.strictObject({ status: z.literal('ok'), pid: z.int() }) },
  {
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
    summary: 'Ready for traffic (503 while draining or without its database/Redis)',
    answer: z.strictObject({ status: z.literal('ok'), ready: z.literal(true), checks: z.record(z.string(), z.boolean()), pid: z.int() }),
  },

  // Accounts: session (server/routes/auth-session.ts)
  { method: 'GET', path: '/api/auth/providers', access: 'public', summary: 'The sign-in methods this server offers', answer: dataAnswer(z.strictObject({ email: z.literal(true), sms: z.boolean(), google: z.boolean(), facebook: z.boolean(), apple: z.boolean(), one_tap: z.nullable(z.strictObject({ client_id: z.string(), script: z.string() })) })), client: providersSchema, clientReads: 'data' },
  { method: 'GET', path: '/api/auth/user/user-data', access: 'public', summary: 'The signed-in user and a bearer token (both null when anonymous)', answer: userDataAnswerSchema, client: userDataResponseSchema },
  {
    method: 'POST',
    path: '/api/auth/user/auth',
    access: 'public',
    summary: 'Sign in (e-mail and password, SMS code, or a social provider: a one-tap credential, a ticket from the code flow, an e-mailed link confirmation); sets the session cookie',
    body: z.looseObject({
      provider: z.optional(z.enum(['email', 'sms', 'google', 'facebook', 'apple'])),
      email: z.optional(z.string()),
      password: z.optional(z.string()),
      phone_number: z.optional(z.string()),
      code: z.optional(z.string()),
      credential: z.optional(z.string()),
      ticket: z.optional(z.string()),
      confirm: z.optional(z.string()),
      terms_accepted: z.optional(z.boolean()),
    }),
    answer: z.union([signedInAnswerSchema, socialTermsAnswerSchema]),
    client: authResponseSchema,
  },
  // Accounts: social sign-in (server/routes/auth-social.ts; decision 158). Each answers 404 socialLoginUnavailable for a provider not configured.
  { method: 'GET', path: '/api/auth/social/:provider/start', access: 'public', summary: "Start the provider's code flow (PKCE, state, nonce): a 302 to the provider", params: socialProviderParams, query: z.object({ redirectPath: z.optional(text(1_000)) }), status: 302, answer: { binary: 'text/plain', description: "a redirect to the provider's sign-in page" } },
  { method: 'GET', path: '/api/auth/social/:provider/callback', access: 'public', summary: "The provider's answer: a 302 to the login page with a ticket, or with social_error", params: socialProviderParams, status: 302, answer: { binary: 'text/plain', description: 'a redirect to the login page' } },
  { method: 'POST', path: '/api/auth/social/:provider/callback', access: 'public', summary: "Apple's answer (a form POST): as the GET", params: socialProviderParams, status: 302, answer: { binary: 'text/plain', description: 'a redirect to the login page' } },
  { method: 'POST', path: '/api/auth/social/:provider/nonce', access: 'public', summary: 'A one-tap nonce bound to this browser (Google)', params: socialProviderParams, answer: z.strictObject({ status: z.literal('success'), nonce: z.string() }) },
  { method: 'POST', path: '/api/auth/social/:provider/link-mail', access: 'public', summary: 'Mail the existing account a link that confirms linking the provider', params: socialProviderParams, body: z.looseObject({ ticket: z.string() }), answer: z.strictObject({ status: z.literal('success'), messageId: z.string(), email: z.string() }) },
  { method: 'GET', path: '/api/auth/user/logout', access: 'public', summary: "End this session (its tokens and chat sockets); clears the cookie", answer: messageAnswerSchema },
  { method: 'POST', path: '/api/auth/user/logout-all', access: 'signedIn', summary: 'End every session of the user', answer: messageAnswerSchema },

  // Accounts: registration and profile (server/routes/auth-register.ts)
  {
    method: 'POST',
    path: '/api/auth/user/register',
    access: 'public',
    summary: 'Register by e-mail (an activation mail follows) or by SMS code (signed in at once)',
    body: registrationFields,
    multipart: { fields: registrationFields, files: { profileImage: 'profile picture (optional)' } },
    status: 201,
    answer: z.union([
      z.strictObject({ status: success, messageId: z.literal('registrationSuccess'), email: z.string(), email_verification_required: z.literal(true) }),
      signedInAnswerSchema,
    ]),
    client: authResponseSchema,
  },
  {
    method: 'PUT',
    path: '/api/auth/user/update',
    access: 'signedIn',
    summary: "Update the signed-in user's profile",
    body: profilePayloadSchema,
    multipart: { fields: profilePayloadSchema, files: { profileImage: 'profile picture (optional)' } },
    answer: z.strictObject({ status: success, messageId: z.literal('profileUpdated'), user: accountUserAnswerSchema }),
    client: authResponseSchema,
  },
  { method: 'PUT', path: '/api/auth/user/language', access: 'signedIn', summary: 'The language the server writes to this user in', body: z.object({ language: z.enum(['mk', 'sq']) }), answer: dataAnswer(z.strictObject({ language: z.enum(['mk', 'sq']) })) },

  // Accounts: recovery, activation, SMS codes (server/routes/auth-recovery.ts)
  { method: 'POST', path: '/api/auth/user/forgot-password', access: 'public', summary: 'Mail a password-reset link', body: forgotPasswordPayloadSchema, answer: messageAnswerSchema, client: authResponseSchema },
  { method: 'POST', path: '/api/auth/user/change-password', access: 'public', summary: 'Set a new password with a reset token', body: passwordChangePayloadSchema, answer: messageAnswerSchema, client: authResponseSchema },
  { method: 'POST', path: '/api/auth/user/activate', access: 'public', summary: 'Activate an account from its signed link', body: activationPayloadSchema, answer: messageAnswerSchema, client: authResponseSchema },
  { method: 'POST', path: '/api/auth/user/resend-verification-email', access: 'public', summary: 'Mail the activation link again', body: resendVerificationPayloadSchema, answer: messageAnswerSchema, client: authResponseSchema },
  { method: 'POST', path: '/api/auth/sms/send-code', access: 'public', summary: 'Send a one-time code by SMS', body: z.looseObject({ phone_number: z.string(), purpose: z.optional(z.string()) }), answer: messageAnswerSchema },
  { method: 'POST', path: '/api/auth/sms/verify-code', access: 'signedIn', summary: "Verify the user's phone with a code", body: z.looseObject({ phone_number: z.string(), code: z.string() }), answer: messageAnswerSchema },

  // Accounts: deletion, support, embed (server/routes/account-deletion.ts, support-contact.ts, embed-chat.ts)
  { method: 'POST', path: '/api/auth/user/delete-account', access: 'signedIn', summary: 'Delete the account (password, or a code for an account without one)', body: z.looseObject({ password: z.optional(z.string()), code: z.optional(z.string()) }), answer: messageAnswerSchema },
  { method: 'POST', path: '/api/support/contact', access: 'public', summary: 'A message to support from someone who cannot sign in', body: z.looseObject({ email: z.string(), password: z.string(), message: text(2_000) }), bodyRefusals: [['message', 'chat.error.messageTooLong']], answer: messageAnswerSchema },
  {
    method: 'POST',
    path: '/api/embed/chat-token',
    access: 'signedIn',
    summary: "A chat token for a partner site's embed (Oglasi's own sign-in page only)",
    body: z.object({ origin: z.string() }),
    answer: z.strictObject({ status: success, token: z.string(), expires_at: z.number(), user: z.strictObject({ id: rowId, name: z.nullable(z.string()), is_support_agent: z.boolean() }) }),
  },

  // Marketplace reads (server/routes/catalogue.ts, listings.ts, content.ts)
  { method: 'GET', path: '/api/categories', access: 'public', summary: 'Categories with their subcategories and active-listing counts', answer: categoriesAnswerSchema, client: categoriesSchema, clientReads: 'data' },
  { method: 'GET', path: '/api/locations', access: 'public', summary: 'Regions with their towns', answer: locationsAnswerSchema, client: regionsSchema, clientReads: 'data' },
  { method: 'GET', path: '/api/stats/home', access: 'public', summary: "The home page's numbers", answer: homeStatsAnswerSchema, client: statsSchema, clientReads: 'data' },
  { method: 'GET', path: '/api/users/:slug', access: 'public', summary: "A user's public page", params: z.object({ slug: text(120) }), answer: userPageAnswerSchema, client: userPageSchema, clientReads: 'data' },
  { method: 'GET', path: '/api/oglasi', access: 'public', summary: 'A page of listings (category, place, seller, price filters)', query: listingQuerySchema, answer: listingPageAnswerSchema, client: listingPageSchema },
  { method: 'GET', path: '/api/oglasi/search', access: 'public', summary: 'A search: the same filters with `q`, by relevance', query: listingQuerySchema, answer: listingPageAnswerSchema, client: listingPageSchema },
  { method: 'GET', path: '/api/search/suggestions', access: 'public', summary: 'Popular search terms that start like `q` (Cyrillic or Latin), at most 6', query: searchSuggestionsQuerySchema, answer: searchSuggestionsAnswerSchema, client: searchSuggestionsClientSchema, clientReads: 'data' },
  { method: 'GET', path: '/api/oglasi/showcase', access: 'public', summary: "The home page's showcase (at most 8, in rotation)", answer: dataAnswer(z.array(listingCardSchema)), client: z.array(listingSummarySchema), clientReads: 'data' },
  {
    method: 'GET',
    path: '/api/oglasi/listing/*',
    access: 'public',
    summary: "A listing's page: any path ending in its slug (hidden ones to their owner and admins; 410 once gone)",
    params: z.object({ '*': text(1_000) }),
    answer: dataAnswer(listingDetailAnswerSchema),
    client: listingDetailSchema,
    clientReads: 'data',
  },
  { method: 'GET', path: '/api/oglasi/listing-id/:id/similar', access: 'public', summary: 'Up to 8 similar listings', params: idParams, answer: dataAnswer(z.array(listingCardSchema)), client: z.array(listingSummarySchema), clientReads: 'data' },
  { method: 'POST', path: '/api/oglasi/listing-id/:id/view', access: 'public', summary: 'Count a view (once per visitor a day)', params: idParams, answer: z.strictObject({ status: success, views: z.int(), counted: z.boolean() }) },
  { method: 'POST', path: '/api/oglasi/listing-id/:id/contact', access: 'public', summary: 'Count a use of a contact button', params: idParams, body: z.object({ kind: z.enum(['phone', 'whatsapp', 'viber']) }), answer: z.strictObject({ status: success, counted: z.boolean() }) },
  { method: 'GET', path: '/api/menus/location/:location', access: 'public', summary: 'The menus of a place on the page (a bare array)', params: z.object({ location: text(40) }), answer: menusAnswerSchema, client: menusResponseSchema },
  { method: 'GET', path: '/api/pages/:slug', access: 'public', summary: 'An information page', params: z.object({ slug: text(80) }), answer: infoPageAnswerSchema, client: infoPageClient, clientReads: 'data' },
  { method: 'GET', path: '/api/config/listing-limits', access: 'public', summary: 'Photo and video limits of the listing form', answer: listingLimitsAnswerSchema },

  // The signed-in user's data (server/routes/favourites.ts, my-account.ts, reports.ts)
  { method: 'GET', path: '/api/favourites', access: 'signedIn', summary: 'Saved listings, newest first', answer: favouritesAnswerSchema, client: favouritesResponseSchema },
  { method: 'POST', path: '/api/favourites', access: 'signedIn', summary: 'Save a listing (idempotent)', body: z.object({ entity_id: z.union([z.int(), z.string()]) }), answer: z.strictObject({ status: success, entity_id: rowId }) },
  {
    method: 'DELETE',
    path: '/api/favourites',
    access: 'signedIn',
    summary: 'Forget a saved listing (JSON body or `?entity_id=`)',
    query: z.object({ entity_id: z.optional(z.string()) }),
    body: z.object({ entity_id: z.union([z.int(), z.string()]) }),
    answer: z.strictObject({ status: success, entity_id: rowId }),
  },
  { method: 'POST', path: '/api/favourites/cleanup', access: 'signedIn', summary: 'Forget saved listings that are no longer public', answer: z.strictObject({ status: success, removed: z.array(rowId) }) },
  { method: 'GET', path: '/api/oglasi/my-listings', access: 'signedIn', summary: "The user's own listings by tab", answer: myListingsAnswerSchema, client: myListingsResponseSchema },
  { method: 'GET', path: '/api/verification/check-status', access: 'signedIn', summary: "The user's identity verification", answer: verificationCheckAnswerSchema, client: verificationStatusResponseSchema },
  { method: 'POST', path: '/api/reports', access: 'signedIn', summary: 'Report a listing (201; 200 replaces an earlier report)', body: listingReportBodySchema, status: 201, answer: z.strictObject({ status: success }) },

  // Listing writes (server/routes/listing-write.ts, listing-drafts.ts, listing-images.ts, listing-video.ts)
  { method: 'POST', path: '/api/oglasi/create', access: 'signedIn', summary: 'Create a listing (or a draft)', body: listingFormFields, multipart: { fields: listingFormFields, files: listingImages }, status: 201, answer: listingWriteAnswer, client: listingWriteClient },
  { method: 'PUT', path: '/api/oglasi/manage/:id', access: 'signedIn', summary: 'Edit an own listing', params: idParams, body: listingFormFields, multipart: { fields: listingFormFields, files: listingImages }, answer: listingWriteAnswer, client: listingWriteClient },
  { method: 'POST', path: '/api/oglasi/manage/:id/archive', access: 'signedIn', summary: 'Archive an own listing (`sold: true`: as sold, which opens the ratings of its conversations)', params: idParams, body: z.object({ sold: z.optional(z.boolean()) }), answer: listingWriteAnswer, client: listingWriteClient },
  { method: 'POST', path: '/api/oglasi/manage/:id/activate', access: 'signedIn', summary: 'Reactivate an archived or expired listing', params: idParams, answer: listingWriteAnswer, client: listingWriteClient },
  { method: 'POST', path: '/api/oglasi/manage/:id/renew', access: 'signedIn', summary: 'Renew a listing for another 60 days', params: idParams, answer: listingWriteAnswer, client: listingWriteClient },
  { method: 'POST', path: '/api/oglasi/manage/:id/publish', access: 'signedIn', summary: 'Publish a draft', params: idParams, answer: listingWriteAnswer, client: listingWriteClient },
  { method: 'GET', path: '/api/oglasi/manage/:id/stats', access: 'signedIn', summary: "An own listing's views and contacts over 15 days", params: idParams, answer: listingStatsAnswerSchema, client: listingStatsSchema, clientReads: 'data' },
  { method: 'POST', path: '/api/oglasi/manage/:id/images', access: 'signedIn', summary: 'Add one photo', params: idParams, multipart: { fields: z.object({}), files: { image: 'one photo' } }, answer: z.extend(listingWriteAnswer, { image: z.optional(z.unknown()) }), client: listingWriteClient },
  { method: 'PUT', path: '/api/oglasi/manage/:id/images', access: 'signedIn', summary: 'Reorder the photos (the first is the main one)', params: idParams, body: galleryOrderBodySchema, answer: listingWriteAnswer, client: listingWriteClient },
  { method: 'DELETE', path: '/api/oglasi/manage/:id/images', access: 'signedIn', summary: 'Remove one photo', params: idParams, query: z.object({ url: text(300) }), answer: listingWriteAnswer, client: listingWriteClient },
  { method: 'POST', path: '/api/oglasi/manage/:id/video', access: 'signedIn', summary: 'Add or replace the video (MP4/MOV/WEBM, ≤ 90 s)', params: idParams, multipart: { fields: z.object({}), files: { video: 'one video' } }, answer: listingWriteAnswer, client: listingWriteClient },
  { method: 'DELETE', path: '/api/oglasi/manage/:id/video', access: 'signedIn', summary: 'Remove the video', params: idParams, answer: listingWriteAnswer, client: listingWriteClient },
  { method: 'GET', path: '/api/oglasi/drafts/latest', access: 'signedIn', summary: "The user's latest draft, or null", answer: dataAnswer(z.nullable(listingDetailAnswerSchema)), client: z.looseObject({ data: z.nullable(listingSchema) }) },
  { method: 'DELETE', path: '/api/oglasi/drafts/:id', access: 'signedIn', summary: 'Delete a draft', params: idParams, answer: dataAnswer(z.strictObject({ id: rowId })) },

  // Money (server/routes/payments.ts, billing.ts; docs/payments.md)
  { method: 'GET', path: '/api/promotion/packages', access: 'public', summary: 'Promotion packages and prices', answer: packagesResponseSchema, client: packagesResponseSchema },
  { method: 'GET', path: '/api/wallet', access: 'signedIn', summary: "The user's credit balance (denars)", answer: walletResponseSchema, client: walletResponseSchema },
  { method: 'GET', path: '/api/wallet/entries', access: 'signedIn', summary: 'Wallet entries, newest first', query: z.object({ page: z.optional(z.string()) }), answer: entriesResponseSchema, client: entriesResponseSchema },
  { method: 'POST', path: '/api/wallet/top-up', access: 'signedIn', summary: 'Start a card payment that tops the wallet up', body: topUpRequestSchema, bodyRefusals: [['idempotency_key', 'idempotencyKeyRequired'], ['amount', 'invalidAmount']], status: 201, answer: paymentStartedSchema, client: paymentStartedSchema },
  { method: 'POST', path: '/api/promotion/purchase', access: 'signedIn', summary: 'Buy a promotion with credits (200) or by card (201, a payment)', body: purchaseRequestSchema, bodyRefusals: [['idempotency_key', 'idempotencyKeyRequired'], ['package_code', 'packageSelectionError']], answer: z.union([creditsPurchaseResponseSchema, paymentStartedSchema]) },
  { method: 'GET', path: '/api/payments/:id', access: 'signedIn', summary: 'One of the user\'s payments', params: z.object({ id: z.uuid() }), answer: paymentResponseSchema, client: paymentResponseSchema },
  {
    method: 'POST',
    path: '/api/payments/notify/:provider',
    access: 'public',
    summary: "A payment provider's signed notification (raw JSON body, checked against its signature)",
    params: z.object({ provider: text(40) }),
    body: z.unknown(),
    answer: z.strictObject({ status: success, outcome: z.string() }),
  },
  { method: 'GET', path: '/api/billing', access: 'signedIn', summary: "The user's billing details (or null)", answer: billingResponseSchema, client: billingResponseSchema },
  { method: 'PUT', path: '/api/billing', access: 'signedIn', summary: 'Save billing details', body: billingInputSchema, answer: z.looseObject({ status: success, messageId: z.literal('billingSaved'), details: billingDetailsSchema }) },
  { method: 'GET', path: '/api/billing/invoices', access: 'signedIn', summary: "The user's invoices, newest first", query: z.object({ page: z.optional(z.string()) }), answer: invoicesResponseSchema, client: invoicesResponseSchema },
  { method: 'GET', path: '/api/billing/invoices/:file', access: 'signedIn', summary: 'One invoice as a PDF', params: z.object({ file: text(120) }), answer: { binary: 'application/pdf', description: 'the invoice' } },

  // Verification requests (server/routes/verification.ts)
  {
    method: 'POST',
    path: '/api/verification/submit',
    access: 'signedIn',
    summary: 'Ask to be verified: names, contact, the document and its photos',
    multipart: {
      fields: z.looseObject({ first_name: z.string(), last_name: z.string(), email: z.optional(z.string()), phone: z.optional(z.string()), document_type: z.enum(DOCUMENT_TYPES), terms_accepted: z.string() }),
      files: { front_image: 'the front of the document', back_image: 'its back (not for a passport)' },
    },
    status: 201,
    answer: messageAnswerSchema,
  },

  // Admin (server/routes/admin-console.ts, admin-moderation.ts, listing-write.ts, verification.ts)
  { method: 'GET', path: '/api/admin/queues', access: 'admin', summary: 'How much waits in each queue', answer: dataAnswer(z.strictObject({ verification: z.int(), moderation: z.int(), reports: z.int(), conversations: z.int() })), client: queuesSchema },
  { method: 'GET', path: '/api/admin/audit', access: 'admin', summary: 'The latest 100 admin decisions', answer: dataAnswer(z.array(auditItem)) },
  { method: 'GET', path: '/api/admin/reports', access: 'admin', summary: 'Open reports grouped by listing', answer: dataAnswer(z.array(z.extend(reportGroup, { latest_at: iso }))) },
  { method: 'POST', path: '/api/admin/reports/:listingId/resolve', access: 'admin', summary: "Resolve a listing's reports: dismiss, reject the listing, or ban the seller", params: z.object({ listingId: rowIdParam }), body: reportResolutionBodySchema, answer: dataAnswer(z.strictObject({ listing_id: rowId, action: z.enum(['dismiss', 'reject', 'ban']), resolved_reports: z.int() })) },
  { method: 'GET', path: '/api/admin/users', access: 'admin', summary: 'Find users by e-mail, phone or name (≤ 20)', query: z.object({ q: z.optional(text(400)) }), answer: dataAnswer(z.array(userItem)) },
  { method: 'POST', path: '/api/admin/users/:id/ban', access: 'admin', summary: 'Ban or unban a user', params: idParams, body: banBodySchema, answer: dataAnswer(z.strictObject({ id: rowId, banned: z.boolean() })) },
  { method: 'GET', path: '/api/admin/listings', access: 'admin', summary: 'Listings waiting in moderation, oldest first', answer: dataAnswer(z.array(listingDetailAnswerSchema)) },
  { method: 'POST', path: '/api/admin/listings/:id/moderate', access: 'admin', summary: 'Approve or reject a listing in moderation', params: idParams, body: listingDecisionBodySchema, answer: listingWriteAnswer },
  { method: 'GET', path: '/api/admin/verification-requests', access: 'admin', summary: 'Verification requests by status (default pending)', query: z.object({ status: z.optional(z.enum(['pending', 'approved', 'rejected'])) }), answer: dataAnswer(z.array(adminVerificationItem)) },
  { method: 'GET', path: '/api/admin/verification-requests/:id/document/:side', access: 'admin', summary: 'A document photo (admins and its owner)', params: z.object({ id: rowIdParam, side: z.enum(['front', 'back']) }), answer: { binary: 'image/webp', description: 'the document photo, 1488 px' } },
  { method: 'POST', path: '/api/admin/verification-requests/:id/process', access: 'admin', summary: 'Approve or reject a verification request', params: idParams, body: verificationDecisionBodySchema, answer: dataAnswer(z.strictObject({ id: rowId, status: z.enum(['approved', 'rejected']), admin_note: z.nullable(z.string()) })) },

  // Trust II: blocking and reporting in the chat, reported conversations, the warning rules' counters (issue 43)
  { method: 'GET', path: '/api/chat/blocks', access: 'signedIn', summary: 'The users the caller has blocked, newest first', answer: z.strictObject({ status: success, data: z.array(z.strictObject({ id: rowId, name: z.string(), blocked_at: iso })) }), client: blockedUsersAnswerSchema },
  { method: 'POST', path: '/api/chat/conversations/:id/block', access: 'signedIn', summary: "Block the partner of one of the caller's listing conversations (they are not told; idempotent)", params: idParams, answer: z.strictObject({ status: success, blocked_user_id: rowId }), client: blockAnswerSchema },
  { method: 'DELETE', path: '/api/chat/blocks/:userId', access: 'signedIn', summary: 'Unblock a user', params: z.object({ userId: rowIdParam }), answer: z.strictObject({ status: success, id: rowId }) },
  { method: 'POST', path: '/api/chat/conversations/:id/report', access: 'signedIn', summary: 'Report a conversation to the moderators with its latest 20 messages (again: the open report is brought up to date, 200)', params: idParams, body: reportBodySchema, status: 201, answer: messageAnswerSchema },
  { method: 'GET', path: '/api/admin/conversation-reports', access: 'admin', summary: 'Open conversation reports, oldest first, with the copied messages', answer: dataAnswer(z.array(conversationReportSchema)), client: conversationReportsAnswerSchema },
  { method: 'POST', path: '/api/admin/conversation-reports/:id/resolve', access: 'admin', summary: 'Resolve a conversation report: dismiss, warn the reported user (a support message), or ban them', params: idParams, body: resolveReportBodySchema, answer: dataAnswer(z.strictObject({ id: rowId, action: z.enum(CONVERSATION_REPORT_ACTIONS) })) },
  { method: 'GET', path: '/api/admin/safety-counters', access: 'admin', summary: "How often each warning rule fired today and over 7 days", answer: dataAnswer(z.array(z.strictObject({ rule: z.enum(SAFETY_RULES), today: z.int(), week: z.int() }))), client: safetyCountersAnswerSchema },

  // Ratings and the seller's reputation (server/routes/ratings.ts; issue 43)
  { method: 'POST', path: '/api/ratings', access: 'signedIn', summary: 'Rate the other side of a two-sided conversation about a listing (sold, or 7 days on); one per pair and listing', body: ratingInputSchema, status: 201, answer: z.strictObject({ status: success, id: rowId, messageId: z.string() }) },
  { method: 'PUT', path: '/api/ratings/:id', access: 'signedIn', summary: 'Edit an own rating within 14 days', params: idParams, body: ratingEditSchema, answer: z.strictObject({ status: success, id: rowId, messageId: z.string() }) },
  { method: 'POST', path: '/api/ratings/:id/reply', access: 'signedIn', summary: 'The rated user answers a rating, once', params: idParams, body: ratingReplySchema, answer: z.strictObject({ status: success, id: rowId }) },
  { method: 'POST', path: '/api/ratings/:id/report', access: 'signedIn', summary: 'Report a rating to the moderators', params: idParams, status: 201, answer: messageAnswerSchema },
  { method: 'GET', path: '/api/users/:id/ratings', access: 'public', summary: "A user's visible ratings, newest first, 10 a page, with the summary (average and count, or new below 3)", params: idParams, query: z.object({ page: z.optional(z.string()) }), answer: ratingsPageSchema },
  { method: 'GET', path: '/api/users/:id/reputation', access: 'public', summary: "A seller's page facts: member since, verified, median response time (30 days), active listings, ratings summary", params: idParams, answer: reputationAnswerSchema },
  { method: 'GET', path: '/api/admin/rating-reports', access: 'admin', summary: 'Reported ratings still shown, most reported first', answer: dataAnswer(z.array(z.strictObject({ id: rowId, stars: z.int(), text: z.string(), reply: z.nullable(z.string()), reports: z.int(), rater: z.string(), ratee: z.string() }))), client: reportedRatingsAnswerSchema },
  { method: 'POST', path: '/api/admin/ratings/:id/hide', access: 'admin', summary: 'Hide a rating (audited)', params: idParams, answer: dataAnswer(z.strictObject({ id: rowId })) },

  // Media (server/routes/media.ts)
  { method: 'GET', path: '/api/image', access: 'public', summary: 'One of our uploads as WebP at an allowed width', query: z.object({ url: text(300), w: z.string(), q: z.optional(z.string()) }), answer: { binary: 'image/webp', description: 'the resized image (cached for a year)' } },

  // The contract itself (server/routes/openapi.ts)
  {
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    summary: 'This contract as an OpenAPI 3.1 document',
    answer: z.strictObject({
      openapi: z.literal('3.1.0'),
      info: z.strictObject({ title: z.string(), version: z.string(), description: z.string() }),
      servers: z.array(z.strictObject({ url: z.string() })),
      paths: z.record(z.string(), z.record(z.string(), z.unknown())),
      components: z.strictObject({ schemas: z.record(z.string(), z.unknown()), responses: z.record(z.string(), z.unknown()), securitySchemes: z.record(z.string(), z.unknown()) }),
    }),
  },
  { method: 'GET', path: '/api/docs', access: 'development', summary: 'This contract as a readable page (not in production)', answer: { binary: 'text/html', description: 'the page' } },

  // Saved searches, the bell's notifications, the alerts' unsubscribe link (server/routes/saved-searches.ts; issue 38)
  { method: 'GET', path: '/api/saved-searches', access: 'signedIn', summary: "The user's saved searches with their new matches since last seen, and the price-drop e-mail choice", answer: savedSearchesAnswerSchema, client: savedSearchesReader },
  {
    method: 'POST',
    path: '/api/saved-searches',
    access: 'signedIn',
    summary: 'Save the filters of a list (normalised: the same filters answer the saved search already kept, 200); at most 20 (409 alerts.limitReached)',
    body: saveSearchBodySchema,
    status: 201,
    answer: savedSearchCreatedAnswerSchema,
    client: savedSearchReader,
  },
  { method: 'PUT', path: '/api/saved-searches/:id', access: 'signedIn', summary: "E-mail alerts of one of the user's saved searches on or off", params: idParams, body: savedSearchUpdateSchema, answer: savedSearchOneAnswerSchema, client: savedSearchReader },
  { method: 'POST', path: '/api/saved-searches/:id/seen', access: 'signedIn', summary: 'Its matches so far count as seen (the new-matches count starts again at 0)', params: idParams, answer: savedSearchOneAnswerSchema, client: savedSearchReader },
  { method: 'DELETE', path: '/api/saved-searches/:id', access: 'signedIn', summary: "Delete one of the user's saved searches", params: idParams, answer: z.strictObject({ status: success, id: rowId }) },
  { method: 'PUT', path: '/api/alerts/settings', access: 'signedIn', summary: 'Whether price drops of saved listings are e-mailed too', body: alertSettingsSchema, answer: z.strictObject({ status: success, settings: z.strictObject({ price_drop_email: z.boolean() }) }) },
  { method: 'GET', path: '/api/notifications', access: 'signedIn', summary: "The bell's newest 30 notifications (new matches, price drops) and the unread count", answer: notificationsAnswerSchema, client: notificationsReader },
  { method: 'POST', path: '/api/notifications/read', access: 'signedIn', summary: 'Mark notifications read (all of them without ids)', body: notificationsReadSchema, answer: z.strictObject({ status: success, unread: z.int() }) },
  { method: 'POST', path: '/api/alerts/unsubscribe', access: 'public', summary: "An alert e-mail's unsubscribe link (signed token; no sign-in; idempotent)", body: unsubscribeBodySchema, answer: z.strictObject({ status: success, kind: z.enum(['saved_search', 'price_drops']) }) },

  // Development (server/routes/dev-outbox.ts)
  { method: 'GET', path: '/api/dev/outbox', access: 'development', summary: 'The latest 50 outgoing messages (not in production)', query: z.object({ to: z.optional(z.string()) }), answer: dataAnswer(z.array(z.looseObject({ id: z.int(), recipient: z.string(), created_at: iso }))) },
];

/** The shared error answer, once: every route may answer it (docs/api.md "Conventions"). */
export const API_ERROR_ANSWER = errorAnswerSchema;

/** The contract entry of a method and Fastify path, if any. */
export function routeContract(method: string, path: string): RouteContract | undefined {
  return API_CONTRACT.find((route) => route.method === method && route.path === path);
}

import type { FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import type { ApiContext } from './context';
import { registerCsrfGuard } from './http/csrf';
import { registerContractRequestBodies } from './http/contract-requests';
import { rateLimited } from './http/replies';
import { MAX_IMAGE_BYTES } from './media/image-types';
import { registerSessionRoutes } from './routes/auth-session';
import { registerSocialRoutes } from './routes/auth-social';
import { registerAccountRoutes } from './routes/auth-register';
import { registerRecoveryRoutes } from './routes/auth-recovery';
import { registerAccountDeletionRoutes } from './routes/account-deletion';
import { registerSupportContactRoutes } from './routes/support-contact';
import type { ChatServer } from './chat/register';
import { registerCatalogueRoutes } from './routes/catalogue';
import { registerListingRoutes } from './routes/listings';
import { registerContentRoutes } from './routes/content';
import { registerSearchSuggestionRoutes } from './routes/search-suggestions';
import { registerFavouriteRoutes } from './routes/favourites';
import { registerSavedSearchRoutes } from './routes/saved-searches';
import { registerMyAccountRoutes } from './routes/my-account';
import { registerUserLanguageRoutes } from './routes/user-language';
import { registerDevOutboxRoutes } from './routes/dev-outbox';
import { registerImageRoutes } from './routes/media';
import { registerVerificationRoutes } from './routes/verification';
import { registerReportRoutes } from './routes/reports';
import { registerListingWriteRoutes } from './routes/listing-write';
import { registerListingDraftRoutes } from './routes/listing-drafts';
import { registerListingVideoRoutes } from './routes/listing-video';
import { registerListingImageRoutes } from './routes/listing-images';
import { registerListingViewRoutes } from './routes/listing-views';
import { registerAdminConsoleRoutes } from './routes/admin-console';
import { registerAdminModerationRoutes } from './routes/admin-moderation';
import { registerAdminTrustRoutes } from './routes/admin-trust';
import { registerChatTrustRoutes } from './routes/chat-trust';
import { registerRatingRoutes } from './routes/ratings';
import { registerPaymentRoutes } from './routes/payments';
import { registerBillingRoutes } from './routes/billing';
import { registerEmbedChatRoutes } from './routes/embed-chat';
import { registerOpenApiRoutes } from './routes/openapi';

/** The API under /api: accounts, marketplace reads, favourites, media. See docs/api.md. */
export async function registerMarketplaceApi(api: FastifyInstance, context: ApiContext, chat: ChatServer): Promise<void> {
  await api.register(fastifyCookie);
  await api.register(fastifyMultipart, {
    // One request may carry every photo a listing may have (a listing created with its gallery), plus the one file
    // that lets the listing routes answer validation.galleryTooMany rather than a bare refusal.
    limits: { fileSize: MAX_IMAGE_BYTES, files: context.config.maxListingPhotos + 1, fields: 60, fieldSize: 16 * 1024, parts: 61 + context.config.maxListingPhotos, headerPairs: 200 },
  });
  registerCsrfGuard(api, context.config.allowedOrigins);
  const general = context.limits.api;
  if (general) {
    api.addHook('onRequest', async (request, reply) => {
      const limit = await general.hit(request.ip);
      if (!limit.allowed) return rateLimited(reply, limit.retryAfterSeconds);
    });
  }
  // Before the routes: every JSON body is held to the contract's schema for its route (core/api/contract.ts).
  registerContractRequestBodies(api, context);
  await registerSessionRoutes(api, context, chat);
  await registerSocialRoutes(api, context);
  await registerAccountRoutes(api, context);
  await registerRecoveryRoutes(api, context, chat);
  await registerAccountDeletionRoutes(api, context, chat);
  await registerSupportContactRoutes(api, context, chat);
  await registerCatalogueRoutes(api, context);
  await registerListingRoutes(api, context);
  await registerContentRoutes(api, context);
  await registerSearchSuggestionRoutes(api, context);
  await registerFavouriteRoutes(api, context);
  await registerSavedSearchRoutes(api, context);
  await registerMyAccountRoutes(api, context);
  await registerUserLanguageRoutes(api, context);
  await registerDevOutboxRoutes(api, context);
  await registerImageRoutes(api, context);
  await registerVerificationRoutes(api, context);
  await registerReportRoutes(api, context);
  await registerListingWriteRoutes(api, context);
  await registerListingDraftRoutes(api, context);
  await registerListingVideoRoutes(api, context);
  await registerListingImageRoutes(api, context);
  await registerListingViewRoutes(api, context);
  await registerAdminConsoleRoutes(api, context);
  await registerAdminModerationRoutes(api, context, chat);
  await registerAdminTrustRoutes(api, context, chat);
  await registerChatTrustRoutes(api, context);
  await registerRatingRoutes(api, context);
  await registerPaymentRoutes(api, context);
  await registerBillingRoutes(api, context);
  await registerEmbedChatRoutes(api, context);
  // The contract itself (core/api/contract.ts), as OpenAPI; its readable page outside production.
  await registerOpenApiRoutes(api, context);
}

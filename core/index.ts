// The core's public API (a product surface: keep exports explicit).
export * from './ports';
export { ROUTES, infoPath, FOOTER_FALLBACK_LINKS } from './routes/routes';
export { LISTINGS_BASE, categoryPath, locationPath, listingPath, userSlug, userPagePath } from './routes/paths';
export type { PathPart, SlugUser } from './routes/paths';
export { PROTECTED_PATH_PREFIXES, pathnameOf, isListingPath, isProtectedPath, isLoginPath, loginPathFor } from './routes/guards';
export { safeRedirectTarget } from './routes/redirect';
export { transliterate, slugify } from './text/transliterate';
export { messageText, isMessageId, catalogues, catalogueAreas, messageForOutcome } from './i18n/catalogue';
export type { Language, Catalogue, MessageId, MessageForOutcomeOptions } from './i18n/catalogue';

// The core's public API (a product surface: keep exports explicit).
export * from './ports';
export { ROUTES, infoPath, FOOTER_FALLBACK_LINKS } from './routes/routes';
export { messageText, isMessageId, catalogues } from './i18n/catalogue';
export type { Language, Catalogue, MessageId } from './i18n/catalogue';

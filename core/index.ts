// The core's public API (a product surface: keep exports explicit).
export * from './ports';
export { ROUTES, infoPath, FOOTER_FALLBACK_LINKS } from './routes/routes';
export { messageText, isMessageId, catalogues, catalogueAreas, messageForOutcome } from './i18n/catalogue';
export type { Language, Catalogue, MessageId, MessageForOutcomeOptions } from './i18n/catalogue';

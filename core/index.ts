// The core's public API (a product surface: keep exports explicit).
export * from './ports';
export { ROUTES, infoPath, FOOTER_FALLBACK_LINKS } from './routes/routes';
export { LISTINGS_BASE, categoryPath, locationPath, listingPath } from './routes/paths';
export { LISTING_PAGE_BASE, listingPagePath, listingEditorPath, listingStatsPath } from './routes/routes';
export type { PathPart } from './routes/paths';
export { userSlug, userPagePath } from './routes/user-paths';
export type { SlugUser } from './routes/user-paths';
export { PROTECTED_PATH_PREFIXES, pathnameOf, isListingPath, isProtectedPath, isLoginPath, loginPathFor } from './routes/guards';
export { safeRedirectTarget } from './routes/redirect';
export { isAppPagePath } from './routes/page-paths';
export { movesFocusToMain } from './routes/navigation-focus';
export type { NavigationFocusInput } from './routes/navigation-focus';
export { transliterate, slugify } from './text/transliterate';
export { loadOnce } from './async/load-once';
export type { LatePart } from './async/load-once';
export { Store, constantStore } from './store/store';
export type { ObservableStore } from './store/store';
export { DEFAULT_TRUNCATE_LENGTH, ELLIPSIS, stripHtml, truncateText, truncateChars } from './text/truncate';
export {
  DEFAULT_FORMAT_CURRENCY,
  DEFAULT_LISTING_CURRENCY,
  currencyCode,
  isPriceByAgreement,
  formatPrice,
  formatNumber,
  formatListingPrice,
  compactAmount,
} from './format/price';
export type { CurrencyCode, CurrencyInput, FormatPriceOptions, PricedListing } from './format/price';
export { DATE_PATTERN, TIME_PATTERN, DATE_TIME_PATTERN, toDate, formatDate, formatTime, normalizeDate, chatTimeLabel } from './format/dates';
export { dateLocale, LONG_DATE_TIME_PATTERN, DAY_HEADING_PATTERN, formatDateTime, formatDayHeading } from './format/dates-in-words';
export type { DateInput } from './format/dates';
export {
  CHAT_TITLE_MAX,
  CHAT_PREVIEW_MAX,
  TOAST_PREVIEW_MAX,
  LARGE_BUBBLE_THRESHOLD,
  UNREAD_BADGE_CAP,
  unreadBadgeText,
  truncateChatTitle,
  truncateChatPreview,
  truncateToastPreview,
  isLargeBubble,
} from './format/chat';
export { displayName, greetingName } from './format/user';
export { telHref, whatsAppHref, viberHref } from './format/contact-links';
export { internationalDigits, isValidPhoneNumber, normalisedPhoneNumber, formatPhoneNumber, PHONE_DIGITS, HOME_COUNTRY_CODE } from './validation/phone';
export type { GreetingUser, NamedUser } from './format/user';
export {
  IMAGE_VARIANTS,
  PLACEHOLDER_IMAGE,
  pickImageVariant,
  imageSrcSet,
} from './format/images';
export type { ImageVariantName, ImageVariants } from './format/images';
export { LISTING_GALLERY_SIZES, LISTING_GALLERY_MIN_WIDTH, listingPageTitle, listingPageDescription, listingShareImage } from './format/listing-head';
export type { ListingHeadInput } from './format/listing-head';
export { webmailLink } from './format/webmail';
export {
  IMAGE_MAX_BYTES,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
  GALLERY_MIN_IMAGES,
  LISTING_PHOTOS_DEFAULT,
  IMAGE_TYPES,
  VIDEO_TYPES,
  validateImageFile,
  validateVideoFile,
  youTubeVideoId,
  isValidYouTubeUrl,
} from './validation/media';
export type { MediaFileInfo, VideoFileInfo } from './validation/media';
export { IMAGE_ACCEPT, acceptsFile, dragCarriesFiles, filesToUpload, uploadPercent } from './validation/upload-picks';
export type { UploadPickRule } from './validation/upload-picks';
export { PASSWORD_MIN_LENGTH, validatePassword } from './validation/password';
export type { PasswordReading } from './validation/password';
export { emailDomain, isValidEmailFormat } from './validation/email-format';
export { isDisposableEmail, validateEmail } from './validation/email';
export {
  PROFILE_LIMITS,
  PHONE_CODE_LENGTH,
  PHONE_FORMAT_HINT,
  validatePhoneNumber,
  validateProfile,
  validatePhoneCode,
  validatePhoneCodeRequest,
  validateTermsAccepted,
} from './validation/profile';
export type { ProfileValidationFields, ProfileErrors } from './validation/profile';
export { validateChatMessage, isSendableMessage } from './validation/chat-message';
export { cleanTextInput, cleanSearchText, hasRefusedCharacters, INVALID_CHARACTERS } from './validation/text-input';
export type { TextShape, TextInputCheck } from './validation/text-input';
export type { ChatMessageCheck } from './validation/chat-message';
export { WIRE_LIMITS, idSchema, timestampSchema, numericSchema, imageVariantsSchema, imageSchema } from './schemas/common';
export type { Id, WireImageVariants } from './schemas/common';
export { WireSchemaError, parseWire } from './schemas/parse';
export type { WireIssue, WireResult } from './schemas/parse';
export { userMetaSchema, userSchema, usersSchema, userDataResponseSchema } from './schemas/user';
export type { WireUser, WireUserMeta, UserDataResponse } from './schemas/user';
export { regionSchema, placeSchema, categorySchema, categoriesSchema, regionsSchema } from './schemas/catalog';
export type { WireRegion, WireCategory } from './schemas/catalog';
export {
  LISTING_STATUSES,
  listingStatusSchema,
  priceTypeSchema,
  currencySchema,
  listingSchema,
  listingsSchema,
  myListingsResponseSchema,
  listingStatsSchema,
  reportTypeSchema,
  reportPayloadSchema,
} from './schemas/listing';
export type { ListingStatus, WireListing, MyListingsResponse, ListingStats } from './schemas/listing';
export { REPORT_TYPES } from './listings/report-types';
export type { ReportType } from './listings/report-types';
// The marketplace read model: wire schemas, mappers and query functions over HttpPort (ui/api holds only hooks).
export { ENDPOINTS, InvalidAnswerError, getParsed, fetchListings, searchListings, fetchStats, fetchCategories, fetchSimilar, parsePage } from './listings/read-api';
export type { ListingFilter } from './listings/read-api';
export { SORT_OPTIONS, SEARCH_SORT_OPTIONS } from './listings/read-model';
export type { ListingSummary, ListingPage, NamedLink, Seller, ListingDetail, SortOption, HomeStats, CategoryItem } from './listings/read-model';
export { listingSummarySchema, listingPageSchema, categorySchema as categoryListSchema, statsSchema, toSummary, toListingPage, toStats, toCategory } from './listings/wire';
export { listingDetailSchema, publicUserSchema, userPageSchema, toDetail, toSeller, fetchListing, fetchUserPage, recordView, recordContact, submitReport, reportReasonProblem, type ContactKind } from './listings/listing-detail';
export type { PublicUserPage } from './listings/listing-detail';
export {
  menuPageSchema,
  menuSchema,
  menusResponseSchema,
  favouriteSchema,
  favouritesResponseSchema,
  VERIFICATION_REQUEST_STATUSES,
  DOCUMENT_TYPES,
  verificationStatusResponseSchema,
  verificationRequestSchema,
  onboardingTaskSchema,
} from './schemas/account-data';
export type { WireMenu, FavouritesResponse, VerificationStatusResponse, WireVerificationRequest, WireOnboardingTask } from './schemas/account-data';
export {
  loginPayloadSchema,
  emailLoginPayloadSchema,
  smsLoginPayloadSchema,
  googleOneTapPayloadSchema,
  profilePayloadSchema,
  passwordChangePayloadSchema,
  activationPayloadSchema,
  resendVerificationPayloadSchema,
  forgotPasswordPayloadSchema,
  authResponseSchema,
} from './schemas/auth';
export type { WireAuthResponse } from './schemas/auth';
export { messageText, isMessageId, isLanguageLoaded, loadLanguage, messageForOutcome, addTexts } from './i18n/catalogue';
export { LanguageStore, LANGUAGE } from './i18n/language-store';
export type { LanguageState } from './i18n/language-store';
export {
  LanguageChoice,
  LANGUAGE_CHOICE,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  ACCOUNT_LANGUAGE_PATH,
  LANGUAGES,
  LANGUAGE_NAMES,
  parseLanguage,
  initialLanguage,
  languageVersionPath,
  LANGUAGE_QUERY,
} from './i18n/language-choice';
export type { LanguageChoiceState, LanguageChoiceDeps } from './i18n/language-choice';
export { ThemeChoice, THEME_CHOICE, THEME_COOKIE, THEME_STORAGE_KEY, THEME_COOKIE_MAX_AGE_SECONDS, parseTheme, initialThemePreference } from './appearance/theme-choice';
export type { Theme, ThemePreference, ThemeChoiceState, ThemeChoiceDeps } from './appearance/theme-choice';
export { SITE_FONT, SITE_FONT_COOKIE, SITE_FONT_COOKIE_MAX_AGE_SECONDS, parseSiteFont, cacheSiteFontForNextPage } from './appearance/site-font';
export { catalogues, catalogueAreas } from './i18n/all-catalogues';
export type { Language, Catalogue, MessageId, MessageForOutcomeOptions } from './i18n/catalogue';
export { CHAT_LIMITS } from './schemas/chat';
export type {
  ChatId,
  ConversationId,
  ChatTimestamp,
  ChatParticipant,
  ChatEntity,
  ChatMessage,
  ChatDayGroup,
  ChatConversation,
  LatestConversationsPayload,
  ConversationMessagesPayload,
  LoadMoreMessagesResult,
  NewMessagePayload,
  NewMessagePreviewPayload,
  UnreadCountPayload,
  TypingPayload,
  UserOnlineStatusPayload,
  OnlineStatusAck,
  MessageSendingPayload,
  MessageDeliveredPayload,
  MessageErrorPayload,
  PendingOutboundMessage,
} from './schemas/chat';
export {
  CHAT_EVENTS,
  RATE_LIMIT_ERROR_CODES,
  CLIENT_EVENT_SCHEMAS,
  SERVER_EVENT_SCHEMAS,
  CHAT_PAYLOAD_ENCODINGS,
  SESSION_END_REASONS,
  sessionEndedPayloadSchema,
  isServerChatEvent,
} from './schemas/chat-events';
export type {
  ChatEventName,
  ClientChatEvent,
  ServerChatEvent,
  ServerChatPayload,
  ChatPayloadEncoding,
  CompressedEnvelope,
  ConversationRefPayload,
  TypingSignalPayload,
  SendMessagePayload,
  LoadMoreMessagesRequest,
  GetOnlineStatusRequest,
  SessionEndReason,
  SessionEndedPayload,
} from './schemas/chat-events';
export { encodeBase64, decodeBase64, Base64Error } from './encoding/base64';
export {
  encodeCompact,
  decodeCompact,
  encodeCompactBytes,
  decodeCompactBytes,
  CompactDecodeError,
  makeCompressedEnvelope,
  looksCompact,
} from './chat/codec/compact';
export type { EnvelopeOptions } from './chat/codec/compact';
export { decodeChatEvent, decodeCompressedEvent, decodeWirePayload, MAX_WIRE_PAYLOAD_BYTES } from './chat/codec/decode-payload';
export type { ChatDecodeResult, ChatDecodeError, ChatDecodeErrorKind, WireForm, WireDecodeResult } from './chat/codec/decode-payload';
// Session, onboarding, verification, favourites, footer menus, analytics.
export { Session, SESSION } from './session/session';
export { keepFlash, takeFlash, FLASH_STORAGE_KEY } from './session/flash';
export type { Flash } from './session/flash';
export type { SessionDeps } from './session/session';
export { INITIAL_SESSION_STATE, PASSWORD_PROVIDERS, isSocialProvider } from './session/types';
export type { SessionState, LoginOptions, LoginResult, ChangePasswordFields, ActivationFields, ResendVerificationFields } from './session/types';
export { sessionUserSchema } from './session/user';
export type { SessionUser } from './session/user';
export type { AuthResponse, AuthResult } from './session/auth-request';
export { buildProfileBody, toSnakeCase } from './session/profile-payload';
export type { ProfileFields, ProfileRequestBody } from './session/profile-payload';
export { decodeGoogleCredential } from './session/google-credential';
export type { GoogleIdentityFields } from './session/google-credential';
export { RedirectOnUnauthenticatedHttp } from './session/unauthenticated-redirect';
export { AUTH_PATHS, TOKEN_STORAGE_KEY, LOGIN_REDIRECT_DELAY_MS, BANNED_REDIRECT_DELAY_MS, LOGOUT_DELAY_MS } from './session/constants';
export {
  VerificationStatusCheck,
  VERIFICATION_STATUS,
  INITIAL_VERIFICATION_STATE,
  VERIFICATION_STATUS_PATH,
  verificationLabel,
  toVerificationStatus,
  interpretVerificationResponse,
} from './verification/verification-status';
export type { VerificationStatus, VerificationState, VerificationStatusDeps } from './verification/verification-status';
export { Onboarding, ONBOARDING, INITIAL_ONBOARDING_STATE } from './onboarding/onboarding';
export type { OnboardingState, OnboardingDeps } from './onboarding/onboarding';
export { buildOnboardingTasks, isChecklistComplete, isProfileComplete } from './onboarding/onboarding-tasks';
export type { OnboardingTask, OnboardingTaskId } from './onboarding/onboarding-tasks';
export { MY_LISTINGS_PATH, hasActiveListing, hasActiveListingIn } from './onboarding/active-listing-check';
export { Favourites, FAVOURITES, FAVOURITES_PATHS, normalizeEntityId, favouriteIdsIn } from './favourites/favourites';
export { INITIAL_FAVOURITES_STATE } from './favourites/favourites-state';
export type { FavouritesState, FavouritesDeps, EntityId } from './favourites/favourites';
export { FooterMenus, FOOTER_MENUS, INITIAL_FOOTER_MENUS_STATE, FOOTER_MENU_LOCATIONS, menuPath, menuLinksIn, fallbackFooterColumns } from './menus/footer-menus';
export type { FooterLink, FooterMenusState, FooterMenusDeps, FooterMenuLocation } from './menus/footer-menus';
export { Analytics, ANALYTICS, DEFAULT_ANALYTICS_CURRENCY } from './analytics/analytics';
export type { AnalyticsListing, ContactType } from './analytics/analytics';
export { ChatEngine, CHAT_ENGINE } from './chat/chat-engine';
export type { ChatEngineDeps, ChatIdentity, ListingForChat, SendResult } from './chat/chat-engine';
export type { ChatSnapshot } from './chat/chat-snapshot';
export type { ChatConversationRow, ChatPartnerView } from './chat/conversation-rows';
export type { ChatThreadView, ChatThreadHeader, ChatDayGroupView, ChatMessageView } from './chat/thread-view';
export { EMPTY_THREAD_VIEW, INITIAL_CONNECTION_STATE, INITIAL_UNREAD_STATE } from './chat/initial-states';
export { ChatConnection } from './chat/connection';
export type { ChatConnectionState, ChatConnectionStatus } from './chat/connection';
export { ConversationListStore, INITIAL_CONVERSATION_LIST_STATE } from './chat/conversation-list';
export type { ConversationEntry, ConversationListState } from './chat/conversation-list';
export { OpenThreadStore, INITIAL_OPEN_THREAD_STATE } from './chat/open-thread';
export type { OpenThreadState, ThreadMessage } from './chat/open-thread';
export { OutboundQueue, INITIAL_OUTBOUND_STATE } from './chat/outbound-queue';
export type { OutboundRecord, OutboundQueueState } from './chat/outbound-queue';
export { TypingStore, INITIAL_TYPING_STATE } from './chat/typing';
export type { TypingState } from './chat/typing';
export { PresenceStore, INITIAL_PRESENCE_STATE } from './chat/presence';
export type { PresenceState } from './chat/presence';
export { UnreadStore } from './chat/unread';
export type { UnreadState } from './chat/unread';
export { MessagePreviews, INITIAL_PREVIEW_STATE } from './chat/previews';
export type { MessagePreview, PreviewState } from './chat/previews';
export { ChatSelection, INITIAL_PANEL_STATE } from './chat/selection';
export type { ChatPanelState } from './chat/selection';
export { compareConversations, sortConversations } from './chat/ordering';
export type { OrderFields } from './chat/ordering';
export { displayStatusOf, serverMessageStatus, statusIcon } from './chat/message-status';
export type { DisplayStatus, OutboundStatus } from './chat/message-status';
export { CHAT_TIMING, CHAT_PAGE_SIZE, MESSAGE_STATUS_ICONS, OUTBOX_STORAGE_PREFIX } from './chat/constants';
export { idKey, isSupportPlaceholder, isPlaceholderId, supportPlaceholderId, listingPlaceholderId, timestampMs } from './chat/ids';

// Accounts: the login form's rules, registration, activation, password recovery, my profile (docs/product/accounts.md, docs/product/errors.md).
export { AccountForms, ACCOUNT_FORMS } from './accounts/account-forms';
export type { AccountFormsDeps, AccountSession } from './accounts/account-forms';
export { problemText, reportFirstProblem, byField, present, required } from './accounts/form-problem';
export type { FormProblem, FormProblems } from './accounts/form-problem';
export { SmsCode, SMS_RESEND_WAIT_MS, SMS_CODE_PATHS } from './accounts/sms-code';
export type { SmsCodeState, SmsCodeDeps } from './accounts/sms-code';
export { LoginForm } from './accounts/login-form';
export type { LoginField, LoginFormState, LoginFormDeps, EmailLoginInput } from './accounts/login-form';
export { Registration, EMPTY_REGISTRATION } from './accounts/registration';
export type { RegistrationField, RegistrationInput, RegistrationMethod, RegistrationState, RegistrationStep, RegistrationDeps } from './accounts/registration';
export { AccountActivation, activationFieldsFrom } from './accounts/activation';
export type { ActivationState, ActivationStatus, ActivationDeps } from './accounts/activation';
export { PasswordRecovery, resetLinkFrom } from './accounts/password-recovery';
export type { PasswordRecoveryState, PasswordRecoveryDeps, RecoveryField } from './accounts/password-recovery';
export { ProfileEditor, profileInputOf, samePhone } from './accounts/profile-editor';
export { DISPLAY_NAME_MAX } from './validation/profile';
export type { ProfileEditorState, ProfileEditorDeps, ProfileField, ProfileInput } from './accounts/profile-editor';
export { fetchAuthProviders, socialProvidersOf, socialStartPath, isSocialProviderName, EMAIL_ONLY, SOCIAL_PROVIDERS, PROVIDER_NAMES, AUTH_PROVIDERS_PATH } from './accounts/providers';
export type { AuthProviders, SocialProvider, OneTapConfig } from './accounts/providers';
export { SocialSignIn, INITIAL_SOCIAL_STATE } from './accounts/social-sign-in';
export { verifiedBadgeSize } from './verification/badge';
export type { SocialSignInState, SocialStep, SocialField } from './accounts/social-sign-in';
export { AccountSecurity, ACCOUNT_SECURITY_PATHS } from './accounts/account-security';
export type { AccountSecurityState, AccountSecurityDeps } from './accounts/account-security';
export { fetchLocations, regionOfCity, LOCATIONS_PATH } from './listings/locations';
export type { City, Region } from './listings/locations';
export { passwordChecklist, passwordRuleIds } from './validation/password';

// Selling: my listings (docs/product/selling.md Listing lifecycle).
export { Selling, SELLING } from './selling/selling';
export type { SellingDeps } from './selling/selling';
export { statusesAllowing, PUBLISHABLE_STATUSES } from './listings/statuses';
export type { ListingRowAction, OwnerCommand } from './listings/statuses';
export { PAGE_SIZES } from './routes/page-sizes';
export { isInboxId, inboxConversationId } from './routes/inbox-id';
export { MyListings, MY_LISTINGS_TABS, MY_LISTINGS_PAGE_SIZE, MY_LISTINGS_PATHS, ACTIONS_BY_STATUS, CONFIRMATION_TEXT, EMPTY_TAB } from './selling/my-listings';
export type { MyListing, MyListingsState, MyListingsDeps, ListingAction } from './selling/my-listings';
export { OwnerListingActions, sendListingAction, LISTING_ACTION_PATHS } from './selling/listing-actions';
export { RENEW_WINDOW_DAYS, canRenew, actionsNow, primaryAction, moderationWait, isSold } from './selling/row-actions';
export { waitingTime, waitingTimeText } from './format/waiting-time';
export type { WaitingTime } from './format/waiting-time';
export type { OwnerListingState, ListingActionDeps } from './selling/listing-actions';
export { SavedListings, SAVED_LISTINGS_PATHS } from './selling/saved-listings';
export type { SavedListing, SavedListingsState, SavedListingsDeps } from './selling/saved-listings';
export { ListingWizard, DRAFT_SAVE_DELAY_MS, WIZARD_PATHS, wizardTitleId } from './selling/listing-wizard';
export type { ListingWizardState, ListingWizardDeps, WizardMode, WizardPhase, WizardReview } from './selling/listing-wizard';
export { WIZARD_STEPS, LISTING_LIMITS, categoryHasBrand, emptyListingForm, basicStepProblems, detailsStepProblems, listingPayload, photosProblemStands, problemCountText } from './selling/listing-form';
export type { ListingFormValues, ListingField, WizardStep } from './selling/listing-form';
export { PhotoUploads } from './selling/photo-uploads';
export { ListingStatsView, statsBars } from './selling/listing-stats';
export { Admin, ADMIN, ModerationConsole, ADMIN_PATHS, MODERATION_PROMISE_MINUTES, REJECTION_REASONS } from './admin/moderation-console';
export type { ModerationConsoleState, ModerationItem, VerificationItem, AuditEntry, ReportGroup, FoundUser } from './admin/moderation-console';
export { VerificationRequestForm, needsBackSide, VERIFICATION_SUBMIT_PATH } from './verification/verification-request';
export type { VerificationRequestState, VerificationValues, VerificationField, DocumentType, DocumentFile } from './verification/verification-request';
export type { ListingStatsState, ListingStatsSummary, StatsBar } from './selling/listing-stats';
export type { Photo, PhotoState, PhotoUploadsState, PickedFile, PhotoShrinker, GalleryImage } from './selling/photo-uploads';
export { VideoUpload } from './selling/video-upload';
export type { ListingVideo, VideoUploadState } from './selling/video-upload';
export type { WizardChoices, WizardOption } from './selling/wizard-catalog';
export { TOP_UP_AMOUNTS, MIN_TOP_UP, MAX_TOP_UP, isValidTopUpAmount, isWholeDenars, canAfford } from './payments/amounts';
export {
  BILLING_LIMITS,
  validateBillingDetails,
  normaliseTaxNumber,
  isValidTaxNumber,
  taxNumberCheckDigit,
} from './payments/billing-rules';
export type { BillingErrors, BillingField, BillingInput, BillingValidation } from './payments/billing-rules';
export { canTransition, isFinalPaymentStatus, FINAL_PAYMENT_STATUSES } from './payments/payment-states';
export * from './payments/types';

// Money (issue 21): promotion packages, payments, credits, transactions, billing. The wire types and the shared rules
// (types.ts, amounts.ts, billing-rules.ts) are the server's as much as the screens'.
export { Money, MONEY } from './payments/money';
export type { MoneyDeps } from './payments/money';
export { MONEY_PATHS, MONEY_ROUTES } from './payments/money-api';
export { PaymentAttempt, randomUuid } from './payments/attempt';
export { paymentRedirectTarget } from './payments/redirect-target';
export { WalletBalance, INITIAL_WALLET_BALANCE } from './payments/wallet-balance';
export type { WalletBalanceState } from './payments/wallet-balance';
export { BoostFlow, INITIAL_BOOST_STATE } from './payments/boost-flow';
export type { BoostState, BoostListing } from './payments/boost-flow';
export { eurosOf } from './payments/packages';
export type { PackageOption } from './payments/packages';
export { TopUpFlow, parseTopUpAmount, INITIAL_TOP_UP_STATE } from './payments/top-up-flow';
export type { TopUpState } from './payments/top-up-flow';
export { PaymentResult, PAYMENT_POLL_DELAYS_MS, PAYMENT_POLL_TRIES, outcomeText } from './payments/payment-result';
export type { PaymentResultState, PaymentResultPhase } from './payments/payment-result';
export { PagedList, INITIAL_PAGED_LIST } from './payments/paged-list';
export type { PagedListState, PagedSource, WirePage } from './payments/paged-list';
export { TRANSACTIONS, TRANSACTIONS_PAGE_SIZE, toTransactionRow } from './payments/transactions';
export type { Transactions, TransactionRow, TransactionsState } from './payments/transactions';
export { BillingForm, BILLING_FIELDS, EMPTY_BILLING, firstProblem } from './payments/billing-form';
export type { BillingFormState, BillingValues } from './payments/billing-form';
export { INVOICES } from './payments/invoices';
export type { Invoices, InvoiceRow, InvoicesState } from './payments/invoices';

// The embedded chat on partner sites (docs/embed.md).
export { EmbedAuth, EXPIRY_MARGIN_MS } from './embed/embed-auth';
export type { EmbedAuthState, EmbedAuthDeps, SignInOutcome, SignInWindowPort } from './embed/embed-auth';
export { EmbedBridge } from './embed/embed-bridge';
export type { EmbedBridgeDeps, EmbedBridgeState, HostChannelPort, BridgedChat } from './embed/embed-bridge';
export { parseHostCommand, parseGrantMessage, grantFromAnswer } from './embed/protocol';
export type { HostCommand, FrameEvent, FrameLayout, EmbedGrant, GrantMessage } from './embed/protocol';
export { EmbedSignIn } from './embed/embed-sign-in';
export type { EmbedSignInState, EmbedSignInDeps, EmbedTokenApi, GrantReceiver } from './embed/embed-sign-in';
export { DeferredChat, NO_CHAT_SNAPSHOT } from './embed/deferred-chat';

/** docs/product/chat.md chat timings and sizes; every delay goes through the injected clock (docs/architecture.md#the-core-ports-use-cases-time-wire-data). */
export const CHAT_TIMING = {
  /** Queue pause between two sends. */
  queuePauseMs: 250,
  /** A delivered record is removed after 2 s, an error record after 5 s. */
  deliveredRemovalMs: 2_000,
  errorRemovalMs: 5_000,
  /** Rate-limit retry: remaining time + 0.5 s, or 1 s when the server gives none. */
  rateLimitExtraMs: 500,
  rateLimitDefaultMs: 1_000,
  /** Typing stop after 2 s idle. */
  typingIdleMs: 2_000,
  /** Room join 50 ms after selecting, mark-read 100 ms after that. */
  joinDelayMs: 50,
  markReadDelayMs: 100,
  /** get_online_status 100 ms after the list arrives. */
  onlineStatusDelayMs: 100,
  /** New-message toast. */
  previewToastMs: 4_000,
  /**
   * Ours: a send with no outcome after this long (while connected) is re-sent with the same temp_id
   * (the server deduplicates), so a lost confirmation cannot stall the one-at-a-time queue forever.
   */
  sendOutcomeTimeoutMs: 10_000,
  /** Ours: an incoming typing indicator whose typing_stop was lost fades after this long. */
  incomingTypingExpiryMs: 10_000,
} as const;

export const CHAT_PAGE_SIZE = 20;

/** docs/product/chat.md status icons. */
export const MESSAGE_STATUS_ICONS = {
  sending: '◔',
  sent: '✓',
  delivered: '✓✓',
  rate_limited: '⏱',
  error: '✗',
} as const;

/** StoragePort key prefix of the persisted outbox (one key per user). */
export const OUTBOX_STORAGE_PREFIX = 'oglasi.chat.outbox.v1.';

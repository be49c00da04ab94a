/**
 * The chat server's knobs. Every field has a default sensible for humans; tests and the load benchmark
 * pass their own. Environment overrides (see `chatOptionsFromEnv`) let an operator tune a running server.
 */
export interface ChatOptions {
  /** RATE_LIMITED: at most this many messages per user within `rateWindowMs`. */
  rateLimitMessages: number;
  rateWindowMs: number;
  /** TOO_FAST: two messages of one user closer than this are refused. Below the client's 250 ms queue pause. */
  minIntervalMs: number;
  /** Longest message text after trimming, in characters (UTF-16 code units, as the client counts them). */
  maxMessageLength: number;
  /** Messages per page of a thread (docs/product/chat.md: load-more page size 20) and the most a client may ask for. */
  pageSize: number;
  maxPageSize: number;
  /** The most conversations `latest_conversations` returns. */
  maxConversations: number;
  /** Any one socket may send at most this many events per second (all events); extra ones are refused. */
  eventsPerSecond: number;
  /** Day groups (date YYYY-MM-DD, date_formatted) are computed in this time zone. */
  timeZone: string;
  /** Send conversation lists and message pages as the compact binary envelope (off: plain objects, for debugging). */
  compactPayloads: boolean;
  /**
   * Group commit: under steady traffic a message waits up to this long for others to share its database
   * statement (fewer, larger statements: less CPU per message for a few ms of latency). 0: never waits.
   */
  writeLingerMs: number;
  /** Milliseconds since the epoch; injectable so rate-limit tests run on virtual time. */
  now: () => number;
}

export const DEFAULT_CHAT_OPTIONS: ChatOptions = {
  rateLimitMessages: 30,
  rateWindowMs: 10_000,
  minIntervalMs: 100,
  maxMessageLength: 2_000,
  pageSize: 20,
  maxPageSize: 50,
  maxConversations: 100,
  eventsPerSecond: 50,
  timeZone: 'Europe/Skopje',
  compactPayloads: true,
  writeLingerMs: 5,
  now: () => Date.now(),
};

function positiveInt(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/**
 * CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_MS, CHAT_MIN_INTERVAL_MS, CHAT_MAX_MESSAGE_LENGTH, CHAT_COMPACT_PAYLOADS=0
 * (unset or invalid: the default).
 */
export function chatOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<ChatOptions> {
  const picked: Partial<ChatOptions> = {};
  const limit = positiveInt(env.CHAT_RATE_LIMIT);
  const windowMs = positiveInt(env.CHAT_RATE_WINDOW_MS);
  const interval = positiveInt(env.CHAT_MIN_INTERVAL_MS);
  const maxLength = positiveInt(env.CHAT_MAX_MESSAGE_LENGTH);
  if (limit !== undefined && limit > 0) picked.rateLimitMessages = limit;
  if (windowMs !== undefined && windowMs > 0) picked.rateWindowMs = windowMs;
  if (interval !== undefined) picked.minIntervalMs = interval;
  if (maxLength !== undefined && maxLength > 0) picked.maxMessageLength = maxLength;
  if (env.CHAT_COMPACT_PAYLOADS === '0' || env.CHAT_COMPACT_PAYLOADS === 'false') picked.compactPayloads = false;
  return picked;
}

export function resolveChatOptions(overrides: Partial<ChatOptions> = {}): ChatOptions {
  return { ...DEFAULT_CHAT_OPTIONS, ...chatOptionsFromEnv(), ...overrides };
}

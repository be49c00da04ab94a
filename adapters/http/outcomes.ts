import { messageText } from '../../core/i18n/catalogue';
import { HttpFailure, type HttpFailureBody } from '../../core/ports';

/** docs/product/errors.md: the shared request helper's outcomes, as typed failures (never a raw Response or network error). */
export const failures = {
  timeout: (): HttpFailure =>
    new HttpFailure('requestTimeout', { status: 'error', messageId: 'requestTimeout', message: messageText('requestTimeout') }),
  rateLimit: (): HttpFailure => new HttpFailure('rateLimitError', { status: 'error', messageId: 'rateLimitError' }, 429),
  notAuthenticated: (): HttpFailure => new HttpFailure('notAuthenticated', { status: 'error', messageId: 'notAuthenticated' }, 401),
  general: (httpStatus?: number): HttpFailure =>
    new HttpFailure('generalError', { status: 'error', messageId: 'generalError', message: messageText('generalError') }, httpStatus),
};

export type Interpreted = { ok: true; body: unknown } | { ok: false; failure: HttpFailure };

/**
 * 429s whose own message says more than "wait a minute": still a rateLimitError (every rate-limit handling applies),
 * but with the server's message id, so the toast says why and for how long — the 24-hour lock of one-time codes
 * (docs/api.md "One-time codes: limits").
 */
const OWN_429_MESSAGES: ReadonlySet<string> = new Set(['codeAttemptsLocked']);

/** Any body text: JSON when it parses, the text itself otherwise, null when empty. */
function parseBody(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Maps an HTTP answer to the table of docs/product/errors.md: 2xx → the body; 429 → rateLimitError; 401 → notAuthenticated; any other
 * error with a (JSON object) body → that body as is; anything else (an HTML error page from a proxy, an empty
 * 500) → generalError with its catalogue text.
 */
export function interpretResponse(status: number, text: string): Interpreted {
  if (status >= 200 && status < 300) return { ok: true, body: parseBody(text) };
  const body = parseBody(text);
  if (status === 429) {
    const messageId = body !== null && typeof body === 'object' ? (body as { messageId?: unknown }).messageId : undefined;
    if (typeof messageId === 'string' && OWN_429_MESSAGES.has(messageId)) {
      return { ok: false, failure: new HttpFailure('rateLimitError', { status: 'error', messageId }, 429) };
    }
    return { ok: false, failure: failures.rateLimit() };
  }
  if (status === 401) return { ok: false, failure: failures.notAuthenticated() };
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    // "The server body is returned as is": the core reads status/messageId/message/errors from it.
    return { ok: false, failure: new HttpFailure('serverBody', body as HttpFailureBody, status) };
  }
  return { ok: false, failure: failures.general(status) };
}

/** A thrown error (network failure, abort): "a message containing timeout" → requestTimeout, else generalError. */
export function interpretError(error: unknown): HttpFailure {
  if (error instanceof HttpFailure) return error;
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /timeout/i.test(message) ? failures.timeout() : failures.general();
}

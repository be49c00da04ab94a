import { firstValueFrom } from 'rxjs';
import { isMessageId, messageForOutcome, messageText, type Language, type MessageId } from '../i18n/catalogue';
import { isHttpFailure, type HttpMethod, type HttpPort } from '../ports/http';
import type { Toasts } from '../ports/notifier';

/** docs/product/accounts.md auth response fields. */
export interface AuthResponse {
  status?: string;
  messageId?: string;
  message?: string;
  errors?: Record<string, string[] | string>;
  email?: string;
  email_verification_required?: boolean;
  error?: unknown;
  requires_terms?: boolean;
  is_new_user?: boolean;
  [field: string]: unknown;
}

export type AuthResult =
  | { ok: true; response: AuthResponse; message: string | null }
  | { ok: false; message: string; messageId: string | null; errors: Record<string, string[] | string> | null; response: AuthResponse | null };

export interface AuthRequestDeps {
  http: HttpPort;
  toasts: Toasts;
  lang: Language;
}

export interface AuthRequestInput {
  path: string;
  method: HttpMethod;
  payload: unknown;
  upload?: boolean;
  /** The catalogue text used when an error carries neither a known message id nor a message. */
  fallbackId?: MessageId;
  /** Upload progress in 0..1 (multipart bodies). */
  onProgress?: (fraction: number) => void;
}

function asResponse(body: unknown): AuthResponse {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as AuthResponse) : {};
}

function errorsOf(response: AuthResponse): Record<string, string[] | string> | null {
  const { errors } = response;
  return errors !== null && typeof errors === 'object' && !Array.isArray(errors) ? errors : null;
}

/**
 * The generic auth helper of docs/product/errors.md: JSON or multipart, with credentials. `status: 'error'` (in a 2xx body
 * or a server error body) → toast the catalogue text of its id or its message, else 'Настана грешка.', and
 * return the errors; a network failure (timeout, 429, 401, anything else) → the catalogue text of its
 * outcome, else 'Настана грешка.'. A success shows its message id's text when the catalogue knows it.
 */
export async function sendAuthRequest(deps: AuthRequestDeps, input: AuthRequestInput): Promise<AuthResult> {
  const fallbackId = input.fallbackId ?? 'common.errorOccurred';
  let response: AuthResponse;
  try {
    const body = await firstValueFrom(
      deps.http.request({ path: input.path, method: input.method, payload: input.payload, upload: input.upload ?? false, credentials: true, onProgress: input.onProgress }),
    );
    response = asResponse(body);
  } catch (error) {
    const body = isHttpFailure(error) ? error.body : null;
    const message = messageForOutcome(body, { lang: deps.lang, fallbackId });
    deps.toasts.error(message);
    const serverBody = isHttpFailure(error) && error.kind === 'serverBody' ? asResponse(error.body) : null;
    return {
      ok: false,
      message,
      messageId: typeof body?.messageId === 'string' ? body.messageId : null,
      errors: serverBody ? errorsOf(serverBody) : null,
      response: serverBody,
    };
  }
  if (response.status === 'error') {
    const message = messageForOutcome(response, { lang: deps.lang, fallbackId });
    deps.toasts.error(message);
    return { ok: false, message, messageId: response.messageId ?? null, errors: errorsOf(response), response };
  }
  const message = typeof response.messageId === 'string' && isMessageId(response.messageId) ? messageText(response.messageId, deps.lang) : null;
  if (message) deps.toasts.success(message);
  return { ok: true, response, message };
}

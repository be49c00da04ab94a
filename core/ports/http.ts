import type { Observable } from 'rxjs';
import { portToken } from './token';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The shared request helper of docs/product/errors.md. */
export interface HttpRequest {
  path: string;
  method?: HttpMethod;
  /** Bearer token; sent as `Authorization: Bearer …` when present. */
  token?: string | null;
  /** GET: the query string; otherwise the JSON body (or FormData with `upload`). */
  payload?: unknown;
  /** Send `payload` (FormData) untransformed, with the 5-minute timeout. */
  upload?: boolean;
  /** Send cookies (docs/product/errors.md marks the calls that do). */
  credentials?: boolean;
  /** Upload progress in 0..1, when the adapter can report it. */
  onProgress?: (fraction: number) => void;
  /**
   * docs/product/errors.md: a call answered unauthenticated sends the user to login after ~1 s. On by default; the
   * session's own user-data fetch turns it off because an anonymous visitor is not an error there.
   * Honoured by `RedirectOnUnauthenticatedHttp` (core/session), which wraps the adapter.
   */
  redirectOnUnauthenticated?: boolean;
}

/** One form-data field: text, or a file-like object passed through untouched (a browser `File`/`Blob`). */
export interface MultipartField {
  name: string;
  value: string | Blob;
}

/**
 * A multipart body described without DOM types at runtime (core builds it; the HTTP adapter turns it into
 * `FormData`). Sent with `upload: true`; docs/product/errors.md register/update use it when a profile image is present.
 */
export class MultipartBody {
  constructor(readonly fields: readonly MultipartField[]) {}

  get(name: string): string | Blob | undefined {
    return this.fields.find((field) => field.name === name)?.value;
  }
}

/** docs/product/errors.md outcomes of the shared request helper. */
export type HttpFailureKind = 'requestTimeout' | 'rateLimitError' | 'notAuthenticated' | 'serverBody' | 'generalError';

export interface HttpFailureBody {
  status: 'error';
  messageId?: string;
  message?: string;
  errors?: Record<string, string[] | string>;
  [key: string]: unknown;
}

/** A typed failure: never a thrown `Response`, never a raw network error. */
export class HttpFailure extends Error {
  constructor(
    readonly kind: HttpFailureKind,
    readonly body: HttpFailureBody,
    readonly httpStatus?: number,
  ) {
    super(body.message ?? body.messageId ?? kind);
    this.name = 'HttpFailure';
  }
}

export function isHttpFailure(error: unknown): error is HttpFailure {
  return error instanceof HttpFailure;
}

/** The server answered 404: what the request named does not exist (docs/product/browsing.md "Not found"). */
export function isNotFoundFailure(error: unknown): boolean {
  return error instanceof HttpFailure && error.httpStatus === 404;
}

/**
 * Whether a failed read is worth one automatic retry: a flaky network or a server error may pass, an answer about
 * the request itself (4xx: not found, gone, refused) will not — the page shows it at once.
 */
export function isRetryableFailure(error: unknown): boolean {
  return !(error instanceof HttpFailure && error.httpStatus !== undefined && error.httpStatus >= 400 && error.httpStatus < 500 && error.httpStatus !== 408 && error.httpStatus !== 429);
}

export const REQUEST_TIMEOUT_MS = 20_000;
export const UPLOAD_TIMEOUT_MS = 300_000;

export interface HttpPort {
  /** Emits the response body once and completes, or errors with an `HttpFailure`. */
  request<T = unknown>(request: HttpRequest): Observable<T>;
}

export const HTTP_PORT = portToken<HttpPort>('http');

import type { Observable } from 'rxjs';
import { portToken } from './token';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The shared request helper of SPEC §7. */
export interface HttpRequest {
  path: string;
  method?: HttpMethod;
  /** Bearer token; sent as `Authorization: Bearer …` when present. */
  token?: string | null;
  /** GET: the query string; otherwise the JSON body (or FormData with `upload`). */
  payload?: unknown;
  /** Send `payload` (FormData) untransformed, with the 5-minute timeout. */
  upload?: boolean;
  /** Send cookies (SPEC §7 marks the calls that do). */
  credentials?: boolean;
  /** Upload progress in 0..1, when the adapter can report it. */
  onProgress?: (fraction: number) => void;
}

/** SPEC §8 outcomes of the shared request helper. */
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

export const REQUEST_TIMEOUT_MS = 20_000;
export const UPLOAD_TIMEOUT_MS = 300_000;

export interface HttpPort {
  /** Emits the response body once and completes, or errors with an `HttpFailure`. */
  request<T = unknown>(request: HttpRequest): Observable<T>;
}

export const HTTP_PORT = portToken<HttpPort>('http');

import { Observable } from 'rxjs';
import { MultipartBody, REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS, type ClockPort, type HttpPort, type HttpRequest } from '../../core/ports';
import { failures, interpretError, interpretResponse } from './outcomes';
import { requestUrl } from './request-url';
import type { XhrFactory } from './xhr-upload';

export interface FetchHttpOptions {
  /** API base address (docs/product/errors.md "environment setting"); '' means the page's own origin. */
  baseUrl?: string;
  clock: ClockPort;
  /** Looked up on each call by default, so a test's stub installed later still applies. */
  fetch?: typeof fetch;
  /** Uploads go through XMLHttpRequest for progress events; absent (Node) → fetch without progress. */
  createXhr?: XhrFactory;
  timeouts?: { requestMs: number; uploadMs: number };
  /** Builds FormData for a core `MultipartBody` (default: the global FormData; jsdom's in tests). */
  createFormData?: () => FormData;
  /**
   * Starts a request later, in a task of its own; returns the cancel. Absent: at once. The browser passes one:
   * a page's first render subscribes to all its queries in one task, and calling `fetch` six or seven times
   * there made that task the first page's longest (docs/decisions/147-background-work-after-the-first-page.md).
   */
  scheduleRequest?: (start: () => void) => () => void;
}

/**
 * The shared request helper of docs/product/errors.md over `fetch`. GET payloads become the query string, others a JSON body;
 * `upload` sends FormData untouched (the browser sets the multipart boundary). Timeouts (20 s, 5 min for uploads)
 * abort the request through AbortController on the injected clock. Unsubscribing aborts too.
 * A 401 is only reported (notAuthenticated): the login redirect is the core's `RedirectOnUnauthenticatedHttp`,
 * which wraps this adapter, so it happens once.
 */
export class FetchHttp implements HttpPort {
  private readonly timeouts: { requestMs: number; uploadMs: number };

  constructor(private readonly options: FetchHttpOptions) {
    this.timeouts = options.timeouts ?? { requestMs: REQUEST_TIMEOUT_MS, uploadMs: UPLOAD_TIMEOUT_MS };
  }

  request<T = unknown>(request: HttpRequest): Observable<T> {
    return new Observable<T>((subscriber) => {
      const method = request.method ?? 'GET';
      const isGet = method === 'GET';
      const isUpload = request.upload === true || request.payload instanceof MultipartBody;
      const url = requestUrl(this.options.baseUrl ?? '', request.path, isGet ? request.payload : undefined);
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (request.token) headers.Authorization = `Bearer ${request.token}`;
      const timeoutMs = isUpload ? this.timeouts.uploadMs : this.timeouts.requestMs;

      const settle = (result: ReturnType<typeof interpretResponse>) => {
        if (result.ok) {
          subscriber.next(result.body as T);
          subscriber.complete();
          return;
        }
        subscriber.error(result.failure);
      };
      const uploadBody = isUpload ? this.formBody(request.payload) : undefined;

      const xhr = isUpload ? this.options.createXhr?.() : undefined;
      if (xhr) {
        // The progress-reporting upload path is imported with the first upload: a page that uploads nothing
        // (the home page) does not download it. If it cannot be fetched, the upload fails as a network error.
        let cancelled = false;
        let abort: (() => void) | undefined;
        import('./xhr-upload').then(
          ({ xhrUpload }) => {
            if (cancelled) return;
            abort = xhrUpload(xhr, {
              url,
              method,
              headers,
              body: uploadBody as XMLHttpRequestBodyInit,
              credentials: request.credentials ?? false,
              timeoutMs,
              clock: this.options.clock,
              onProgress: request.onProgress,
              settle,
            });
          },
          () => {
            if (!cancelled) subscriber.error(failures.general());
          },
        );
        return () => {
          cancelled = true;
          abort?.();
        };
      }

      let body: BodyInit | undefined;
      if (!isGet && isUpload) body = uploadBody as BodyInit;
      else if (!isGet && request.payload !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(request.payload);
      }

      const controller = new AbortController();
      let timedOut = false;
      let timer: unknown;
      const start = () => {
        timer = this.options.clock.setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
        const doFetch = this.options.fetch ?? globalThis.fetch;
        doFetch(url, {
          method,
          headers,
          body,
          // Cookies ride on the calls docs/product/errors.md marks; the rest keep fetch's default (same-origin only).
          credentials: request.credentials ? 'include' : 'same-origin',
          signal: controller.signal,
        })
          .then(async (response) => {
            const text = await response.text();
            this.options.clock.clearTimeout(timer);
            if (isUpload) request.onProgress?.(1);
            settle(interpretResponse(response.status, text));
          })
          .catch((error: unknown) => {
            this.options.clock.clearTimeout(timer);
            if (subscriber.closed) return;
            subscriber.error(timedOut ? failures.timeout() : interpretError(error));
          });
      };
      const cancelStart = this.options.scheduleRequest ? this.options.scheduleRequest(start) : (start(), undefined);

      return () => {
        cancelStart?.();
        if (timer !== undefined) this.options.clock.clearTimeout(timer);
        controller.abort(); // no-op once the answer was read; cancels the call when the caller gave up
      };
    });
  }

  /** Upload bodies go untouched (docs/product/errors.md); a core `MultipartBody` becomes FormData here, at the edge. */
  private formBody(payload: unknown): unknown {
    if (!(payload instanceof MultipartBody)) return payload;
    const form = this.options.createFormData?.() ?? new FormData();
    for (const field of payload.fields) form.append(field.name, field.value);
    return form;
  }
}

import { Observable, isObservable, of, throwError } from 'rxjs';
import { HttpFailure, type HttpFailureBody, type HttpMethod, type HttpPort, type HttpRequest } from '../../core/ports/http';

/** What a scripted route answers: a body, an HttpFailure, an Observable (for held or delayed answers) or a function of the request. */
export type FakeAnswer = unknown;
export type FakeResponder = (request: HttpRequest) => FakeAnswer;

interface Route {
  method: HttpMethod;
  path: string;
  responder: FakeResponder;
  once: boolean;
}

/** Builders for the docs/product/errors.md outcomes of the shared request helper, as the real adapter reports them. */
export const httpFailures = {
  timeout: () =>
    new HttpFailure('requestTimeout', {
      status: 'error',
      messageId: 'requestTimeout',
      message: 'Барањето истече. Ако прикачувавте фајлови, проверете дали се успешно качени.',
    }),
  rateLimit: () => new HttpFailure('rateLimitError', { status: 'error', messageId: 'rateLimitError' }, 429),
  notAuthenticated: () => new HttpFailure('notAuthenticated', { status: 'error', messageId: 'notAuthenticated' }, 401),
  serverBody: (body: HttpFailureBody, httpStatus = 422) => new HttpFailure('serverBody', body, httpStatus),
  general: () =>
    new HttpFailure('generalError', {
      status: 'error',
      messageId: 'generalError',
      message: 'Настана грешка при процесирање на податоците.',
    }),
};

/**
 * In-memory HttpPort. Script answers per method + path (path without query string; `*` suffix matches a prefix),
 * read the `calls` log, and get a loud failure for anything unscripted.
 */
export class FakeHttp implements HttpPort {
  readonly calls: HttpRequest[] = [];
  private routes: Route[] = [];

  /** Answers every matching call (the latest script for a route wins). */
  on(method: HttpMethod, path: string, answer: FakeAnswer | FakeResponder): this {
    this.routes.unshift({ method, path, responder: asResponder(answer), once: false });
    return this;
  }

  /** Answers the next matching call only (queued in order, before persistent scripts). */
  once(method: HttpMethod, path: string, answer: FakeAnswer | FakeResponder): this {
    const firstPersistent = this.routes.findIndex((route) => !route.once);
    const onceRoutes = firstPersistent === -1 ? this.routes.length : firstPersistent;
    this.routes.splice(onceRoutes, 0, { method, path, responder: asResponder(answer), once: true });
    return this;
  }

  request<T = unknown>(request: HttpRequest): Observable<T> {
    return new Observable<T>((subscriber) => {
      this.calls.push(request);
      const method = request.method ?? 'GET';
      const route = this.routes.find((candidate) => candidate.method === method && matches(candidate.path, request.path));
      if (!route) {
        subscriber.error(
          new HttpFailure('generalError', { status: 'error', messageId: 'generalError', message: `FakeHttp: no script for ${method} ${request.path}` }),
        );
        return undefined;
      }
      if (route.once) this.routes = this.routes.filter((candidate) => candidate !== route);
      const answer = route.responder(request);
      const source: Observable<T> = answer instanceof Error ? throwError(() => answer) : isObservable(answer) ? (answer as Observable<T>) : of(answer as T);
      const subscription = source.subscribe(subscriber);
      return () => subscription.unsubscribe();
    });
  }

  /** Calls made to one method + path, in order. */
  callsTo(method: HttpMethod, path: string): HttpRequest[] {
    return this.calls.filter((call) => (call.method ?? 'GET') === method && matches(path, call.path));
  }
}

function asResponder(answer: FakeAnswer | FakeResponder): FakeResponder {
  return typeof answer === 'function' ? (answer as FakeResponder) : () => answer;
}

function matches(pattern: string, requested: string): boolean {
  const path = requested.split('?')[0] ?? requested;
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

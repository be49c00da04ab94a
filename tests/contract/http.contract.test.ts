import { firstValueFrom, lastValueFrom, mergeMap, throwError, timer, toArray } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchHttp } from '../../adapters/http/fetch-http';
import { GlobalClock } from '../../adapters/clock/global-clock';
import { HttpFailure, MultipartBody, type HttpFailureBody, type HttpPort, type HttpRequest } from '../../core/ports';
import { FakeHttp, httpFailures } from '../fakes';
import { startTestApp, type TestApp } from '../server/helpers/test-server';

/**
 * The HttpPort contract (docs/product/errors.md shared request helper, outcomes), written once and run against
 * (1) the real FetchHttp adapter talking to the real server's test-only outcome routes, and
 * (2) the FakeHttp that core tests use, scripted to answer the same routes.
 * Same assertions for both: a core test that passes on the fake therefore means the same thing in production.
 */
interface HttpSubject {
  port: HttpPort;
  /** Builds FormData/Blob the port can send (jsdom's for the XHR path, the global ones otherwise). */
  form(fields: Record<string, string | Uint8Array>): MultipartBody;
  /** A port whose server cannot be reached at all. */
  unreachable: HttpPort;
  /** The configured timeout of `port` (short, so a real server can outlast it). */
  timeoutMs: number;
}

const TIMEOUT_TEXT = 'Барањето истече. Ако прикачувавте фајлови, проверете дали се успешно качени.';
const GENERAL_TEXT = 'Настана грешка при процесирање на податоците.';
const SERVER_BODY: HttpFailureBody = { status: 'error', messageId: 'invalidCredentials', errors: { email: ['invalid'] } };

async function failureOf(port: HttpPort, request: HttpRequest): Promise<HttpFailure> {
  try {
    await firstValueFrom(port.request(request));
  } catch (error) {
    expect(error).toBeInstanceOf(HttpFailure);
    return error as HttpFailure;
  }
  throw new Error(`expected ${request.path} to fail`);
}

function httpContract(name: string, setup: () => Promise<{ subject: HttpSubject; close(): Promise<void> }>) {
  describe(`HttpPort contract: ${name}`, () => {
    let subject: HttpSubject;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ subject, close } = await setup());
    });
    afterAll(() => close());

    it('sends a GET payload as the query string and returns the body', async () => {
      const echo = await firstValueFrom(subject.port.request<Echo>({ path: '/api/test-outcomes/echo', payload: { q: 'стан', page: 2 } }));
      expect(echo.method).toBe('GET');
      expect(echo.query).toEqual({ q: 'стан', page: '2' });
      expect(echo.body).toBeNull();
    });

    it('sends other payloads as a JSON body', async () => {
      const echo = await firstValueFrom(subject.port.request<Echo>({ path: '/api/test-outcomes/echo', method: 'POST', payload: { entity_id: 7 } }));
      expect(echo.method).toBe('POST');
      expect(echo.contentType).toMatch(/^application\/json/);
      expect(echo.body).toEqual({ entity_id: 7 });
    });

    it('carries the bearer token only when one is supplied', async () => {
      const withToken = await firstValueFrom(subject.port.request<Echo>({ path: '/api/test-outcomes/echo', method: 'DELETE', token: 'tok-1', payload: { entity_id: 3 } }));
      expect(withToken.authorization).toBe('Bearer tok-1');
      const without = await firstValueFrom(subject.port.request<Echo>({ path: '/api/test-outcomes/echo' }));
      expect(without.authorization).toBeNull();
    });

    it('sends an upload as untouched multipart form-data and reports progress up to 1', async () => {
      const progress: number[] = [];
      const echo = await firstValueFrom(
        subject.port.request<Echo>({
          path: '/api/test-outcomes/echo',
          method: 'POST',
          upload: true,
          payload: subject.form({ title: 'Стан', video: new Uint8Array(200_000) }),
          onProgress: (fraction) => progress.push(fraction),
        }),
      );
      expect(echo.contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect((echo.body as { multipartBytes: number }).multipartBytes).toBeGreaterThan(200_000);
      expect(progress.at(-1)).toBe(1);
      expect(progress.every((fraction, index) => fraction >= 0 && fraction <= 1 && fraction >= (progress[index - 1] ?? 0))).toBe(true);
    });

    it('HTTP 429 → rateLimitError', async () => {
      const failure = await failureOf(subject.port, { path: '/api/test-outcomes/status/429' });
      expect(failure.kind).toBe('rateLimitError');
      expect(failure.body).toEqual({ status: 'error', messageId: 'rateLimitError' });
      expect(failure.httpStatus).toBe(429);
    });

    it('HTTP 401 → notAuthenticated', async () => {
      const failure = await failureOf(subject.port, { path: '/api/test-outcomes/status/401' });
      expect(failure.kind).toBe('notAuthenticated');
      expect(failure.body).toEqual({ status: 'error', messageId: 'notAuthenticated' });
      expect(failure.httpStatus).toBe(401);
    });

    it('any other error with a body → the server body as is', async () => {
      const failure = await failureOf(subject.port, { path: '/api/test-outcomes/status/422' });
      expect(failure.kind).toBe('serverBody');
      expect(failure.body).toEqual(SERVER_BODY);
      expect(failure.httpStatus).toBe(422);
    });

    it('an error without a usable body → generalError with its catalogue text', async () => {
      for (const path of ['/api/test-outcomes/status/502?body=html', '/api/test-outcomes/status/500?body=none']) {
        const failure = await failureOf(subject.port, { path });
        expect(failure.kind).toBe('generalError');
        expect(failure.body).toEqual({ status: 'error', messageId: 'generalError', message: GENERAL_TEXT });
      }
    });

    it('an unreachable server → generalError', async () => {
      const failure = await failureOf(subject.unreachable, { path: '/api/test-outcomes/echo' });
      expect(failure.kind).toBe('generalError');
      expect(failure.message).toBe(GENERAL_TEXT);
    });

    it('an answer slower than the timeout → requestTimeout with its catalogue text', async () => {
      const failure = await failureOf(subject.port, { path: '/api/test-outcomes/slow', payload: { ms: subject.timeoutMs + 400 } });
      expect(failure.kind).toBe('requestTimeout');
      expect(failure.body).toEqual({ status: 'error', messageId: 'requestTimeout', message: TIMEOUT_TEXT });
    });

    it('an answer inside the timeout is delivered once, then completes', async () => {
      const values = await lastValueFrom(subject.port.request({ path: '/api/test-outcomes/slow', payload: { ms: 10 } }).pipe(toArray()));
      expect(values).toEqual([{ status: 'ok', waited: 10 }]);
    });
  });
}

interface Echo {
  method: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
  contentType: string | null;
}

// ---- (1) the real adapter against the real server ----------------------------------------------------------
httpContract('FetchHttp + real server', async () => {
  const app: TestApp = await startTestApp();
  // jsdom ships no type declarations here; the few members used are typed by this shape.
  const { JSDOM } = (await import('jsdom' as string)) as {
    JSDOM: new (html: string, options: { url: string }) => { window: Window & typeof globalThis & { close(): void } };
  };
  // jsdom's XMLHttpRequest performs real network requests, same origin as the server: the upload path under test
  // is the browser's (XHR with upload progress), not a Node substitute.
  const dom = new JSDOM('', { url: app.url });
  // Long enough that a loaded CI machine never times out an ordinary call, short enough to keep the suite quick.
  const timeoutMs = 2_000;
  const clock = new GlobalClock();
  const options = {
    clock,
    timeouts: { requestMs: timeoutMs, uploadMs: 5_000 },
    createXhr: () => new dom.window.XMLHttpRequest(),
    createFormData: () => new dom.window.FormData() as unknown as FormData,
  };
  return {
    subject: {
      port: new FetchHttp({ ...options, baseUrl: app.url }),
      unreachable: new FetchHttp({ ...options, baseUrl: 'http://127.0.0.1:9' }),
      timeoutMs,
      form: (fields) => {
        const entries = Object.entries(fields).map(([name, value]) => ({
          name,
          value: typeof value === 'string' ? value : (new dom.window.Blob([value as Uint8Array<ArrayBuffer>]) as unknown as Blob),
        }));
        return new MultipartBody(entries);
      },
    },
    close: async () => {
      dom.window.close();
      await app.close();
    },
  };
});

// ---- (2) the core tests' fake, scripted as the server would answer ---------------------------------------------
httpContract('FakeHttp', async () => {
  const timeoutMs = 300;
  const fake = new FakeHttp();
  const echo = (request: HttpRequest): Echo => {
    const method = request.method ?? 'GET';
    const isGet = method === 'GET';
    const payload = request.payload as Record<string, unknown> | undefined;
    const multipart = request.payload instanceof MultipartBody ? request.payload : undefined;
    request.onProgress?.(1);
    return {
      method,
      query: isGet && payload ? Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, String(value)])) : {},
      body: isGet ? null : multipart ? { multipartBytes: multipartSize(multipart) } : (request.payload ?? null),
      authorization: request.token ? `Bearer ${request.token}` : null,
      contentType: multipart ? 'multipart/form-data; boundary=fake' : isGet ? null : 'application/json',
    };
  };
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) fake.on(method, '/api/test-outcomes/echo', echo);
  fake.on('GET', '/api/test-outcomes/status/429', httpFailures.rateLimit());
  fake.on('GET', '/api/test-outcomes/status/401', httpFailures.notAuthenticated());
  fake.on('GET', '/api/test-outcomes/status/422', httpFailures.serverBody(SERVER_BODY, 422));
  fake.on('GET', '/api/test-outcomes/status/5*', () => httpFailures.general());
  fake.on('GET', '/api/test-outcomes/slow', (request: HttpRequest) => {
    const ms = Number((request.payload as { ms: number }).ms);
    return ms > timeoutMs ? timer(timeoutMs).pipe(mergeMap(() => throwError(() => httpFailures.timeout()))) : timer(ms).pipe(mergeMap(async () => ({ status: 'ok', waited: ms })));
  });
  const unreachable = new FakeHttp().on('GET', '/api/test-outcomes/echo', () => httpFailures.general());
  return {
    subject: {
      port: fake,
      unreachable,
      timeoutMs,
      form: (fields) => new MultipartBody(Object.entries(fields).map(([name, value]) => ({ name, value: typeof value === 'string' ? value : new Blob([value as Uint8Array<ArrayBuffer>]) }))),
    },
    close: async () => undefined,
  };
});

function multipartSize(body: MultipartBody): number {
  return body.fields.reduce((total, field) => total + (typeof field.value === 'string' ? field.value.length : field.value.size), 0);
}

import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { FetchHttp } from '../../../adapters/http/fetch-http';
import { requestTasks } from '../../../adapters/http/request-tasks';
import { HttpFailure, REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS, type HttpRequest } from '../../../core/ports';
import { FakeClock, flushMicrotasks } from '../../fakes';

/** A fetch that never answers until aborted, recording what it was given. */
function hangingFetch() {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function outcome(http: FetchHttp, request: HttpRequest) {
  const seen: { value?: unknown; error?: HttpFailure } = {};
  const subscription = http.request(request).subscribe({ next: (value) => (seen.value = value), error: (error: HttpFailure) => (seen.error = error) });
  return { seen, subscription };
}

describe('FetchHttp timeouts on virtual time (docs/product/errors.md)', () => {
  it('aborts a call at 20 000 ms, not before, with requestTimeout and its catalogue text', async () => {
    const clock = new FakeClock();
    const { fetch, calls } = hangingFetch();
    const { seen } = outcome(new FetchHttp({ clock, fetch }), { path: '/api/favourites' });
    await clock.advance(REQUEST_TIMEOUT_MS - 1);
    expect(seen.error).toBeUndefined();
    expect(calls[0]?.init.signal?.aborted).toBe(false);
    await clock.advance(1);
    expect(calls[0]?.init.signal?.aborted).toBe(true);
    expect(seen.error?.kind).toBe('requestTimeout');
    expect(seen.error?.message).toBe('Барањето истече. Ако прикачувавте фајлови, проверете дали се успешно качени.');
  });

  it('gives uploads five minutes (300 000 ms)', async () => {
    const clock = new FakeClock();
    const { fetch } = hangingFetch();
    const { seen } = outcome(new FetchHttp({ clock, fetch }), { path: '/api/upload', method: 'POST', upload: true, payload: new FormData() });
    await clock.advance(REQUEST_TIMEOUT_MS);
    expect(seen.error).toBeUndefined();
    await clock.advance(UPLOAD_TIMEOUT_MS - REQUEST_TIMEOUT_MS);
    expect(seen.error?.kind).toBe('requestTimeout');
  });

  it('maps a network error whose message contains "timeout" to requestTimeout', async () => {
    const clock = new FakeClock();
    const fetch = (() => Promise.reject(new TypeError('fetch failed: Connect Timeout Error'))) as unknown as typeof globalThis.fetch;
    const { seen } = outcome(new FetchHttp({ clock, fetch }), { path: '/api/x' });
    await flushMicrotasks();
    expect(seen.error?.kind).toBe('requestTimeout');
  });

  it('unsubscribing aborts the call and cancels its timer', async () => {
    const clock = new FakeClock();
    const { fetch, calls } = hangingFetch();
    const { subscription } = outcome(new FetchHttp({ clock, fetch }), { path: '/api/x' });
    subscription.unsubscribe();
    expect(calls[0]?.init.signal?.aborted).toBe(true);
    expect(clock.pendingTimers()).toBe(0);
  });
});

describe('FetchHttp request shape', () => {
  const okFetch = () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetch = ((url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Promise.resolve(new Response('{"status":"ok"}', { status: 200 }));
    }) as unknown as typeof globalThis.fetch;
    return { fetch, calls };
  };

  it('sends cookies on the calls marked with credentials, and only same-origin ones otherwise', async () => {
    const { fetch, calls } = okFetch();
    const http = new FetchHttp({ clock: new FakeClock(), fetch, baseUrl: 'https://api.oglasi.mk/' });
    await firstValueFrom(http.request({ path: '/api/auth/user/user-data', credentials: true }));
    await firstValueFrom(http.request({ path: '/api/menus/location/footer-1' }));
    expect(calls.map((call) => call.init.credentials)).toEqual(['include', 'same-origin']);
    expect(calls[0]?.url).toBe('https://api.oglasi.mk/api/auth/user/user-data');
  });

  it('uses the page origin when no API base is configured, and leaves FormData untouched', async () => {
    const { fetch, calls } = okFetch();
    const http = new FetchHttp({ clock: new FakeClock(), fetch });
    const form = new FormData();
    form.append('profileImage', new Blob(['x']), 'me.png');
    await firstValueFrom(http.request({ path: '/api/auth/user/update', method: 'PUT', upload: true, payload: form }));
    expect(calls[0]?.url).toBe('/api/auth/user/update');
    expect(calls[0]?.init.body).toBe(form);
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('returns an empty 2xx body as null and a non-JSON one as text', async () => {
    const answers = ['', 'plain text'];
    const fetch = (() => Promise.resolve(new Response(answers.shift() ?? '', { status: 200 }))) as unknown as typeof globalThis.fetch;
    const http = new FetchHttp({ clock: new FakeClock(), fetch });
    expect(await firstValueFrom(http.request({ path: '/api/auth/user/logout' }))).toBeNull();
    expect(await firstValueFrom(http.request({ path: '/api/x' }))).toBe('plain text');
  });
});

/** An XMLHttpRequest stand-in: records calls; the test fires its progress and completion. */
class FakeXhr {
  readonly upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  aborted = false;
  readonly headers: Record<string, string> = {};
  opened: [string, string] | undefined;
  sent: unknown;
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
  }
}

describe('FetchHttp uploads over XMLHttpRequest (docs/decisions/081)', () => {
  it('reports upload progress as a 0..1 fraction and returns the body', async () => {
    const clock = new FakeClock();
    const xhr = new FakeXhr();
    const http = new FetchHttp({ clock, createXhr: () => xhr as unknown as XMLHttpRequest, baseUrl: 'https://oglasi.mk' });
    const progress: number[] = [];
    const form = new FormData();
    const { seen } = outcome(http, { path: '/api/oglasi/video', method: 'POST', upload: true, payload: form, token: 't', credentials: true, onProgress: (f) => progress.push(f) });
    // The upload path is imported with the first upload.
    await vi.waitFor(() => expect(xhr.opened).toEqual(['POST', 'https://oglasi.mk/api/oglasi/video']));
    expect(xhr.headers.Authorization).toBe('Bearer t');
    expect(xhr.headers['Content-Type']).toBeUndefined();
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.sent).toBe(form);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.status = 200;
    xhr.responseText = '{"status":"ok","id":9}';
    xhr.onload?.();
    expect(progress).toEqual([0.25, 1, 1]);
    expect(seen.value).toEqual({ status: 'ok', id: 9 });
  });

  it('aborts an upload at 300 000 ms with requestTimeout; a 429 from XHR is rateLimitError', async () => {
    const clock = new FakeClock();
    const slow = new FakeXhr();
    const { seen } = outcome(new FetchHttp({ clock, createXhr: () => slow as unknown as XMLHttpRequest }), { path: '/api/x', method: 'POST', upload: true, payload: new FormData() });
    await vi.waitFor(() => expect(slow.opened).toBeDefined());
    await clock.advance(UPLOAD_TIMEOUT_MS - 1);
    expect(seen.error).toBeUndefined();
    await clock.advance(1);
    expect(seen.error?.kind).toBe('requestTimeout');
    expect(slow.aborted).toBe(true);

    const limited = new FakeXhr();
    const second = outcome(new FetchHttp({ clock, createXhr: () => limited as unknown as XMLHttpRequest }), { path: '/api/x', method: 'POST', upload: true, payload: new FormData() });
    await vi.waitFor(() => expect(limited.opened).toBeDefined());
    limited.status = 429;
    limited.onload?.();
    expect(second.seen.error?.kind).toBe('rateLimitError');
    expect(clock.pendingTimers()).toBe(0);
  });
});

describe('429 answers (docs/api.md: rateLimitError)', () => {
  const answering = (status: number, body: unknown) => new FetchHttp({ clock: new FakeClock(), fetch: async () => new Response(JSON.stringify(body), { status }) });

  it("any 429 is rateLimitError; the code lock keeps its own message (docs/api.md 'One-time codes: limits')", async () => {
    const plain = await firstValueFrom(answering(429, { status: 'error', messageId: 'tooManyRegistrationAttempts', retry_after: 60 }).request({ path: '/api/x' })).catch((error: HttpFailure) => error);
    expect(plain).toMatchObject({ kind: 'rateLimitError', body: { status: 'error', messageId: 'rateLimitError' } });
    const locked = await firstValueFrom(answering(429, { status: 'error', messageId: 'codeAttemptsLocked', retry_after: 86_400 }).request({ path: '/api/auth/user/auth', method: 'POST', payload: {} })).catch((error: HttpFailure) => error);
    expect(locked).toMatchObject({ kind: 'rateLimitError', body: { status: 'error', messageId: 'codeAttemptsLocked' } });
  });
});

describe('FetchHttp with requests started in tasks of their own (docs/decisions/147)', () => {
  /** A scheduler the test runs by hand: each queued start is one "task". */
  function manualTasks() {
    const queued: Array<{ start: () => void; cancelled: boolean }> = [];
    const schedule = (start: () => void) => {
      const task = { start, cancelled: false };
      queued.push(task);
      return () => void (task.cancelled = true);
    };
    const runNext = () => {
      const task = queued.shift();
      if (task && !task.cancelled) task.start();
    };
    return { schedule, runNext, queued };
  }

  it('calls fetch only when its task runs, one request per task, in the order asked', async () => {
    const clock = new FakeClock();
    const { fetch, calls } = hangingFetch();
    const tasks = manualTasks();
    const http = new FetchHttp({ clock, fetch, scheduleRequest: tasks.schedule });
    outcome(http, { path: '/api/stats/home' });
    outcome(http, { path: '/api/categories' });
    expect(calls).toHaveLength(0);
    // The timeout runs from the request's start, not from the subscription.
    expect(clock.pendingTimers()).toBe(0);
    tasks.runNext();
    expect(calls.map((call) => call.url)).toEqual(['/api/stats/home']);
    tasks.runNext();
    expect(calls.map((call) => call.url)).toEqual(['/api/stats/home', '/api/categories']);
    expect(clock.pendingTimers()).toBe(2);
  });

  it('a request given up before its task ran is never sent', async () => {
    const clock = new FakeClock();
    const { fetch, calls } = hangingFetch();
    const tasks = manualTasks();
    const { subscription } = outcome(new FetchHttp({ clock, fetch, scheduleRequest: tasks.schedule }), { path: '/api/x' });
    subscription.unsubscribe();
    tasks.runNext();
    expect(calls).toHaveLength(0);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('answers as before once started', async () => {
    const fetch = (() => Promise.resolve(new Response('{"status":"ok","n":1}', { status: 200 }))) as unknown as typeof globalThis.fetch;
    const http = new FetchHttp({ clock: new FakeClock(), fetch, scheduleRequest: requestTasks() });
    await expect(firstValueFrom(http.request({ path: '/api/x' }))).resolves.toEqual({ status: 'ok', n: 1 });
  });
});

describe('requestTasks: a MessageChannel task per request', () => {
  it('starts nothing synchronously, then each start in its own task, in order; a cancelled one never', async () => {
    const schedule = requestTasks();
    const started: string[] = [];
    schedule(() => {
      started.push('a');
      // A microtask runs at the end of its task: before 'c' only if 'c' is a task of its own.
      queueMicrotask(() => started.push('end of a\'s task'));
    });
    const cancelB = schedule(() => started.push('b'));
    schedule(() => {
      started.push('c');
      // Work queued from inside a task waits for a later task: nothing runs ahead of the thread's other tasks.
      schedule(() => started.push('d'));
      queueMicrotask(() => started.push(`microtask after c, d started: ${started.includes('d')}`));
    });
    cancelB();
    expect(started).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toEqual(['a', 'end of a\'s task', 'c', 'microtask after c, d started: false', 'd']);
  });
});

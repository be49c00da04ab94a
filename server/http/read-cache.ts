import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieLanguage } from '../text/texts';
import { compressBody, preferredEncoding, type ContentEncoding } from './content-encoding';

/** Answers smaller than this go out as they are: compressing them saves less than the headers weigh. */
const COMPRESS_MIN_BYTES = 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The cache key of a request: its URL, in the language of its cookie (issue 23): the same URL answers Macedonian
 * and Albanian names of categories and places (migration 0070), so an Albanian reader's answer is kept apart from
 * a Macedonian one and neither is ever served to the other. Macedonian, the site's language, keeps the bare URL.
 * Shared by `cachedJson` and the cache-hit fast path (server/http/cached-hits.ts).
 */
export function readCacheKey(url: string, cookieHeader: string | string[] | undefined): string {
  return cookieHeader === undefined || cookieLanguage(cookieHeader) !== 'sq' ? url : `sq ${url}`;
}

/**
 * One cached answer: the serialised JSON as bytes (so a hit neither stringifies nor re-encodes UTF-8), and its
 * compressed forms, each made once, the first time a client asks for it.
 */
export class CachedAnswer {
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(readonly body: Buffer) {}

  /** The bytes for a client that accepts `encoding`, compressed the first time they are asked for. */
  encoded(encoding: ContentEncoding): Buffer {
    if (encoding === 'br') return (this.br ??= compressBody(this.body, 'br'));
    return (this.gzip ??= compressBody(this.body, 'gzip'));
  }
}

interface Entry {
  answer: CachedAnswer;
  expiresAt: number;
  /** Set while one request recomputes an expired entry; the others keep getting the old answer meanwhile. */
  refreshing: boolean;
}

/**
 * A micro-cache for public reads (lists, search, listing pages, catalogue): the serialised answer per URL and
 * language (`readCacheKey`) for a few seconds. Under load, hundreds of identical requests cost one query; a change shows within the TTL, and at
 * once when the server itself makes it (`clear`, called by the listing writes).
 * Only answers that are the same for every visitor are stored (never a per-user or non-public one).
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  /** Misses being computed right now: concurrent requests for the same URL wait for one computation. */
  readonly inFlight = new Map<string, Promise<CachedAnswer | undefined>>();
  /** Bumped by `clear`: a computation that began before a write must not store its (older) answer after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * What a request should do: `hit` (send the answer), `stale` (an expired answer another request is already
   * recomputing: send it rather than wait) or `miss` (compute; the caller then owns the refresh, if any).
   * An expired entry is kept for one more TTL to bridge its refresh; older ones are dropped.
   */
  lookup(key: string): { kind: 'hit' | 'stale'; answer: CachedAnswer } | { kind: 'miss' } {
    const entry = this.entries.get(key);
    if (!entry) return { kind: 'miss' };
    const now = this.now();
    if (entry.expiresAt > now) return { kind: 'hit', answer: entry.answer };
    if (entry.expiresAt + this.ttlMs <= now) {
      this.entries.delete(key);
      return { kind: 'miss' };
    }
    if (entry.refreshing) return { kind: 'stale', answer: entry.answer };
    entry.refreshing = true;
    return { kind: 'miss' };
  }

  /** The answer for `key` if it is fresh (within its TTL), without touching the entry: the fast path's question. */
  fresh(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > this.now() ? entry.answer : undefined;
  }

  /** The current generation, to hand back to `set` once a computation is done. */
  begin(): number {
    return this.generation;
  }

  set(key: string, body: Buffer | string, generation = this.generation): CachedAnswer {
    const answer = new CachedAnswer(typeof body === 'string' ? Buffer.from(body) : body);
    if (generation !== this.generation) return answer;
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(key);
    this.entries.set(key, { answer, expiresAt: this.now() + this.ttlMs, refreshing: false });
    return answer;
  }

  /** The answer for `key` stopped being storable (e.g. the listing was hidden): forget the old one. */
  drop(key: string): void {
    this.entries.delete(key);
  }

  /** Told of every `clear` (server/scale/cache-bus.ts publishes it to the other server processes). */
  onClear: (() => void) | undefined;

  /** Forget everything, e.g. after a listing changed: it may appear in any cached list, search or page. */
  clear(): void {
    this.clearLocal();
    this.onClear?.();
  }

  /** `clear` without telling anyone (another process's change, heard over Redis). */
  clearLocal(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** How the cache says where an answer came from (X-Cache): a fresh entry, an expired one being refreshed, or a
 * computation another request started. A freshly computed answer carries none. */
export type CacheSource = 'hit' | 'stale' | 'shared';

/** The encoding a cached answer goes out in for this Accept-Encoding (small answers are never compressed). */
export function encodingFor(answer: CachedAnswer, acceptEncoding: string | string[] | undefined): ContentEncoding | undefined {
  return answer.body.length >= COMPRESS_MIN_BYTES ? preferredEncoding(acceptEncoding) : undefined;
}

/**
 * The headers that describe a cached answer (name, value, …; lower case, as Fastify writes them), shared by
 * `cachedJson` and the cache-hit fast path (server/http/cached-hits.ts). Built once per combination.
 */
const answerHeaderLists = new Map<string, readonly string[]>();
export function answerHeaders(source: CacheSource | undefined, encoding: ContentEncoding | undefined): readonly string[] {
  const key = `${source ?? ''}/${encoding ?? ''}`;
  let list = answerHeaderLists.get(key);
  if (!list) {
    // Cookie: the answer's names follow the language cookie (readCacheKey).
    list = ['content-type', JSON_TYPE, 'vary', 'Accept-Encoding, Cookie', ...(source ? ['x-cache', source] : []), ...(encoding ? ['content-encoding', encoding] : [])];
    answerHeaderLists.set(key, list);
  }
  return list;
}

function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, source: CacheSource | undefined): FastifyReply {
  const encoding = encodingFor(answer, request.headers['accept-encoding']);
  const headers = answerHeaders(source, encoding);
  for (let i = 0; i < headers.length; i += 2) reply.header(headers[i] as string, headers[i + 1]);
  return reply.send(encoding ? answer.encoded(encoding) : answer.body);
}

/** An answer `cachedJson` computed: a value to serialise, or JSON already serialised (a list page: find-listings.ts). */
export type ComputedAnswer = { body: unknown; store: boolean } | { json: Buffer; store: boolean };

/**
 * The answer as bytes, like a cached answer: sent as a string, the JSON would be measured (Buffer.byteLength, which
 * flattens the stringifier's rope into a copy first) and then encoded again on its way out.
 */
function answerBytes(result: ComputedAnswer): Buffer {
  return 'json' in result ? result.json : Buffer.from(JSON.stringify(result.body));
}

/**
 * Answers from the cache when it can; otherwise computes, stores (when `store` says so) and sends.
 * `compute` sends its own error answers and returns undefined for them; those are never stored.
 */
export async function cachedJson(
  cache: ReadCache | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<ComputedAnswer | undefined>,
): Promise<FastifyReply> {
  if (!cache) {
    const result = await compute();
    return result ? reply.type(JSON_TYPE).send(answerBytes(result)) : reply;
  }
  const key = readCacheKey(request.url, request.headers.cookie);
  const found = cache.lookup(key);
  if (found.kind !== 'miss') return sendAnswer(request, reply, found.answer, found.kind);
  // A stampede on a missing entry costs one query: wait for the computation already under way, and use its
  // answer only if it was a storable (same-for-everyone) one; otherwise compute our own.
  const pending = cache.inFlight.get(key);
  if (pending) {
    const shared = await pending.catch(() => undefined);
    if (shared !== undefined) return sendAnswer(request, reply, shared, 'shared');
  }
  let settle: (answer: CachedAnswer | undefined) => void = () => undefined;
  if (!pending) cache.inFlight.set(key, new Promise<CachedAnswer | undefined>((resolve) => (settle = resolve)));
  const generation = cache.begin();
  let stored = false;
  try {
    const result = await compute();
    if (!result) return reply;
    const json = answerBytes(result);
    if (!result.store) return reply.type(JSON_TYPE).send(json);
    const answer = cache.set(key, json, generation);
    stored = true;
    settle(answer);
    return sendAnswer(request, reply, answer, undefined);
  } finally {
    settle(undefined);
    if (!pending) cache.inFlight.delete(key);
    // Not storable any more (an error, a listing gone private): the old answer must not be served again.
    if (!stored) cache.drop(key);
  }
}

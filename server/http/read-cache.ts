import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A micro-cache for public reads (lists, search, listing pages, catalogue): the serialised answer per URL for a
 * few seconds. Under load, hundreds of identical requests cost one query; a change shows within the TTL.
 * Only answers that are the same for every visitor are stored (never a per-user or non-public one).
 */
export class ReadCache {
  private readonly entries = new Map<string, { expiresAt: number; json: string }>();
  /** Misses being computed right now: concurrent requests for the same URL wait for one computation. */
  readonly inFlight = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.json;
  }

  set(key: string, json: string): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { expiresAt: this.now() + this.ttlMs, json });
  }
}

/** Answers from the cache when it can; otherwise computes, stores (when `store` says so) and sends. */
export async function cachedJson(
  cache: ReadCache | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<{ body: unknown; store: boolean } | undefined>,
): Promise<FastifyReply> {
  const key = request.url;
  const hit = cache?.get(key);
  if (hit !== undefined) return reply.type('application/json; charset=utf-8').header('X-Cache', 'hit').send(hit);
  // A stampede after expiry costs one query: wait for the computation already under way, and use its answer
  // only if it was a storable (same-for-everyone) one; otherwise compute our own.
  const pending = cache?.inFlight.get(key);
  if (pending) {
    const shared = await pending.catch(() => undefined);
    if (shared !== undefined) return reply.type('application/json; charset=utf-8').header('X-Cache', 'shared').send(shared);
  }
  let settle: (json: string | undefined) => void = () => undefined;
  if (cache && !pending) {
    cache.inFlight.set(key, new Promise<string | undefined>((resolve) => (settle = resolve)));
  }
  try {
    const result = await compute();
    if (!result) return reply;
    const json = JSON.stringify(result.body);
    if (cache && result.store) cache.set(key, json);
    settle(result.store ? json : undefined);
    return reply.type('application/json; charset=utf-8').send(json);
  } finally {
    settle(undefined);
    if (cache && !pending) cache.inFlight.delete(key);
  }
}

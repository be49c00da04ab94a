import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** An answer slower than this is always logged (warn), whatever the sampling. */
export const SLOW_ANSWER_MS = 1_000;

/**
 * Production's request log (docs/scaling.md, "Data"). Fastify's default writes two info lines per request
 * ("incoming request", "request completed"): ~45 µs of CPU per request (a bare route: ~50 → ~95 µs per request
 * with server and load generator in one process), a third of the budget of a listing page (≤ 150 µs of server CPU)
 * and more than the whole primary-key floor. This keeps what an operator reads the log for:
 *
 * - every error (the request's "request errored", and the error handler's own line, server/http/errors.ts);
 * - every 5xx answer and every answer slower than SLOW_ANSWER_MS, as a warning with its method, URL, status and time;
 * - one in `sampleEvery` of the other answers ("request completed", as before, with its method and URL): the
 *   traffic's shape without a line per request. 1 logs every answer (Fastify's old access log, in one line each
 *   instead of two); 0 none of them. Set by ACCESS_LOG_SAMPLE (server/config.ts, default 100).
 *
 * Answers from the read cache's fast path (server/http/cached-hits.ts) are logged only with ACCESS_LOG_SAMPLE=1.
 */
export class AccessLog extends LogController {
  private completed = 0;

  constructor(private readonly sampleEvery: number) {
    super();
  }

  /** Whether every answer is logged (then the cache-hit fast path logs its answers too). */
  get logsEveryAnswer(): boolean {
    return this.sampleEvery === 1;
  }

  /** The level an answer is logged at, or undefined for none. */
  levelFor(statusCode: number, elapsedMs: number): 'warn' | 'info' | undefined {
    if (statusCode >= 500 || elapsedMs >= SLOW_ANSWER_MS) return 'warn';
    if (this.sampleEvery <= 0) return undefined;
    this.completed = (this.completed + 1) % this.sampleEvery;
    return this.completed === 0 ? 'info' : undefined;
  }

  /** The completed line carries the method and URL instead (one line per logged request, not two). */
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    const level = this.levelFor(reply.statusCode, reply.elapsedTime);
    if (level) reply.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

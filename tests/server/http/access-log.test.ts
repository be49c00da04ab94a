import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLog, SLOW_ANSWER_MS } from '../../../server/http/access-log';

/** A production Fastify writing its log lines into an array, with the access log of server/http/access-log.ts. */
async function loggedServer(sampleEvery: number) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const fastify = Fastify({ logger: { level: 'info', stream }, logController: new AccessLog(sampleEvery) });
  fastify.get('/ok', async () => ({ ok: true }));
  fastify.get('/broken', async (_request, reply) => reply.code(503).send({ ok: false }));
  fastify.get('/thrown', async () => {
    throw new Error('boom');
  });
  await fastify.ready();
  // Fastify's own lines (listening, closing) aside.
  return { fastify, lines: () => lines.filter((line) => line.req !== undefined || line.err !== undefined) };
}

/** Production logs errors, 5xx and slow answers always, and one in N of the others — not two lines per request. */
describe('the production access log', () => {
  it('logs one ordinary answer in N, each in one line with its method and URL, and every 5xx and error', async () => {
    const { fastify, lines } = await loggedServer(3);
    for (let i = 0; i < 6; i += 1) await fastify.inject({ method: 'GET', url: `/ok?i=${i}` });
    const ordinary = lines();
    expect(ordinary).toHaveLength(2);
    expect(ordinary.every((line) => line.msg === 'request completed' && line.level === 30)).toBe(true);
    expect(ordinary.map((line) => (line.req as { url: string }).url)).toEqual(['/ok?i=2', '/ok?i=5']);
    expect(ordinary[0]).toMatchObject({ req: { method: 'GET' }, res: { statusCode: 200 } });

    await fastify.inject({ method: 'GET', url: '/broken' });
    expect(lines().at(-1)).toMatchObject({ level: 40, msg: 'request completed', req: { url: '/broken' }, res: { statusCode: 503 } });
    await fastify.inject({ method: 'GET', url: '/thrown' });
    // The error itself (the error handler's line), and the 500 answer as a warning.
    expect(lines().some((line) => line.level === 50 && (line.err as { message?: string } | undefined)?.message === 'boom')).toBe(true);
    expect(lines().at(-1)).toMatchObject({ level: 40, msg: 'request completed', req: { url: '/thrown' }, res: { statusCode: 500 } });
    expect(lines().some((line) => line.msg === 'incoming request')).toBe(false);
    await fastify.close();
  });

  it('logs nothing of ordinary answers with a sample of 0, every one with 1, and a slow one always', async () => {
    const none = await loggedServer(0);
    for (let i = 0; i < 5; i += 1) await none.fastify.inject({ method: 'GET', url: '/ok' });
    expect(none.lines()).toEqual([]);
    await none.fastify.close();

    const all = await loggedServer(1);
    for (let i = 0; i < 4; i += 1) await all.fastify.inject({ method: 'GET', url: '/ok' });
    expect(all.lines()).toHaveLength(4);
    await all.fastify.close();

    expect(new AccessLog(0).levelFor(200, SLOW_ANSWER_MS)).toBe('warn');
    expect(new AccessLog(0).levelFor(200, SLOW_ANSWER_MS - 1)).toBeUndefined();
  });
});

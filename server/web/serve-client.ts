import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Hashed build output (vite's `assets/`): a new deploy has new names, so browsers may keep these forever. */
const HASHED_ASSET = /^\/assets\//;

interface IndexVariants {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The built SPA: static files and index.html for every non-API path (client-side routes).
 * The build writes `.br`/`.gz` twins of every text asset (vite.config.ts), sent as they are when the browser
 * accepts them — a phone on a slow network downloads ~200 KB of JavaScript instead of ~700 KB, and no request
 * spends CPU compressing. Hashed assets are cached for a year; index.html is revalidated on every visit.
 */
export async function serveClient(fastify: FastifyInstance, clientDir: string | undefined): Promise<void> {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : undefined;
  if (!clientDir || !indexFile || !fs.existsSync(indexFile)) {
    fastify.setNotFoundHandler((_request, reply) => {
      reply.code(404).send({ status: 'error', messageId: 'notFound' });
    });
    return;
  }
  await fastify.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const relative = `/${path.relative(clientDir, filePath).split(path.sep).join('/')}`;
      reply.header('Cache-Control', HASHED_ASSET.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const index = readIndexVariants(indexFile);
  fastify.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      reply.code(404).send({ status: 'error', messageId: 'notFound' });
      return;
    }
    sendIndex(request, reply, index);
  });
}

function readIndexVariants(indexFile: string): IndexVariants {
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);
  return { identity: fs.readFileSync(indexFile), br: read(`${indexFile}.br`), gzip: read(`${indexFile}.gz`) };
}

function sendIndex(request: FastifyRequest, reply: FastifyReply, index: IndexVariants): void {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (index.br && accepted.has('br')) {
    reply.header('Content-Encoding', 'br').send(index.br);
  } else if (index.gzip && accepted.has('gzip')) {
    reply.header('Content-Encoding', 'gzip').send(index.gzip);
  } else {
    reply.send(index.identity);
  }
}

/** The codings an Accept-Encoding header allows (q=0 refuses one). */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set<string>();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

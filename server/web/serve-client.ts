import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { pageHeadFor, renderIndexHtml } from './page-head';

/** Hashed build output (vite's `assets/`): a new deploy has new names, so browsers may keep these forever. */
const HASHED_ASSET = /^\/assets\//;

/**
 * The built SPA: static files and index.html for every non-API path (client-side routes).
 * The build writes `.br`/`.gz` twins of every text asset (vite.config.ts), sent as they are when the browser
 * accepts them — a phone on a slow network downloads ~200 KB of JavaScript instead of ~700 KB, and no request
 * spends CPU compressing. Hashed assets are cached for a year. index.html is rendered per route (title,
 * description, Open Graph tags, the listing picture's preload, home's hero: server/web/page-head.ts), compressed
 * (a few KB, fast settings) and revalidated on every visit.
 */
export async function serveClient(fastify: FastifyInstance, clientDir: string | undefined, publicUrl: string): Promise<void> {
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
  const template = fs.readFileSync(indexFile, 'utf8');
  fastify.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply.code(404).send({ status: 'error', messageId: 'notFound' });
    }
    // Absolute links (og:url, og:image) use the configured public address, never the request's Host header.
    const head = await pageHeadFor(fastify, request.url, publicUrl, request.ip);
    return sendHtml(request, reply, renderIndexHtml(template, head));
  });
}

function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (accepted.has('br')) {
    const body = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (accepted.has('gzip')) return reply.header('Content-Encoding', 'gzip').send(zlib.gzipSync(html, { level: 6 }));
  return reply.send(html);
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

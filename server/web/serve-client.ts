import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { compressBody, preferredEncoding } from '../http/content-encoding';
import { inlineEntryStyles } from './inline-styles';
import { paintFirstTemplate } from './paint-first-template';
import { initialLanguage, LANGUAGE_QUERY, parseSiteFont, parseTheme, SITE_FONT_COOKIE, THEME_COOKIE } from '../../core';
import { cookieLanguage, cookieValue } from '../text/texts';
import { pageHeadFor, renderIndexHtml } from './page-head';
import { registerInstallable } from './install';
import { notFound } from '../http/replies';

/** Hashed build output (vite's `assets/`): a new deploy has new names, so browsers may keep these forever. */
const HASHED_ASSET = /^\/assets\//;

/**
 * The built SPA: static files and index.html for every non-API path (client-side routes).
 * The build writes `.br`/`.gz` twins of every text asset (vite.config.ts), sent as they are when the browser
 * accepts them — a phone on a slow network downloads ~200 KB of JavaScript instead of ~700 KB, and no request
 * spends CPU compressing. Hashed assets are cached for a year. index.html is rendered per route (title,
 * description, Open Graph tags, the listing picture's preload, home's hero: server/web/page-head.ts; the entry's
 * styles inline: server/web/inline-styles.ts), compressed
 * (a few KB, fast settings) and revalidated on every visit.
 */
export async function serveClient(fastify: FastifyInstance, clientDir: string | undefined, publicUrl: string): Promise<void> {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : undefined;
  if (!clientDir || !indexFile || !fs.existsSync(indexFile)) {
    fastify.setNotFoundHandler((_request, reply) => {
      notFound(reply);
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
  registerInstallable(fastify, clientDir);
  const template = paintFirstTemplate(inlineEntryStyles(fs.readFileSync(indexFile, 'utf8'), clientDir), clientDir);
  fastify.setNotFoundHandler(async (request, reply) => {
    // A page answers HEAD as it answers GET — the same status and headers, no body (RFC 9110 §9.3.2): link checkers
    // and crawlers ask with HEAD.
    if (request.url.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return notFound(reply);
    }
    // Absolute links (og:url, og:image) use the configured public address, never the request's Host header.
    // The page's language: `?lang=` (a language version), else the visitor's cookie, else Macedonian.
    const lang = initialLanguage({ query: new URL(request.url, 'http://x').searchParams.get(LANGUAGE_QUERY), cookie: cookieLanguage(request.headers.cookie) });
    const head = await pageHeadFor(fastify, request.url, publicUrl, { ip: request.ip, cookie: request.headers.cookie }, lang);
    // A path variant of a listing: one address per page (the target is a path built from the listing's slug).
    if (head.redirect) return reply.code(301).header('Cache-Control', 'no-cache').redirect(head.redirect, 301);
    if (head.status) reply.code(head.status);
    // A theme the visitor chose (docs/design.md, Dark mode) is painted from the first byte: no light flash. The
    // site's font only for a browser that has its files cached (docs/decisions/165): a first visit's first paint
    // waits for no font.
    const theme = parseTheme(cookieValue(request.headers.cookie, THEME_COOKIE));
    const font = parseSiteFont(cookieValue(request.headers.cookie, SITE_FONT_COOKIE));
    const attributes = `${theme ? ` data-theme="${theme}"` : ''}${font ? ` data-font="${font}"` : ''}`;
    const html = renderIndexHtml(template, head);
    return sendHtml(request, reply, attributes ? html.replace(/<html lang="([^"]*)"/, (_, lang: string) => `<html lang="${lang}"${attributes}`) : html);
  });
}

function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  // One address, two languages by cookie (decision 122): a shared cache must keep them apart.
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Cookie');
  if (encoding) reply.header('Content-Encoding', encoding);
  const body = encoding ? compressBody(html, encoding) : Buffer.from(html);
  // HEAD: the length GET would send, and no body (Fastify keeps a HEAD answer's Content-Length as set).
  if (request.method === 'HEAD') return reply.header('Content-Length', String(body.length)).send('');
  return reply.send(body);
}

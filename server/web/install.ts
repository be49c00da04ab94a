import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { messageText, type Language } from '../../core';
import { escapeHtml } from './page-head';
import { notFound } from '../http/replies';

/** The brand's teal (docs/design.md): the browser's toolbar and the splash screen of the installed app. */
export const THEME_COLOUR = '#0b6b5d';

/** What the service worker keeps for every build: home (the app shell), the offline page, the manifest, icons. */
export const SHELL_FILES = ['/', '/offline.html', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];

/** The web app manifest: the name, the Macedonian short name, icons, colours, where the installed app starts. */
export function webManifest(lang: Language = 'mk'): Record<string, unknown> {
  return {
    name: messageText('home.title', lang),
    short_name: messageText('app.name', lang),
    description: messageText('manifest.description', lang),
    lang,
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: THEME_COLOUR,
    categories: ['shopping', 'business'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The page the service worker shows offline for a page it has not kept: in Macedonian and in Albanian. */
export function offlinePage(): string {
  const part = (lang: Language) =>
    `<section lang="${lang}"><h${lang === 'mk' ? 1 : 2}>${escapeHtml(messageText('offline.title', lang))}</h${lang === 'mk' ? 1 : 2}>` +
    `<p>${escapeHtml(messageText('offline.text', lang))}</p><p><a href="">${escapeHtml(messageText('offline.retry', lang))}</a></p></section>`;
  return [
    '<!doctype html><html lang="mk"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<meta name="theme-color" content="${THEME_COLOUR}" /><meta name="robots" content="noindex" /><link rel="icon" href="/icons/icon-192.png" type="image/png" />`,
    `<title>${escapeHtml(messageText('offline.title'))} — ${escapeHtml(messageText('app.name'))}</title>`,
    '<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1f1f1f}',
    `header{background:${THEME_COLOUR};color:#fff;padding:1rem;font-weight:800;font-size:1.3rem}main{max-width:40rem;margin:0 auto;padding:1rem}`,
    `a{color:${THEME_COLOUR};font-weight:600}section+section{border-top:1px solid #ddd;margin-top:1rem}</style></head>`,
    `<body><header>${escapeHtml(messageText('app.name'))}</header><main>${part('mk')}${part('sq')}</main></body></html>`,
  ].join('');
}

/**
 * Installable and offline (issue 26): the manifest, the offline page and the service worker. The worker's source is
 * the built client's `service-worker.js` (public/service-worker.js), read on every request and served at `/sw.js`
 * after a line naming the build — a hash of index.html (new asset names) and of the source — and the shell files:
 * a new deploy is new bytes, which the browser notices and installs as the waiting worker (never cached by HTTP).
 */
export function registerInstallable(fastify: FastifyInstance, clientDir: string): void {
  const manifest = JSON.stringify(webManifest());
  fastify.get('/manifest.webmanifest', async (_request, reply) =>
    reply.type('application/manifest+json; charset=utf-8').header('Cache-Control', 'no-cache').send(manifest),
  );
  // Browsers ask for /favicon.ico on every page without an icon link (the sandbox's payment page, the API's
  // documents, a JSON answer opened in a tab), and so do crawlers and bookmark services: the app's icon, never a 404.
  fastify.get('/favicon.ico', async (_request, reply) => {
    try {
      const icon = await fs.promises.readFile(path.join(clientDir, 'icons', 'icon-192.png'));
      return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(icon);
    } catch {
      return notFound(reply);
    }
  });
  const offline = offlinePage();
  fastify.get('/offline.html', async (_request, reply) => reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(offline));
  fastify.get('/sw.js', async (_request, reply) => {
    let source: string;
    let index: string;
    try {
      source = await fs.promises.readFile(path.join(clientDir, 'service-worker.js'), 'utf8');
      index = await fs.promises.readFile(path.join(clientDir, 'index.html'), 'utf8');
    } catch {
      return notFound(reply);
    }
    const build = crypto.createHash('sha256').update(index).update(source).digest('hex').slice(0, 16);
    const head = `const BUILD = ${JSON.stringify(build)};\nconst SHELL = ${JSON.stringify(SHELL_FILES)};\n`;
    return reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Service-Worker-Allowed', '/')
      .send(`${head}${source}`);
  });
}

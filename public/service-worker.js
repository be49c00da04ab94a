/*
 * Oglasi's service worker, hand-written (docs/decisions/126-installable-and-offline.md). The server serves it at
 * /sw.js with the build's stamp and shell files prepended (server/web/install.ts): a new deploy is new bytes, so
 * the browser installs the new worker, which waits until the visitor accepts "refresh to update" (app/web/pwa.ts) —
 * never a silently stale app.
 *
 * What it keeps:
 * - the app shell (home's HTML, its entry script and styles, the offline page, the manifest and icons), per build;
 * - every hashed asset the app loads (cache first: their names change when their bytes do);
 * - the last 20 listings viewed (their data, and their page when it was opened by a full load), with the pictures
 *   they showed; saved listings (data, page, main photo) from the moment they are saved, and the saved list;
 * - nothing else: other pages and calls go to the network, and offline an unknown page gets the offline page.
 */
/* global BUILD, SHELL, self, caches */
const SHELL_CACHE = `oglasi-shell-${BUILD}`;
const ASSETS = 'oglasi-assets';
const RECENT_PAGES = 'oglasi-recent-pages';
const RECENT_DATA = 'oglasi-recent-data';
const SAVED = 'oglasi-saved';
const IMAGES = 'oglasi-images';
const RECENT_LIMIT = 20;
const IMAGE_LIMIT = 200;
const OFFLINE_PAGE = '/offline.html';
const LISTING_DATA = '/api/oglasi/listing/';
const FAVOURITES = '/api/favourites';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(SHELL);
      // Home's own scripts and styles, as its HTML names them: the paint-first loader, the entry and the modules it
      // preloads (listed in the loader's data-entry and data-preload), the styles.
      const home = await cache.match('/');
      const html = home ? await home.text() : '';
      const assets = [...new Set([...html.matchAll(/\/assets\/[\w.-]+/g)].map((match) => match[0]))];
      await (await caches.open(ASSETS)).addAll(assets);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('oglasi-shell-') && name !== SHELL_CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === FAVOURITES && request.method === 'POST') return event.respondWith(saveThrough(event));
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') return event.respondWith(navigation(request, url));
  if (url.pathname.startsWith('/assets/')) return event.respondWith(cacheFirst(ASSETS, request));
  if (url.pathname.startsWith(LISTING_DATA)) return event.respondWith(listingData(request, event));
  if (url.pathname === FAVOURITES) return event.respondWith(networkFirst(SAVED, request));
  if (request.destination === 'image') return event.respondWith(picture(request, event));
});

/** Keeps only the newest `limit` entries of a cache (entries come back in the order they were put). */
async function trim(name, limit) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

/** Puts an entry at the end of its cache (the most recent), so trimming drops the oldest. */
async function remember(name, key, response, limit) {
  const cache = await caches.open(name);
  await cache.delete(key);
  await cache.put(key, response);
  if (limit) await trim(name, limit);
}

async function cacheFirst(name, request) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(name)).put(request, response.clone());
  return response;
}

async function networkFirst(name, request) {
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(name)).put(request, response.clone());
    return response;
  } catch (error) {
    const hit = await caches.match(request);
    if (hit) return hit;
    throw error;
  }
}

/** A listing's data: fresh when online (and remembered among the last 20), the kept copy offline. */
async function listingData(request, event) {
  try {
    const response = await fetch(request);
    if (response.ok) event.waitUntil(remember(RECENT_DATA, request.url, response.clone(), RECENT_LIMIT));
    return response;
  } catch (error) {
    const hit = await caches.match(request.url);
    if (hit) return hit;
    throw error;
  }
}

/** Pictures: cache first; the ones pages show while online are kept (the newest 200). */
async function picture(request, event) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && (response.type === 'basic' || response.type === 'default')) {
    event.waitUntil(remember(IMAGES, request, response.clone(), IMAGE_LIMIT));
  }
  return response;
}

/**
 * Pages: the network first (and a listing page opened by a full load is remembered). Offline: the page as it was
 * kept; a listing whose data is kept opens in the app shell (the app reads the kept data); anything else gets the
 * offline page.
 */
async function navigation(request, url) {
  const listing = url.pathname.indexOf('/oglas/') !== -1;
  try {
    const response = await fetch(request);
    if (listing && response.status === 200) await remember(RECENT_PAGES, url.pathname, response.clone(), RECENT_LIMIT);
    return response;
  } catch {
    const kept = (await caches.match(url.pathname, { ignoreSearch: true })) || (url.pathname === '/' ? await caches.match('/') : undefined);
    if (kept) return kept;
    if (listing) {
      const rest = url.pathname.slice(url.pathname.indexOf('/oglas/') + '/oglas/'.length);
      const data = await caches.match(`${self.location.origin}${LISTING_DATA}${rest}`);
      const shell = data ? await caches.match('/') : undefined;
      if (shell) return shell;
    }
    return (await caches.match(OFFLINE_PAGE)) || Response.error();
  }
}

/** Saving a listing (POST /api/favourites): once the server has it, its data, page and main photo are kept. */
async function saveThrough(event) {
  const body = await event.request.clone().text().catch(() => '');
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(keepSaved(body).catch(() => undefined));
  return response;
}

async function keepSaved(body) {
  let id;
  try {
    id = JSON.parse(body).entity_id;
  } catch {
    id = new URLSearchParams(body).get('entity_id');
  }
  if (!/^\d{1,9}$/.test(String(id))) return;
  const answer = await fetch(`${LISTING_DATA}${id}`, { credentials: 'same-origin' });
  if (!answer.ok) return;
  const json = await answer.clone().json();
  const listing = json && (json.data || json);
  if (!listing || typeof listing.slug !== 'string') return;
  const cache = await caches.open(SAVED);
  await cache.put(`${self.location.origin}${LISTING_DATA}${encodeURIComponent(listing.slug)}`, answer);
  const photo = (Array.isArray(listing.images) && listing.images[0]) || listing.main_image;
  const sources = photo && typeof photo === 'object' ? [...new Set(Object.values(photo).filter((src) => typeof src === 'string' && src.startsWith('/')))] : [];
  await Promise.all(
    [`/oglas/${encodeURIComponent(listing.slug)}`, ...sources].map(async (path) => {
      const response = await fetch(path, { credentials: 'same-origin' });
      if (response.ok) await cache.put(path, response);
    }),
  );
}

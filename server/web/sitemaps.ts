import { Readable, pipeline } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { categoryPath, infoPath, listingPagePath, locationPath } from '../../core';
import type { Database } from '../db/schema';
import { escapeHtml } from './page-head';

/** The sitemap protocol's limit per file; a listing file covers one block of this many ids, so it never exceeds it. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows per keyset step while a listing file streams: memory stays flat whatever the file's size. */
const BATCH = 2_000;
/** Crawlers read sitemaps a few times a day; an hour keeps a crawl from costing a scan per request. */
const CACHE_CONTROL = 'public, max-age=3600';

/** The index and the small files are aggregates over every public listing: made at most once per this long. */
const MEMO_MS = 10 * 60_000;

function memo(make: () => Promise<string>): () => Promise<string> {
  let kept: { body: Promise<string>; until: number } | undefined;
  return () => {
    if (!kept || kept.until <= Date.now()) {
      const body = make();
      kept = { body, until: Date.now() + MEMO_MS };
      body.catch(() => {
        kept = undefined;
      });
    }
    return kept.body;
  };
}

const PUBLIC = sql`l.status = 'active' and (l.expires_at is null or l.expires_at > now()) and u.banned = false`;

type Stamp = Date | string | null;
const day = (value: Stamp): string | null => (value === null ? null : new Date(value).toISOString().slice(0, 10));
const url = (loc: string, lastmod: Stamp) => {
  const stamp = day(lastmod);
  return `<url><loc>${escapeHtml(loc)}</loc>${stamp ? `<lastmod>${stamp}</lastmod>` : ''}</url>\n`;
};
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET = `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;

/**
 * `/sitemap.xml`: an index of the listing files (one per block of 50,000 listing ids that holds a public listing,
 * with the block's newest change as lastmod), the category, location and info files. `/sitemaps/listings-N.xml`
 * streams block N through a keyset query (id order, 2,000 rows a step: no OFFSET, no file in memory), gzipped when
 * the crawler accepts it. Blocks by id rather than by position keep every listing in the same file as others come
 * and go. Only public listings are listed; categories and locations only when they have some (a page with nothing
 * on it is not worth a crawl). The index and the category and location files are aggregates over every public
 * listing (≈ 0.5 s at 100,000 on a busy two-core machine): made at most once every 10 minutes per process.
 */
export async function registerSitemaps(fastify: FastifyInstance, db: Kysely<Database>, origin: string): Promise<void> {
  const index = memo(async () => {
    const blocks = await sql<{ block: number; lastmod: Stamp }>`
      select (l.id - 1) / ${SITEMAP_MAX_URLS} + 1 as block, max(l.updated_at) as lastmod
      from listings l join users u on u.id = l.user_id where ${PUBLIC} group by 1 order by 1`.execute(db);
    const newest = blocks.rows.reduce<Stamp>((best, row) => (best === null || (row.lastmod !== null && new Date(row.lastmod) > new Date(best)) ? row.lastmod : best), null);
    const info = await db.selectFrom('pages').select(sql<Stamp>`max(updated_at)`.as('lastmod')).executeTakeFirst();
    const entry = (path: string, lastmod: Stamp) => {
      const stamp = day(lastmod);
      return `<sitemap><loc>${escapeHtml(`${origin}${path}`)}</loc>${stamp ? `<lastmod>${stamp}</lastmod>` : ''}</sitemap>\n`;
    };
    const body = [
      `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`,
      ...blocks.rows.map((row) => entry(`/sitemaps/listings-${Number(row.block)}.xml`, row.lastmod)),
      entry('/sitemaps/categories.xml', newest),
      entry('/sitemaps/locations.xml', newest),
      entry('/sitemaps/info.xml', info?.lastmod ?? null),
      '</sitemapindex>\n',
    ].join('');
    return body;
  });
  const categories = memo(() => categoryFile(db, origin));
  const locations = memo(() => locationFile(db, origin));
  fastify.get('/sitemap.xml', async (request, reply) => sendXml(request, reply, Readable.from([await index()])));

  fastify.get('/sitemaps/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const block = /^listings-(\d{1,6})\.xml$/.exec(file);
    if (block) return listingFile(request, reply, db, origin, Number(block[1]));
    if (file === 'categories.xml') return sendXml(request, reply, Readable.from([await categories()]));
    if (file === 'locations.xml') return sendXml(request, reply, Readable.from([await locations()]));
    if (file === 'info.xml') {
      const pages = await db.selectFrom('pages').select(['slug', 'updated_at']).orderBy('id').execute();
      return sendXml(request, reply, Readable.from([`${URLSET}${pages.map((page) => url(`${origin}${infoPath(page.slug)}`, page.updated_at)).join('')}</urlset>\n`]));
    }
    return reply.code(404).send({ status: 'error', messageId: 'notFound' });
  });
}

async function listingFile(request: FastifyRequest, reply: FastifyReply, db: Kysely<Database>, origin: string, block: number): Promise<FastifyReply> {
  const first = (block - 1) * SITEMAP_MAX_URLS;
  const last = block * SITEMAP_MAX_URLS;
  const step = (after: number) =>
    sql<{ id: number; slug: string; updated_at: Stamp }>`
      select l.id, l.slug, l.updated_at from listings l join users u on u.id = l.user_id
      where l.id > ${after} and l.id <= ${last} and ${PUBLIC} order by l.id limit ${BATCH}`.execute(db).then((answer) => answer.rows);
  // The first step before any byte is sent: a block with no public listing is not a sitemap.
  const head = await step(first);
  if (block < 1 || head.length === 0) return reply.code(404).send({ status: 'error', messageId: 'notFound' });
  async function* lines(): AsyncGenerator<string> {
    yield URLSET;
    let rows = head;
    for (;;) {
      yield rows.map((row) => url(`${origin}${listingPagePath(row.slug)}`, row.updated_at)).join('');
      if (rows.length < BATCH) break;
      rows = await step(rows[rows.length - 1]!.id);
      if (rows.length === 0) break;
    }
    yield '</urlset>\n';
  }
  return sendXml(request, reply, Readable.from(lines()));
}

async function categoryFile(db: Kysely<Database>, origin: string): Promise<string> {
  // A listing counts in its category and in its subcategory: two grouped scans, not a join on either column.
  const { rows } = await sql<{ slug: string; lastmod: Stamp }>`
    select c.slug, max(x.lastmod) as lastmod from categories c join (
      select l.category_id as id, max(l.updated_at) as lastmod from listings l join users u on u.id = l.user_id where ${PUBLIC} group by 1
      union all
      select l.subcategory_id, max(l.updated_at) from listings l join users u on u.id = l.user_id where ${PUBLIC} and l.subcategory_id is not null group by 1
    ) x on x.id = c.id group by c.id, c.slug, c.position order by c.position, c.slug`.execute(db);
  return `${URLSET}${rows.map((row) => url(`${origin}${categoryPath(row.slug)}`, row.lastmod)).join('')}</urlset>\n`;
}

async function locationFile(db: Kysely<Database>, origin: string): Promise<string> {
  // A city's listings, and a region's: its own and its cities'.
  const { rows } = await sql<{ slug: string; lastmod: Stamp }>`
    select loc.slug, max(l.updated_at) as lastmod from locations loc
    join locations place on (place.id = loc.id or place.parent_id = loc.id)
    join listings l on l.location_id = place.id join users u on u.id = l.user_id
    where ${PUBLIC} group by loc.id, loc.slug, loc.position order by loc.position, loc.slug`.execute(db);
  return `${URLSET}${rows.map((row) => url(`${origin}${locationPath(row.slug)}`, row.lastmod)).join('')}</urlset>\n`;
}

function sendXml(request: FastifyRequest, reply: FastifyReply, body: Readable): FastifyReply {
  reply.type('application/xml; charset=utf-8').header('Cache-Control', CACHE_CONTROL).header('Vary', 'Accept-Encoding');
  if (!/\bgzip\b(?!\s*;\s*q=0(?:\.0*)?(?![.\d]))/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(body);
  const gzip = pipeline(body, zlib.createGzip(), (error) => {
    if (error) request.log.warn({ err: error }, 'sitemap stream failed');
  });
  return reply.header('Content-Encoding', 'gzip').send(gzip);
}

/** robots.txt: the account pages, the console and the API are not for crawlers; the sitemap is named. */
export function registerRobots(fastify: FastifyInstance, origin: string): void {
  const body = ['User-agent: *', 'Disallow: /korisnik/', 'Disallow: /admin', 'Disallow: /api/', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  fastify.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(body));
}

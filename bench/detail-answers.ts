/**
 * bench/detail-answers: records the listing page's answers — status, every header but Date, the body — for a fixed
 * set of requests, one JSON line each, so that a change to the detail path can be shown to change no byte of any
 * answer (record before, record after, diff). Over real HTTP, micro-cache off and on (a cached answer goes out
 * through another path), with and without the Albanian language cookie, gzip/br, public listings (a few hundred),
 * every non-public state (404 / 410), the owner's and an admin's view of a hidden listing (bearer token), slugs that
 * only end in the id, nested paths and malformed slugs.
 *
 *   DATABASE_URL=… npx tsx bench/detail-answers.ts OUT.jsonl [--count 300]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { buildApp } from '../server/app';
import { signAccessToken } from '../server/auth/tokens';
import { createSession } from '../server/auth/sessions';

const { values: args, positionals } = parseArgs({ options: { count: { type: 'string', default: '300' } }, allowPositionals: true });
const out = positionals[0] ?? '';
if (!out) throw new Error('usage: detail-answers.ts OUT.jsonl');
const count = Number(args.count);

const database = await openDatabase({ dataDir: path.join(os.tmpdir(), 'oglasi-bench-scale-20000', 'pgdata'), databaseUrl: process.env.DATABASE_URL });
const { db } = database;
const base = loadConfig({ ...process.env, CLIENT_DIR: '' });
const uploadsDir = path.join(os.tmpdir(), 'oglasi-bench-uploads');

// Public listings spread over the id range (every k-th), plus every kind of hidden one.
const publicRows = await sql<{ id: number; slug: string; user_id: number }>`
  select l.id, l.slug, l.user_id from listings l join users u on u.id = l.user_id
  where l.status = 'active' and (l.expires_at is null or l.expires_at > now()) and not u.banned
  order by l.id`.execute(db);
const step = Math.max(1, Math.floor(publicRows.rows.length / count));
const chosen = publicRows.rows.filter((_, i) => i % step === 0).slice(0, count);
const hidden = await sql<{ id: number; slug: string; user_id: number; kind: string }>`
  select distinct on (kind) * from (
    select l.id, l.slug, l.user_id,
      case when u.banned then 'banned' when l.status = 'active' and l.expires_at <= now() then 'expired-active' else l.status::text end as kind
    from listings l join users u on u.id = l.user_id
    where not (l.status = 'active' and (l.expires_at is null or l.expires_at > now()) and not u.banned)
    order by l.id
  ) h order by kind, id`.execute(db);
const hiddenMore = await sql<{ id: number; slug: string; user_id: number }>`
  select l.id, l.slug, l.user_id from listings l join users u on u.id = l.user_id
  where not (l.status = 'active' and (l.expires_at is null or l.expires_at > now()) and not u.banned)
  order by l.id desc limit 30`.execute(db);
const admin = await sql<{ id: number }>`select id from users where role = 'admin' and not banned order by id limit 1`.execute(db);

const requests: Array<{ path: string; headers: Record<string, string> }> = [];
const add = (p: string, headers: Record<string, string> = {}) => requests.push({ path: p, headers });
const listing = (slug: string) => `/api/oglasi/listing/${slug}`;

async function run(cache: boolean): Promise<void> {
  const config = { ...base, port: 0, uploadsDir, apiRateLimitPerMinute: 0, readCacheSeconds: cache ? 5 : 0 };
  const app = await buildApp({ config, database });
  // A fixed port: the CSP names the Host, port included.
  await app.fastify.listen({ port: 39871, host: '127.0.0.1' });
  const address = app.fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // Tokens belong to a sign-in session (server/auth/tokens.ts): each signed-in reader gets a live session row.
  const token = async (userId: number) => signAccessToken(userId, (await createSession(database.db, userId)).sessionKey, { keys: app.keys, ttlSeconds: 3600 });
  requests.length = 0;
  chosen.forEach((row, i) => {
    add(listing(row.slug));
    if (i % 5 === 0) add(listing(row.slug), { cookie: 'oglasi_lang=sq' });
    if (i % 7 === 0) add(listing(row.slug), { 'accept-encoding': i % 2 ? 'gzip' : 'br, gzip' });
    if (i % 11 === 0) add(listing(`some-old-title-${row.id}`));
    if (i % 13 === 0) add(listing(String(row.id)));
    if (i % 17 === 0) add(`/api/oglasi/listing/oglas/kategorija/${row.slug}`);
    if (i % 19 === 0) add(listing(row.slug), { cookie: 'oglasi_session=garbage; oglasi_lang=mk', origin: 'http://evil.example' });
  });
  for (const row of [...hidden.rows, ...hiddenMore.rows]) {
    add(listing(row.slug));
    add(listing(row.slug), { cookie: 'oglasi_lang=sq' });
    add(listing(row.slug), { authorization: `Bearer ${await token(row.user_id)}` });
    if (admin.rows[0]) add(listing(row.slug), { authorization: `Bearer ${await token(admin.rows[0].id)}` });
    add(listing(row.slug), { authorization: 'Bearer not-a-token' });
  }
  for (const p of ['', 'nope', 'nope-999999999', '999999999', `${'x'.repeat(121)}`, '%20', 'a/b/', '-1']) add(`/api/oglasi/listing/${p}`);
  const lines: string[] = [];
  // Twice over with the cache on: the second pass answers from it.
  for (let pass = 0; pass < (cache ? 2 : 1); pass += 1) {
    for (const r of requests) {
      const answer = await new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: r.path, headers: r.headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
      const { date: _date, ...headers } = answer.headers;
      // Bearer tokens differ between runs (their issue time): recorded without them.
      const shown = { ...r.headers, ...(r.headers.authorization ? { authorization: r.headers.authorization.startsWith('Bearer not') ? 'bad' : 'token' } : {}) };
      lines.push(JSON.stringify({ cache, pass, path: r.path, request: shown, status: answer.status, headers, body: answer.headers['content-encoding'] ? answer.body.toString('base64') : answer.body.toString('utf8') }));
    }
  }
  fs.appendFileSync(out, `${lines.join('\n')}\n`);
  await app.fastify.close();
}

fs.writeFileSync(out, '');
await run(false);
await run(true);
console.log(`detail-answers: ${fs.readFileSync(out, 'utf8').trim().split('\n').length} answers in ${out}`);
await database.close?.();
process.exit(0);

/**
 * The read benches' requests (server-scale, capacity): a long tail no cache can hold — random listing slugs, random
 * search words in Cyrillic, in Latin and with one letter wrong, random category × location × sort × page — and the
 * floor: a bare Fastify route selecting one listing by primary key over the same database (also padded to a given size).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import type { Random } from '../../server/seed/random';
import { toLatin, typo } from '../../server/seed/scale-text';
import type { ScaleSample } from './scale-sample';

const SORTS = ['newest', 'oldest', 'price_asc', 'price_desc'];
const FUELS = ['petrol', 'diesel', 'lpg', 'hybrid', 'electric'];

/** Path makers over one `random` (the same seed gives the same requests, in the order they are asked for). */
export function readPaths(sample: Pick<ScaleSample, 'slugs' | 'categories' | 'locations' | 'words' | 'maxId'>, random: Random) {
  // Mostly the first pages, a few deep ones: how people page.
  const page = () => Math.min(50, 1 + Math.floor(-Math.log(1 - random.next()) * 2.5));
  const sort = () => random.pick(SORTS);
  const word = () => {
    const w = random.pick(sample.words);
    const roll = random.next();
    return roll < 0.4 ? w : roll < 0.75 ? toLatin(w) : typo(roll < 0.9 ? toLatin(w) : w, random);
  };
  const q = (text: string) => encodeURIComponent(text);
  return {
    floor: () => `/floor/${random.int(1, sample.maxId)}`,
    newestPage: () => `/api/oglasi?page=${page()}`,
    categorySortPage: () => `/api/oglasi?category=${random.pick(sample.categories)}&sort=${sort()}&page=${page()}`,
    /** A place, in a category four times in five. */
    categoryLocationSortPage: () =>
      `/api/oglasi?${random.next() < 0.8 ? `category=${random.pick(sample.categories)}&` : ''}location=${random.pick(sample.locations)}&sort=${sort()}&page=${page()}`,
    vozilaSortPage: () => `/api/oglasi?category=vozila&sort=${sort()}&page=${page()}`,
    /** Issue 38's filtered category page: price range + two details + place, random values, the first three pages. */
    vozilaFiltered: () => {
      const low = random.int(1, 40) * 250;
      return `/api/oglasi?category=vozila&location=${random.pick(sample.locations)}&price_min=${low}&price_max=${low + random.int(4, 60) * 500}&a.year=${random.int(2000, 2018)}..&a.fuel=${random.pick(FUELS)}&sort=${sort()}&page=${Math.min(3, page())}`;
    },
    search: () =>
      `/api/oglasi/search?q=${q(random.next() < 0.25 ? `${word()} ${word()}` : word())}${random.next() < 0.2 ? `&category=${random.pick(sample.categories)}` : ''}${random.next() < 0.2 ? `&page=${page()}` : ''}`,
    detail: () => `/api/oglasi/listing/${random.pick(sample.slugs)}`,
  };
}

/** The floor: one indexed row by primary key over `db`, no middleware, no serialisation to speak of. */
export async function startFloor(db: Kysely<Database>, port: number): Promise<FastifyInstance> {
  const { default: Fastify } = await import('fastify');
  const floor = Fastify();
  const row = (id: number) => db.selectFrom('listings').select(['id', 'title', 'slug']).where('id', '=', id).executeTakeFirst();
  floor.get('/floor/:id', async (request) => (await row(Number((request.params as { id: string }).id))) ?? {});
  // The same row in an answer of `bytes` bytes (padded with a string field): what sending an answer of a list page's or
  // a listing's size costs by itself, apart from finding and serialising it (docs/scaling.md "Budgets", ninth session).
  const pads = new Map<number, Buffer>();
  floor.get('/floor/:id/:bytes', async (request, reply) => {
    const params = request.params as { id: string; bytes: string };
    const head = Buffer.from(`${JSON.stringify((await row(Number(params.id))) ?? {}).slice(0, -1)},"pad":"`);
    const padLength = Math.max(0, Math.min(1_000_000, Number(params.bytes) || 0) - head.length - 2);
    let pad = pads.get(padLength);
    if (!pad) pads.set(padLength, (pad = Buffer.alloc(padLength, 'x')));
    return reply.type('application/json; charset=utf-8').send(Buffer.concat([head, pad, Buffer.from('"}')]));
  });
  await floor.listen({ port, host: '127.0.0.1' });
  return floor;
}

/** The port a listening server is on. */
export function portOf(server: FastifyInstance['server']): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

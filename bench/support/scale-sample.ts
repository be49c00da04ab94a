/**
 * The seeded marketplace the read benches load (server-scale, capacity): where PGlite keeps it between runs, growing
 * it with `seedScale` (server/seed/scale.ts) when it is smaller than asked or was grown with another distribution,
 * and the sample of it that their requests draw from.
 */
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../server/db/database';
import { SCALE_DISTRIBUTION_KEY, seedScale, type ScaleDistribution } from '../../server/seed/scale';
import { searchVocabulary } from '../../server/seed/scale-text';

/** What a bench's requests are drawn from. */
export interface ScaleSample {
  engine: string;
  listings: number;
  /** Public listings' slugs (active, not expired, owner not banned): every detail request is a 200. */
  slugs: string[];
  categories: string[];
  locations: string[];
  /** Search words: the catalogue's vocabulary ('spread'), or the words of a sample of public titles, as often as they occur ('head'). */
  words: string[];
  maxId: number;
}

export interface ScaleDatabaseOptions {
  listings: number;
  distribution: ScaleDistribution;
  messagesPerListing: number;
  reseed: boolean;
  uploadsDir: string;
  supportEmail: string;
  /** Prefixes the seeding's lines. */
  name: string;
}

/** PGlite's directory for a scale and distribution ($TMPDIR, kept between runs and shared by the benches). */
export function scaleDataDir(listings: number, distribution: ScaleDistribution): string {
  return path.join(os.tmpdir(), `oglasi-bench-scale-${listings}${distribution === 'spread' ? '' : `-${distribution}`}`, 'pgdata');
}

/** The listings uploaded photos of the seeded marketplace (and a bench's new listings) go to. */
export const BENCH_UPLOADS_DIR = path.join(os.tmpdir(), 'oglasi-bench-uploads');

/** Seeds the database when it holds fewer listings than asked, was grown with another distribution, or on `reseed`; then samples it. */
export async function prepareScaleDatabase(database: DatabaseHandle, options: ScaleDatabaseOptions): Promise<ScaleSample> {
  const { db } = database;
  const count = async () => Number((await db.selectFrom('listings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const grownWith = async () => (await db.selectFrom('app_meta').select('value').where('key', '=', SCALE_DISTRIBUTION_KEY).executeTakeFirst())?.value ?? 'spread';
  if (options.reseed || (await count()) < options.listings || (await grownWith()) !== options.distribution) {
    console.log(`${options.name}: seeding ${options.listings} listings, distribution '${options.distribution}' (${database.engine})…`);
    await seedScale(database, {
      listings: options.listings, messagesPerListing: options.messagesPerListing, uploadsDir: options.uploadsDir, supportEmail: options.supportEmail,
      distribution: options.distribution, log: (line) => console.log(line),
    });
  }
  const slugs = (
    await db.selectFrom('listings as l').innerJoin('users as u', 'u.id', 'l.user_id').select('l.slug')
      .where('l.status', '=', 'active').where('l.expires_at', '>', new Date()).where('u.banned', '=', false).orderBy('l.id').execute()
  ).map((r) => r.slug);
  // The chat benches add a category of their own per run (`bench-…`, their conversations' listings): not the catalogue's.
  const categories = (await db.selectFrom('categories').select('slug').where('slug', 'not like', 'bench-%').execute()).map((r) => r.slug);
  const locations = (await db.selectFrom('locations').select('slug').execute()).map((r) => r.slug);
  const words =
    options.distribution === 'spread'
      ? searchVocabulary()
      : (await sql<{ title: string }>`select title from listings where status = 'active' order by random() limit 2000`.execute(db)).rows.flatMap((row) =>
          row.title.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4 && !/^\d+$/.test(word)),
        );
  const maxId = (await db.selectFrom('listings').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id ?? 1;
  return { engine: database.engine, listings: await count(), slugs, categories, locations, words, maxId };
}

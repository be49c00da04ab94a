import { sql, type Kysely } from 'kysely';
import type { Language } from '../../core';
import type { Database } from '../db/schema';

/** A row of the site's own data named in both languages (migration 0070): `name_sq` null means untranslated. */
export interface BilingualName {
  name: string;
  name_sq?: string | null;
}

/** The name to show in `language`: the Albanian one when asked for and present, else the Macedonian one. */
export function nameIn(row: BilingualName, language: Language): string {
  return language === 'sq' ? (row.name_sq ?? row.name) : row.name;
}

/** The country every place is in, as a listing's location names it. */
export const COUNTRY_NAMES: Readonly<Record<Language, string>> = { mk: 'Македонија', sq: 'Maqedonia' };

export interface CatalogueCategory extends BilingualName {
  id: number;
  slug: string;
  parent_id: number | null;
}

export interface CatalogueLocation extends BilingualName {
  id: number;
  slug: string;
  kind: 'region' | 'city';
  parent_id: number | null;
}

/** A numeric id in a slug's place (docs/product/browsing.md paths accept either). */
const NUMERIC_ID = /^\d{1,9}$/;

/**
 * Categories and locations in process (docs/scaling.md, "Data"): a few hundred rows that change only through the
 * seed or an admin, read by every list — to resolve `?category=`/`?location=` and to name a card's category and
 * place — so a list costs one statement instead of three and joins no lookup tables. `version` is the
 * app_meta count of catalogue writes it was loaded at (migration 0050); a list statement reads the current count
 * beside its rows, and a different one makes the caller reload (`catalogueOf(db, { reload: version })`) and ask
 * again. Same answers as server/listings/resolve.ts. It holds both names of every row (`nameIn` picks one per
 * request's language), so one catalogue serves both languages.
 */
export class Catalogue {
  private readonly categoriesById = new Map<number, CatalogueCategory>();
  private readonly categoriesBySlug = new Map<string, CatalogueCategory>();
  private readonly locationsById = new Map<number, CatalogueLocation>();
  private readonly locationsBySlug = new Map<string, CatalogueLocation>();
  private readonly citiesOf = new Map<number, number[]>();

  constructor(
    readonly version: string,
    categories: CatalogueCategory[],
    locations: CatalogueLocation[],
  ) {
    // Rows come in id order: a duplicated slug resolves to its first row, as a by-slug lookup would.
    for (const category of categories) {
      this.categoriesById.set(category.id, category);
      if (!this.categoriesBySlug.has(category.slug)) this.categoriesBySlug.set(category.slug, category);
    }
    for (const location of locations) {
      this.locationsById.set(location.id, location);
      if (!this.locationsBySlug.has(location.slug)) this.locationsBySlug.set(location.slug, location);
      if (location.parent_id !== null) {
        const cities = this.citiesOf.get(location.parent_id);
        if (cities) cities.push(location.id);
        else this.citiesOf.set(location.parent_id, [location.id]);
      }
    }
  }

  /** A category by slug or numeric id. */
  category(slugOrId: string): CatalogueCategory | undefined {
    return NUMERIC_ID.test(slugOrId) ? this.categoriesById.get(Number(slugOrId)) : this.categoriesBySlug.get(slugOrId);
  }

  categoryById(id: number): CatalogueCategory | undefined {
    return this.categoriesById.get(id);
  }

  locationById(id: number): CatalogueLocation | undefined {
    return this.locationsById.get(id);
  }

  /** A region's slug (or id) gives the region and all its cities; a city's gives the city. */
  locationIds(slugOrId: string): number[] | undefined {
    const location = NUMERIC_ID.test(slugOrId) ? this.locationsById.get(Number(slugOrId)) : this.locationsBySlug.get(slugOrId);
    if (!location) return undefined;
    if (location.kind === 'city') return [location.id];
    return [location.id, ...(this.citiesOf.get(location.id) ?? [])];
  }
}

/** The statement fragment that reads the current catalogue version (a primary-key lookup in app_meta). */
export const CATALOGUE_VERSION_SQL = `(select value from app_meta where key = 'catalogue_version')`;

const loaded = new WeakMap<Kysely<Database>, Promise<Catalogue>>();

async function load(db: Kysely<Database>): Promise<Catalogue> {
  // One statement, one snapshot: the version belongs to exactly these rows.
  const { rows } = await sql<{ version: string | null; categories: CatalogueCategory[] | string; locations: CatalogueLocation[] | string }>`
    select ${sql.raw(CATALOGUE_VERSION_SQL)} as version,
      (select coalesce(json_agg(c order by c.id), '[]') from (select id, name, name_sq, slug, parent_id from categories) as c) as categories,
      (select coalesce(json_agg(x order by x.id), '[]') from (select id, name, name_sq, slug, kind, parent_id from locations) as x) as locations`.execute(db);
  const row = rows[0];
  const parse = <T>(value: T[] | string | undefined): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []));
  return new Catalogue(row?.version ?? '', parse(row?.categories), parse(row?.locations));
}

/**
 * The catalogue of `db`, loaded on first use. `reload` is a version its caller found out of date: unless another
 * caller has already replaced that one, the catalogue is loaded again (callers with the same stale version share one
 * load).
 */
export async function catalogueOf(db: Kysely<Database>, options: { reload?: string } = {}): Promise<Catalogue> {
  let current = loaded.get(db);
  if (current && options.reload !== undefined) {
    const known = await current.catch(() => undefined);
    if (known === undefined || known.version === options.reload) {
      if (loaded.get(db) === current) loaded.delete(db);
    }
    current = loaded.get(db);
  }
  if (!current) {
    current = load(db);
    loaded.set(db, current);
    // A failed load is not remembered: the next caller tries again.
    current.catch(() => {
      if (loaded.get(db) === current) loaded.delete(db);
    });
  }
  return current;
}

/** The database's current catalogue version (one primary-key read), for callers that found no match. */
export async function catalogueVersion(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ version: string | null }>`select ${sql.raw(CATALOGUE_VERSION_SQL)} as version`.execute(db);
  return rows[0]?.version ?? '';
}

/**
 * The catalogue as the database holds it now: the loaded one, reloaded when the current version (one primary-key
 * read) says the seed or an admin changed a row since — for answers that name rows without a list statement's
 * version check (a listing page, similar listings, in Albanian).
 */
export async function currentCatalogue(db: Kysely<Database>): Promise<Catalogue> {
  const catalogue = await catalogueOf(db);
  return (await catalogueVersion(db)) === catalogue.version ? catalogue : catalogueOf(db, { reload: catalogue.version });
}

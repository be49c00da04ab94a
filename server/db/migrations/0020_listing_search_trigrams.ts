import { sql, type Kysely } from 'kysely';

/**
 * Search: the typo branch of a search — strict_word_similarity(query, search_latin) >= 0.4 — was worked
 * out for every public listing. A similarity above 0 needs at least one shared trigram, so the listing's trigrams
 * (`search_trgm`, GIN-indexed) rule out most rows first with `&&` — an array overlap the planner can take from the
 * index, with no pg_trgm threshold setting — and the similarity is computed only for the rest. Same results.
 *
 * The expression repeats search_latin's (a generated column may not read another): a migration that changes one
 * must change both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table listings add column search_trgm text[] generated always as (
      show_trgm(oglasi_translit(title || ' ' || coalesce(brand, '') || ' ' || coalesce(model, '')))
    ) stored`.execute(db);
  await sql`create index listings_search_trgm_array_idx on listings using gin (search_trgm)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists listings_search_trgm_array_idx`.execute(db);
  await sql`alter table listings drop column if exists search_trgm`.execute(db);
}

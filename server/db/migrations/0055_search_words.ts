import { sql, type Kysely } from 'kysely';

/**
 * The search's typo branch at scale (docs/scaling.md, "Data"): `phrase <<% search_latin` compared the query with the
 * title of every listing sharing a trigram with it — at 100,000 listings a four-letter word shares one with ~11,000
 * of them, 75 ms a search, however many listings it finally matched. pg_trgm's own recipe for spelling
 * ("Text Search Integration" in its documentation) compares the query with the distinct *words* instead: a few
 * thousand rows, not a hundred thousand. A search then asks the full-text index for the word or its near spellings.
 *
 * `search_words` holds every word of the listings' search_latin (title, brand, model, transliterated) of three
 * letters or more, kept by statement-level triggers with transition tables, so a bulk insert of the seed adds its
 * words in one statement. Words are never removed: one whose listings are gone only suggests a spelling the
 * full-text index then finds nothing for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_words (word text primary key)`.execute(db);
  await sql`create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops)`.execute(db);
  await sql`
    create function search_words_add() returns trigger language plpgsql as $$
    begin
      insert into search_words (word)
      select distinct w from changed, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, changed.search_latin))) as w
      where length(w) >= 3 and w ~ '^[a-z0-9]+$' and w ~ '[a-z]'
      on conflict (word) do nothing;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger listings_search_words_insert after insert on listings referencing new table as changed for each statement execute function search_words_add()`.execute(db);
  await sql`create trigger listings_search_words_update after update on listings referencing new table as changed for each statement execute function search_words_add()`.execute(db);
  await sql`
    insert into search_words (word)
    select distinct w from listings, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, listings.search_latin))) as w
    where length(w) >= 3 and w ~ '^[a-z0-9]+$' and w ~ '[a-z]'
    on conflict (word) do nothing`.execute(db);
  // The listings' own trigrams served only the old typo branch: dropping them spares every listing write their upkeep.
  await sql`drop index if exists listings_search_trgm_idx`.execute(db);
  await sql`drop index if exists listings_search_trgm_array_idx`.execute(db);
  await sql`alter table listings drop column if exists search_trgm`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists listings_search_trgm_idx on listings using gin (search_latin gin_trgm_ops)`.execute(db);
  await sql`
    alter table listings add column if not exists search_trgm text[] generated always as (
      show_trgm(oglasi_translit(title || ' ' || coalesce(brand, '') || ' ' || coalesce(model, '')))
    ) stored`.execute(db);
  await sql`create index if not exists listings_search_trgm_array_idx on listings using gin (search_trgm)`.execute(db);
  await sql`drop trigger if exists listings_search_words_insert on listings`.execute(db);
  await sql`drop trigger if exists listings_search_words_update on listings`.execute(db);
  await sql`drop function if exists search_words_add()`.execute(db);
  await sql`drop table if exists search_words`.execute(db);
}

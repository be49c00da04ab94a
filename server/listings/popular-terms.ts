import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { transliterate } from '../db/transliteration-sql';
import { SEARCH_STOP_WORDS } from './search-words';
import { SUGGESTIONS_MAX_TERMS } from '../../core/search/suggestions-wire';

/** How many of the newest public listings' titles the terms are counted over: one index range scan, bounded. */
export const TERMS_SAMPLE_LISTINGS = 5_000;
/** How many distinct terms are kept in memory, most frequent first. */
export const TERMS_KEPT = 2_000;
/** The counted terms are reused this long (docs/product/browsing.md "Search everywhere": popular terms). */
export const TERMS_TTL_MS = 10 * 60_000;
/** Words shorter than this are not terms (sizes, short words); longer stop-words are left out by name (search-words.ts). */
const MIN_WORD_LENGTH = 3;

interface Term {
  /** The spelling shown: the one most titles use. */
  text: string;
  /** Folded to the search's one Latin spelling (server/db/transliteration-sql.ts). */
  folded: string;
  /** How many listings use it. */
  listings: number;
}

/** The words of a title as typed (lowercased), each counted once. */
function wordsOf(title: string): Set<string> {
  const words = new Set<string>();
  for (const word of title.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if ([...word].length >= MIN_WORD_LENGTH && /\p{L}/u.test(word)) words.add(word);
  }
  return words;
}

/** Counts the words of titles into terms: one per folded spelling ('голф' and 'golf' are one), most listings first. */
export function countTerms(titles: readonly string[], keep = TERMS_KEPT): Term[] {
  const byFolded = new Map<string, { listings: number; spellings: Map<string, number> }>();
  for (const title of titles) {
    const seen = new Set<string>();
    for (const word of wordsOf(title)) {
      const folded = transliterate(word);
      // A bare function word ('без', 'преку', 'është') is no search of its own (docs/product/browsing.md "Search").
      if (SEARCH_STOP_WORDS.has(folded)) continue;
      const entry = byFolded.get(folded) ?? { listings: 0, spellings: new Map<string, number>() };
      if (!seen.has(folded)) entry.listings += 1;
      seen.add(folded);
      entry.spellings.set(word, (entry.spellings.get(word) ?? 0) + 1);
      byFolded.set(folded, entry);
    }
  }
  const terms: Term[] = [];
  for (const [folded, { listings, spellings }] of byFolded) {
    const text = [...spellings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? folded;
    terms.push({ text, folded, listings });
  }
  terms.sort((a, b) => b.listings - a.listings || a.folded.localeCompare(b.folded));
  return terms.slice(0, keep);
}

/**
 * The popular search terms (docs/product/browsing.md "Search everywhere"): the words most used in the titles of the
 * newest public listings — real data, no fixed list — counted in memory once per 10 minutes from one bounded read
 * (the status/published_at index), and matched against a query by its folded spelling, so 'gol' and 'гол' both
 * find 'golf' and 'голф'. The last word of the query is completed; earlier words are kept as typed.
 */
export class PopularTerms {
  private terms: Term[] | null = null;
  private countedAt = 0;
  private refreshing: Promise<Term[]> | null = null;

  constructor(
    /** The titles to count (newestPublicTitles in the server; a list in tests). */
    private readonly readTitles: () => Promise<readonly string[]>,
    private readonly ttlMs = TERMS_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async suggest(query: string, limit = SUGGESTIONS_MAX_TERMS): Promise<string[]> {
    const words = query.trim().split(/\s+/).filter(Boolean);
    const last = words.pop();
    if (!last) return [];
    const prefix = transliterate(last);
    if (prefix.length === 0) return [];
    const lead = words.length > 0 ? `${words.join(' ')} ` : '';
    const terms = await this.current();
    const found: string[] = [];
    for (const term of terms) {
      if (!term.folded.startsWith(prefix)) continue;
      found.push(`${lead}${term.text}`);
      if (found.length === limit) break;
    }
    return found;
  }

  /** The counted terms: recounted when older than the TTL; concurrent callers share one count, others get the old one meanwhile. */
  private async current(): Promise<Term[]> {
    const fresh = this.terms !== null && this.now() - this.countedAt < this.ttlMs;
    if (fresh && this.terms) return this.terms;
    this.refreshing ??= this.count().finally(() => (this.refreshing = null));
    if (this.terms) {
      this.refreshing.catch(() => undefined);
      return this.terms;
    }
    return this.refreshing;
  }

  private async count(): Promise<Term[]> {
    this.terms = countTerms(await this.readTitles());
    this.countedAt = this.now();
    return this.terms;
  }
}

/** The titles of the newest public listings (active, not expired, owner not banned), at most 5,000. */
export async function newestPublicTitles(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ title: string }>`
    select l.title from listings l join users u on u.id = l.user_id
    where l.status = 'active' and (l.expires_at is null or l.expires_at > now()) and u.banned = false
    order by l.published_at desc limit ${TERMS_SAMPLE_LISTINGS}`.execute(db);
  return rows.map((row) => row.title);
}

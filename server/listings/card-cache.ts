import type { Language } from '../../core';
import type { ListingSummary, SummaryRow } from './serialize';

/**
 * Which version of a card a page shows: the listing's id and the row versions (PostgreSQL's `xmin`, as text) of the
 * listing and of its owner — every column a card is made of lives in one of those two rows (card.ts, CARD_COLUMNS),
 * and any UPDATE of a row gives it a new `xmin`, whichever path or trigger made it.
 */
export interface CardVersion {
  id: number;
  listing: string;
  owner: string;
}

interface Entry {
  listing: string;
  owner: string;
  catalogue: string;
  bytes: Buffer;
  /** When the card's own clock changes it: a promotion or a highlight that ends (serialize.ts). */
  until: number;
}

/**
 * How many cards a server keeps: ~2 kB of UTF-8 each, so ~40 MB. The pages people read are the first few of each
 * list; a card pushed out is read again and serialised once more, nothing worse.
 */
const MAX_CARDS = 20_000;

/**
 * Cards kept as their wire JSON (UTF-8), per listing version, language and catalogue version: a list page concatenates
 * the bytes of the cards it shows instead of parsing their rows, serialising them and encoding the answer (lever 3 of
 * docs/scaling.md "Budgets"; decision 169). One per server, like the list estimates: never shared by servers that
 * may be looking at different databases (the test suites share one process).
 *
 * Nothing here is ever served for a version it was not made from: a hit needs the same listing and owner row
 * versions, the same catalogue (its names) and the same language, before the moment a promotion or a highlight of
 * the card runs out. The page statement decides which listings a page shows on every request; only the bytes of
 * each are kept.
 */
export class CardCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = MAX_CARDS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The card's bytes if they were made from exactly this version; a card kept from an older one is dropped. */
  get(language: Language, version: CardVersion, catalogue: string): Buffer | undefined {
    const key = language + version.id;
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.listing === version.listing && entry.owner === version.owner && entry.catalogue === catalogue && entry.until > this.now()) {
      return entry.bytes;
    }
    this.#entries.delete(key);
    return undefined;
  }

  /**
   * Keeps a card made from `version` (its row's `row`) and returns its bytes; the oldest kept card makes room when the
   * cache is full.
   */
  set(language: Language, version: CardVersion, catalogue: string, row: Pick<SummaryRow, 'promoted_until' | 'highlighted_until'>, card: ListingSummary): Buffer {
    // Its own memory, not a slice of Node's shared 8 kB pool: a kept card would pin the whole slab it was cut from.
    const json = JSON.stringify(card);
    const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
    bytes.write(json);
    const key = language + version.id;
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { listing: version.listing, owner: version.owner, catalogue, bytes, until: changesAt(row, this.now()) });
    return bytes;
  }

  get size(): number {
    return this.#entries.size;
  }
}

/**
 * The first instant at which the card reads differently with no write: its running promotion or highlight ends
 * (promotionFields and highlightFields, serialize.ts, compare them with the clock).
 */
function changesAt(row: Pick<SummaryRow, 'promoted_until' | 'highlighted_until'>, now: number): number {
  let until = Number.POSITIVE_INFINITY;
  for (const end of [row.promoted_until, row.highlighted_until]) {
    const at = end === null || end === undefined ? Number.NaN : new Date(end).getTime();
    if (at > now && at < until) until = at;
  }
  return until;
}

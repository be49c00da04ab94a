import type { ImageVariants, UserMeta } from '../db/schema';
import { publicUser } from '../accounts/users';
import { markPrepared } from '../db/named-statements';
import type { Language } from '../../core';
import { COUNTRY_NAMES, nameIn, type Catalogue } from './catalogue';
import { buildSummary, excerpt, excerptOfPlain, plainText, type ListingSummary, type SummaryRow } from './serialize';

/** How much of a description a card reads: its excerpt is 155 characters (see cardExcerpt). */
export const DESCRIPTION_PREFIX = 1000;

/**
 * What a card (a list's or a search's listing) reads — a third of a listing page's columns: no contact phones,
 * video, features, rejection reason; of the photos only the first and their number (a listing's `images` is a JSON
 * array of every photo's variants, parsed whole by the driver otherwise); of the description its first
 * DESCRIPTION_PREFIX characters. Category and place come from the in-process catalogue (catalogue.ts).
 * `l` is the listing, `u` its owner.
 */
export const CARD_COLUMNS = [
  'l.id', 'l.user_id', 'l.title', 'l.slug', 'l.status', 'l.price', 'l.price_type', 'l.currency',
  `case when jsonb_typeof(l.images) = 'array' then l.images -> 0 end as main_image`,
  `case when jsonb_typeof(l.images) = 'array' then jsonb_array_length(l.images) else 0 end as images_count`,
  `left(l.description, ${DESCRIPTION_PREFIX}) as description`,
  `length(l.description) > ${DESCRIPTION_PREFIX} as description_cut`,
  'l.user_type', 'l.company_name', 'l.views', 'l.promoted_until', 'l.highlighted_until', 'l.created_at', 'l.published_at',
  'l.category_id', 'l.subcategory_id', 'l.location_id',
  'u.slug as user_slug', 'u.full_name as user_full_name', 'u.verified as user_verified', 'u.user_meta as user_meta',
  'u.account_type as user_account_type', 'u.created_at as user_created_at', 'u.role as user_role', 'u.email as user_email',
  'u.location_id as user_location_id',
].join(', ');

/**
 * A card's version: its listing's and its owner's row versions. PostgreSQL gives every version of a row a new
 * `xmin` (the transaction that wrote it), whatever wrote it — a route, a trigger, a job, an admin in psql — so a card
 * kept for these two values (card-cache.ts) was made from exactly the rows the page reads now.
 */
export const CARD_VERSION_COLUMNS = 'l.xmin::text as lv, u.xmin::text as uv';

/** The cards of the listings `$1` (an int array), each with its version: the page's cards a server does not hold. */
export const cardsStatement = markPrepared(
  'oglasi_cards_v1',
  `select json_agg(c) as cards from (select ${CARD_COLUMNS}, ${CARD_VERSION_COLUMNS} from listings as l inner join users as u on u.id = l.user_id where l.id = any($1::int[])) as c`,
);

/** A card's row: the columns every card shows (SummaryRow, serialize.ts) and what a card reads besides. */
export interface CardRow extends SummaryRow {
  user_id: number;
  main_image: ImageVariants | null;
  images_count: number;
  description: string;
  description_cut: boolean;
  category_id: number;
  subcategory_id: number | null;
  location_id: number | null;
  user_slug: string | null;
  user_full_name: string | null;
  user_verified: boolean;
  user_meta: UserMeta | null;
  user_account_type: 'private' | 'company';
  user_created_at: Date | string;
  user_role: 'user' | 'admin' | 'support';
  user_email: string | null;
  user_location_id: number | null;
  /** The listing's and the owner's row versions (CARD_VERSION_COLUMNS), when read by cardsStatement. */
  lv?: string;
  uv?: string;
}

/**
 * The excerpt of a description of which only a prefix was read — the same as `excerpt` of the whole text, or
 * undefined when the prefix cannot tell (then the caller reads the whole description). Stripping tags and entities
 * and collapsing whitespace work left to right, so up to the first place the cut can disturb — an unclosed `<`, a
 * trailing run that may be the start of an entity, trailing whitespace — the prefix's plain text is the whole's;
 * when that much already gives more than the excerpt's 155 characters, the excerpt is the same.
 */
export function cardExcerpt(prefix: string, cut: boolean): string | undefined {
  if (!cut) return excerpt(prefix);
  // The first `<` with no `>` after it: every `<` before it closes inside the prefix, as in the whole text.
  const open = prefix.indexOf('<', prefix.lastIndexOf('>') + 1);
  let safe = open >= 0 ? prefix.slice(0, open) : prefix;
  safe = safe.replace(/[&a-z#0-9]*$/i, '');
  // excerpt(safe) is excerptOfPlain(plainText(safe)): the plain text is computed once.
  const plain = plainText(safe);
  return plain.length > 156 ? excerptOfPlain(plain) : undefined;
}

/**
 * A card from a CardRow and the catalogue, built by the one card serializer (buildSummary, serialize.ts). `excerptText` is the description's excerpt (cardExcerpt, or of the whole text). Undefined when the
 * row names a category the catalogue does not hold (the catalogue is older than the row: reload and ask again).
 * Category and place are named in `language` (the request's: migration 0070).
 */
export function serializeCard(row: CardRow, catalogue: Catalogue, excerptText: string, supportEmail?: string, language: Language = 'mk'): ListingSummary | undefined {
  const top = catalogue.categoryById(row.category_id);
  if (!top) return undefined;
  const category = { id: top.id, name: nameIn(top, language), slug: top.slug };
  const sub = row.subcategory_id === null ? undefined : catalogue.categoryById(row.subcategory_id);
  const place = row.location_id === null ? undefined : catalogue.locationById(row.location_id);
  const parent = place?.parent_id === null || place === undefined ? undefined : catalogue.locationById(place.parent_id);
  const owner = publicUser(
    {
      id: row.user_id,
      email: row.user_email,
      full_name: row.user_full_name,
      slug: row.user_slug,
      verified: row.user_verified,
      role: row.user_role,
      account_type: row.user_account_type,
      location_id: row.user_location_id,
      user_meta: row.user_meta ?? {},
      created_at: row.user_created_at,
    },
    supportEmail,
  );
  return buildSummary(row, {
    category,
    subcategory: sub ? { id: sub.id, name: nameIn(sub, language), slug: sub.slug } : null,
    region: parent
      ? { id: parent.id, name: nameIn(parent, language), slug: parent.slug }
      : place?.kind === 'region'
        ? { id: place.id, name: nameIn(place, language), slug: place.slug }
        : null,
    city: place?.kind === 'city' ? { id: place.id, name: nameIn(place, language), slug: place.slug } : null,
    countryName: COUNTRY_NAMES[language],
    mainImage: row.main_image ?? null,
    imagesCount: Number(row.images_count),
    excerpt: excerptText,
    owner,
  });
}

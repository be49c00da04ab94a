import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  categoryPath,
  categoriesSchema,
  regionsSchema,
  formatListingPrice,
  listingPagePath,
  listingsSchema,
  locationPath,
  languageVersionPath,
  messageText,
  parseWire,
  imageSrcSet,
  pickImageVariant,
  PLACEHOLDER_IMAGE,
  ROUTES,
  type ImageVariants,
  type Language,
  type WireListing,
} from '../../core';
import { isRefinedQuery, listingQueryFromSearch, listingQueryParams } from '../../core/listings/listing-query';
import { CARD_IMAGE_MIN_WIDTH, CARD_IMAGE_SIZES } from '../../core/format/card-image';
import { cookieInLanguage } from '../text/texts';
import { escapeHtml, type PageHead, type PageVisitor } from './head-model';
import { breadcrumbJsonLd, type Crumb } from './structured-data';
import { safeJson } from './listing-head';

const pageMeta = z.object({ current_page: z.number().int().optional(), last_page: z.number().int(), total: z.number().optional() });

/** Path segments under /oglasi/ that are other pages, not a location. */
const NOT_A_LOCATION = new Set(['prebaruvanje', 'kategorija', 'korisnik']);

/**
 * Category (`/oglasi/kategorija/{slug}`) and location (`/oglasi/{slug}`) pages with their first page of listings in
 * the HTML — links, titles, prices, pictures and the pagination links — so a crawler without JavaScript sees the
 * listings, and the page's breadcrumbs as JSON-LD. Read through the public API with `inject` (the same filters,
 * validation and read cache as the client's call). The markup is the static preview in `#boot`: the React page
 * replaces it once its own data is there (ui/pages/browse/BrowsePage.tsx), as the listing page does.
 * `undefined` for any other path; an unknown category or location answers 404.
 */
export async function browseHead(fastify: FastifyInstance, pathname: string, search: string, defaults: PageHead, visitor: PageVisitor): Promise<PageHead | undefined> {
  const match = /^\/oglasi\/(?:kategorija\/([^/]+)|([^/]+))\/?$/.exec(pathname);
  if (!match) return twoSegmentHead(fastify, pathname, defaults, visitor);
  const slug = safeDecode(match[1] ?? match[2] ?? '');
  if (!slug || slug.length > 120) return undefined;
  // `/oglasi/kategorija` or `/oglasi/korisnik` alone names nothing; `/oglasi/prebaruvanje/` is the search page.
  if (!match[1] && NOT_A_LOCATION.has(slug)) return slug === 'prebaruvanje' ? undefined : { ...defaults, status: 404 };
  const kind = match[1] ? 'category' : 'location';
  const lang = defaults.lang;
  // The page's URL read as the client reads it (core/listings/listing-query.ts): sort, price and page shape the
  // first paint exactly as they shape the list the script then shows — no flash of another list.
  const query = listingQueryFromSearch(search);
  const { page } = query;
  const refinements = listingQueryParams({ ...query, page: 1, category: undefined, location: undefined, user: undefined });
  const read = async (url: string) => {
    const answer = await fastify.inject({ method: 'GET', url, remoteAddress: visitor.ip, headers: { cookie: cookieInLanguage(lang) } });
    return { status: answer.statusCode, body: safeJson(answer.body) };
  };
  const list = await read(`/api/oglasi?${new URLSearchParams(listingQueryParams({ ...query, [kind]: slug })).toString()}`);
  if (list.status === 404) return { ...defaults, status: 404, robots: 'noindex', canonical: null };
  if (list.status !== 200) return undefined;
  const listings = parseWire(listingsSchema, (list.body as { data?: unknown } | null)?.data);
  const meta = pageMeta.safeParse((list.body as { meta?: unknown } | null)?.meta);
  if (!listings.ok || !meta.success) return undefined;
  const crumbs = kind === 'category' ? await categoryCrumbs(read, slug, lang) : await locationCrumbs(read, slug, lang);
  if (!crumbs) return undefined;
  const own = crumbs[crumbs.length - 1]!;
  const heading = kind === 'category' ? own.name : messageText('browse.location', lang, { location: own.name });
  const path = kind === 'category' ? categoryPath(slug) : locationPath(slug);
  const lastPage = Math.max(1, meta.data.last_page);
  // A sorted or price-filtered page is the same listings again: its canonical address is the plain page, and it
  // is not indexed itself.
  const canonical = `${defaults.origin}${languageVersionPath(`${path}${page > 1 ? `?page=${page}` : ''}`, lang)}`;
  const refined = isRefinedQuery(query);
  return {
    ...defaults,
    title: `${heading} — ${messageText('app.name', lang)}`,
    description: messageText('browse.description', lang, { heading }),
    url: canonical,
    alternatesOf: `${path}${page > 1 ? `?page=${page}` : ''}`,
    // A page past the last one lists nothing: not a page to index.
    ...(page > lastPage || refined ? { robots: refined ? 'noindex, follow' : 'noindex' } : {}),
    jsonLd: [breadcrumbJsonLd(kind === 'category' ? crumbs : [{ name: messageText('nav.home', lang), path: ROUTES.home }, { name: own.name, path }], defaults.origin)],
    boot: browseBoot(heading, crumbs.slice(0, -1), listings.data, path, page, lastPage, lang, refinements),
    bootUntilPage: true,
    // The first card's picture is the page's largest paint: preloaded from the head, as home's is.
    image: listings.data[0] ? (cardPicture(listings.data[0]) ?? undefined) : undefined,
  };
}

type Read = (url: string) => Promise<{ status: number; body: unknown }>;

/**
 * `/oglasi/{a}/{b}`: a category in a place, in either order, as the client reads it (ui/pages/browse/BrowseRoutes.tsx
 * `TwoSegmentPage`: the segment that names a category is the category). Neither segment a category, or a place the
 * list does not know: 404 (the not-found page), never all of the place's listings under an invented heading.
 * A known combination keeps the site's defaults (`undefined`).
 */
async function twoSegmentHead(fastify: FastifyInstance, pathname: string, defaults: PageHead, visitor: PageVisitor): Promise<PageHead | undefined> {
  const match = /^\/oglasi\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match || match[1] === 'kategorija' || match[1] === 'korisnik') return undefined;
  const a = safeDecode(match[1]!);
  const b = safeDecode(match[2]!);
  const notFound: PageHead = { ...defaults, status: 404 };
  if (!a || !b || a.length > 120 || b.length > 120) return notFound;
  const read = async (url: string) => {
    const answer = await fastify.inject({ method: 'GET', url, remoteAddress: visitor.ip, headers: { cookie: cookieInLanguage(defaults.lang) } });
    return { status: answer.statusCode, body: safeJson(answer.body) };
  };
  const categories = parseWire(categoriesSchema, ((await read('/api/categories')).body as { data?: unknown } | null)?.data);
  if (!categories.ok) return undefined;
  const isCategory = (slug: string) => categories.data.some((top) => top.slug === slug || (top.subcategories ?? []).some((sub) => sub.slug === slug));
  const category = isCategory(a) ? a : isCategory(b) ? b : undefined;
  if (!category) return notFound;
  const location = category === a ? b : a;
  const list = await read(`/api/oglasi?${new URLSearchParams({ category, location }).toString()}`);
  return list.status === 404 ? notFound : undefined;
}

async function categoryCrumbs(read: Read, slug: string, lang: Language): Promise<Crumb[] | undefined> {
  const answer = await read('/api/categories');
  const parsed = parseWire(categoriesSchema, (answer.body as { data?: unknown } | null)?.data);
  if (!parsed.ok) return undefined;
  const home: Crumb = { name: messageText('nav.home', lang), path: ROUTES.home };
  for (const top of parsed.data) {
    if (top.slug === slug) return [home, { name: top.name, path: categoryPath(top.slug) }];
    const sub = top.subcategories?.find((item) => item.slug === slug);
    if (sub) return [home, { name: top.name, path: categoryPath(top.slug) }, { name: sub.name, path: categoryPath(sub.slug) }];
  }
  return undefined;
}

async function locationCrumbs(read: Read, slug: string, lang: Language): Promise<Crumb[] | undefined> {
  const answer = await read('/api/locations');
  const parsed = parseWire(regionsSchema, (answer.body as { data?: unknown } | null)?.data);
  if (!parsed.ok) return undefined;
  const home: Crumb = { name: messageText('nav.home', lang), path: ROUTES.home };
  for (const region of parsed.data) {
    if (region.slug === slug) return [home, { name: region.name, path: locationPath(region.slug) }];
    const city = region.cities?.find((item) => item.slug === slug);
    if (city) return [home, { name: region.name, path: locationPath(region.slug) }, { name: city.name, path: locationPath(city.slug) }];
  }
  return undefined;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return '';
  }
}

/** A card's picture as the page's own card asks for it (core/format/card-image.ts): the same file, so one download serves both. */
export function cardPicture(listing: WireListing): { src: string; srcSet?: string; sizes: string } | null {
  const picture = (Array.isArray(listing.images) && listing.images[0]) || listing.main_image;
  if (!picture || typeof picture !== 'object') return null;
  const variants = picture as ImageVariants;
  const src = pickImageVariant(variants, CARD_IMAGE_MIN_WIDTH);
  return src === PLACEHOLDER_IMAGE ? null : { src, srcSet: imageSrcSet(variants) || undefined, sizes: CARD_IMAGE_SIZES };
}

/** The cards of a phone's first row (two columns) are on the first screen: fetched at once, the first one first. */
const FIRST_ROW = 2;

/** The page's listings as plain markup: breadcrumbs, heading, one linked card per listing, the page links. */
export function browseBoot(heading: string, parents: readonly Crumb[], listings: readonly WireListing[], path: string, page: number, lastPage: number, lang: Language = 'mk', refinements: Record<string, string> = {}): string {
  const crumbs = parents.length
    ? `<nav aria-label="${escapeHtml(messageText('browse.breadcrumbs', lang))}"><ol class="boot-crumbs">${parents.map((crumb) => `<li><a href="${escapeHtml(crumb.path)}">${escapeHtml(crumb.name)}</a></li>`).join('')}</ol></nav>`
    : '';
  const body = listings.length ? bootCards(listings) : `<p>${escapeHtml(messageText('listings.empty', lang))}</p>`;
  return `<div class="boot-browse">${crumbs}<h1 class="boot-listing-title">${escapeHtml(heading)}</h1>${body}${pagination(path, page, lastPage, lang, refinements)}</div>`;
}

/** Listings as the preview's cards: a link with the picture and title, then the price; the first row fetched at once. */
export function bootCards(listings: readonly WireListing[]): string {
  const cards = listings
    .map((listing, index) => {
      const href = escapeHtml(listingPagePath(listing.slug ?? String(listing.id)));
      const picture = cardPicture(listing);
      const srcset = picture?.srcSet ? ` srcset="${escapeHtml(picture.srcSet)}" sizes="${escapeHtml(picture.sizes)}"` : '';
      const loading = index === 0 ? 'fetchpriority="high"' : index < FIRST_ROW ? 'loading="eager"' : 'loading="lazy"';
      const img = picture ? `<img src="${escapeHtml(picture.src)}"${srcset} alt="" width="300" height="225" ${loading} />` : '';
      return `<li class="boot-card"><a href="${href}">${img}<span class="boot-card-title">${escapeHtml(listing.title)}</span></a><span class="boot-card-price">${escapeHtml(formatListingPrice(listing))}</span></li>`;
    })
    .join('');
  return `<ul class="boot-cards">${cards}</ul>`;
}

/** The page links keep the page's refinements (sort, price…), as the client's pagination does. */
function pagination(path: string, page: number, lastPage: number, lang: Language, refinements: Record<string, string>): string {
  if (lastPage <= 1) return '';
  const href = (target: number) => {
    const params = new URLSearchParams({ ...refinements, ...(target > 1 ? { page: String(target) } : {}) }).toString();
    return escapeHtml(params ? `${path}?${params}` : path);
  };
  const links: string[] = [];
  if (page > 1) links.push(`<a rel="prev" href="${href(Math.min(page - 1, lastPage))}">${escapeHtml(messageText('pagination.previous', lang))}</a>`);
  const from = Math.max(1, Math.min(page, lastPage) - 2);
  for (let target = from; target <= Math.min(lastPage, from + 4); target += 1) {
    links.push(target === page ? `<span aria-current="page">${target}</span>` : `<a href="${href(target)}" aria-label="${escapeHtml(messageText('pagination.page', lang, { page: target }))}">${target}</a>`);
  }
  if (page < lastPage) links.push(`<a rel="next" href="${href(page + 1)}">${escapeHtml(messageText('pagination.next', lang))}</a>`);
  return `<nav class="boot-pages" aria-label="${escapeHtml(messageText('pagination.label', lang))}">${links.join(' ')}</nav>`;
}

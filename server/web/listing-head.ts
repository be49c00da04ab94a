import type { FastifyInstance } from 'fastify';
import {
  formatListingPrice,
  imageSrcSet,
  LISTING_GALLERY_MIN_WIDTH,
  LISTING_GALLERY_SIZES,
  listingPageDescription,
  listingPagePath,
  listingPageTitle,
  listingSchema,
  listingShareImage,
  listingsSchema,
  languageVersionPath,
  messageText,
  parseWire,
  pickImageVariant,
  PLACEHOLDER_IMAGE,
  ROUTES,
  type ImageVariants,
  type Language,
  type WireListing,
} from '../../core';
import { cookieInLanguage } from '../text/texts';
import { escapeHtml, type PageHead, type PageVisitor } from './head-model';
import { breadcrumbJsonLd, listingCrumbs, productJsonLd } from './structured-data';

/**
 * The head of a listing page (`/oglas/…`), read through the public API with `inject` — the same visibility rules
 * and read cache, the visitor's own rate limit and session cookie (an owner sees their own hidden listing) — and
 * validated with the core's listing schema:
 * - a public listing: its title, description, pictures, Product and BreadcrumbList JSON-LD; reached by any other
 *   path than its canonical `/oglas/{slug}` (an old slug, extra segments, a trailing slash): 301 to it;
 * - the owner's view of a listing that is not active: the same, `noindex`, the Offer's availability from the status;
 * - a listing that is gone (the API's 410): 410 with a "no longer available" page and similar listings;
 * - no such listing: 404, `noindex`. Anything else (rate limited, a failure): the site's defaults.
 */
export async function listingHead(fastify: FastifyInstance, pathname: string, search: string, defaults: PageHead, visitor: PageVisitor): Promise<PageHead> {
  const notFound: PageHead = { ...defaults, status: 404, robots: 'noindex', canonical: null };
  const rest = pathname.slice(pathname.indexOf('/oglas/') + '/oglas/'.length);
  if (!/^[\w%.\-/]{1,300}$/.test(rest)) return notFound;
  const answer = await fastify.inject({
    method: 'GET',
    url: `/api/oglasi/listing/${rest}`,
    remoteAddress: visitor.ip,
    // Category and place named in the page's language (the visitor's session after it: an owner's hidden listing).
    headers: { cookie: cookieInLanguage(defaults.lang, visitor.cookie) },
  });
  const body = safeJson(answer.body) as { data?: unknown } | null;
  if (answer.statusCode === 410) return goneHead(fastify, defaults, visitor, (body?.data as { id?: unknown } | undefined)?.id);
  if (answer.statusCode === 404) return notFound;
  if (answer.statusCode !== 200) return defaults;
  const parsed = parseWire(listingSchema, body?.data ?? body);
  if (!parsed.ok) return defaults;
  const listing = parsed.data;
  const canonicalPath = listingPagePath(listing.slug ?? String(listing.id));
  if (samePath(pathname, canonicalPath) === false) return { ...defaults, redirect: `${canonicalPath}${search}` };
  const picture = firstPicture(listing.images, listing.main_image);
  const image = picture
    ? { src: pickImageVariant(picture, LISTING_GALLERY_MIN_WIDTH), srcSet: imageSrcSet(picture) || undefined, sizes: LISTING_GALLERY_SIZES }
    : undefined;
  const description = listingPageDescription(listing);
  const active = listing.status === 'active' || listing.status === null || listing.status === undefined;
  return {
    lang: defaults.lang,
    alternatesOf: canonicalPath,
    // The same title, description and pictures as the listing page sets for itself (core/format/listing-head).
    title: listingPageTitle(listing, defaults.lang),
    description,
    origin: defaults.origin,
    url: `${defaults.origin}${languageVersionPath(canonicalPath, defaults.lang)}`,
    type: 'product',
    image,
    shareImage: listingShareImage(picture) ?? undefined,
    boot: listingBoot(listing.title, image),
    bootUntilPage: true,
    ...(active ? {} : { robots: 'noindex' }),
    jsonLd: [productJsonLd(listing, defaults.origin, description), breadcrumbJsonLd(listingCrumbs(listing), defaults.origin)],
  };
}

/** Both paths decoded ('%D0…' and the letters are one path); an undecodable request path is not the canonical one. */
function samePath(requested: string, canonical: string): boolean {
  try {
    return decodeURIComponent(requested) === decodeURIComponent(canonical);
  } catch {
    return false;
  }
}

async function goneHead(fastify: FastifyInstance, defaults: PageHead, visitor: PageVisitor, id: unknown): Promise<PageHead> {
  const lang = defaults.lang;
  let similar: WireListing[] = [];
  if (typeof id === 'number' && Number.isInteger(id) && id > 0) {
    const answer = await fastify.inject({ method: 'GET', url: `/api/oglasi/listing-id/${id}/similar`, remoteAddress: visitor.ip, headers: { cookie: cookieInLanguage(lang) } });
    const parsed = answer.statusCode === 200 ? parseWire(listingsSchema, (safeJson(answer.body) as { data?: unknown } | null)?.data) : null;
    if (parsed?.ok) similar = parsed.data;
  }
  return {
    ...defaults,
    title: `${messageText('gone.title', lang)} — ${messageText('app.name', lang)}`,
    status: 410,
    robots: 'noindex',
    canonical: null,
    boot: goneBoot(similar, lang),
    bootUntilPage: true,
  };
}

/** "No longer available", similar listings as plain links (a crawler and a visitor without scripts follow them). */
export function goneBoot(similar: readonly WireListing[], lang: Language = 'mk'): string {
  const items = similar
    .map((listing) => {
      const href = listingPagePath(listing.slug ?? String(listing.id));
      return `<li><a href="${escapeHtml(href)}">${escapeHtml(listing.title)}</a> <span>${escapeHtml(formatListingPrice(listing))}</span></li>`;
    })
    .join('');
  const list = items ? `<h2>${escapeHtml(messageText('gone.similar', lang))}</h2><ul class="boot-links">${items}</ul>` : '';
  return (
    `<div class="boot-listing boot-gone"><h1 class="boot-listing-title">${escapeHtml(messageText('gone.title', lang))}</h1>` +
    `<p>${escapeHtml(messageText('gone.text', lang))}</p>${list}` +
    `<p><a href="${ROUTES.search}">${escapeHtml(messageText('gone.search', lang))}</a> · <a href="${ROUTES.home}">${escapeHtml(messageText('gone.home', lang))}</a></p></div>`
  );
}

function firstPicture(images: unknown, main: unknown): ImageVariants | null {
  const first = Array.isArray(images) && images.length > 0 ? images[0] : main;
  if (!first || typeof first !== 'object') return null;
  const variants = first as ImageVariants;
  return pickImageVariant(variants, LISTING_GALLERY_MIN_WIDTH) === PLACEHOLDER_IMAGE ? null : variants;
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A listing's picture and title before the scripts run: the same box as the gallery's main image (4:3,
 * contained) with the same srcset, so the page's largest paint does not wait for JavaScript and the data call.
 */
function listingBoot(title: string, image: PageHead['image']): string {
  const picture = image
    ? `<div class="boot-stage"><img class="boot-picture" src="${escapeHtml(image.src)}"${image.srcSet ? ` srcset="${escapeHtml(image.srcSet)}" sizes="${escapeHtml(image.sizes)}"` : ''} alt="${escapeHtml(title)}" width="1488" height="1116" fetchpriority="high" /></div>`
    : '';
  return `<div class="boot-listing">${picture}<h1 class="boot-listing-title">${escapeHtml(title)}</h1></div>`;
}

import type { BreadcrumbList, ItemAvailability, OfferItemCondition, Organization, Person, Product, SearchAction, Thing, WebSite, WithActionConstraints, WithContext } from 'schema-dts';
import {
  categoryPath,
  currencyCode,
  DEFAULT_LISTING_CURRENCY,
  isPriceByAgreement,
  listingPagePath,
  messageText,
  pickImageVariant,
  PLACEHOLDER_IMAGE,
  ROUTES,
  userPagePath,
  type ImageVariants,
  type WireListing,
} from '../../core';

/**
 * schema.org structured data (JSON-LD) for the pages search engines index: a listing is a `Product` with one
 * `Offer`, its place in the catalogue a `BreadcrumbList`, home the site's `Organization` and `WebSite` with the
 * search box (`SearchAction`). Typed with schema-dts, so a misspelt property or a wrong type is a compile error;
 * the shapes are the ones Google documents for Product snippets, breadcrumbs and the sitelinks search box.
 */
export type JsonLd = WithContext<Thing>;

/** A crumb: its name and path (absolute links are made with the public origin). */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * docs/product/listing-page.md status → schema.org availability. Active is in stock; an archived listing was taken down by its seller
 * (most often sold), an expired one ran out its time; anything else was never public.
 */
export function availabilityOf(status: string | null | undefined): ItemAvailability {
  if (status === 'active' || status === null || status === undefined) return 'https://schema.org/InStock';
  if (status === 'archived') return 'https://schema.org/SoldOut';
  return 'https://schema.org/Discontinued';
}

const NEW_WORDS = new Set(['new', 'ново', 'нов', 'нова', 'нови', 'i ri', 'e re']);
const USED_WORDS = new Set(['used', 'половно', 'половен', 'половна', 'користено', 'користен', 'i përdorur', 'e përdorur']);
const REFURBISHED_WORDS = new Set(['refurbished', 'обновено', 'реновирано']);

/** The item's condition when the listing's features name it (`condition`/`sostojba`), else unknown. */
export function conditionOf(features: Record<string, unknown> | null | undefined): OfferItemCondition | undefined {
  const raw = features?.condition ?? features?.sostojba ?? features?.['состојба'];
  if (typeof raw !== 'string') return undefined;
  const word = raw.trim().toLowerCase();
  if (NEW_WORDS.has(word)) return 'https://schema.org/NewCondition';
  if (USED_WORDS.has(word)) return 'https://schema.org/UsedCondition';
  if (REFURBISHED_WORDS.has(word)) return 'https://schema.org/RefurbishedCondition';
  return undefined;
}

export function absoluteUrl(origin: string, src: string): string {
  return /^https?:\/\//.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`;
}

function pictures(listing: WireListing, origin: string): string[] {
  const all = (Array.isArray(listing.images) && listing.images.length > 0 ? listing.images : listing.main_image ? [listing.main_image] : []) as ImageVariants[];
  return all
    .map((variants) => pickImageVariant(variants, 1200))
    .filter((src) => src && src !== PLACEHOLDER_IMAGE)
    .slice(0, 10)
    .map((src) => absoluteUrl(origin, src));
}

function sellerOf(listing: WireListing, origin: string): Person | Organization | undefined {
  const user = listing.user;
  if (!user) return undefined;
  const company = listing.user_type === 'company' && listing.company_name ? listing.company_name : null;
  const name = company ?? user.full_name ?? undefined;
  if (!name) return undefined;
  const url = user.id !== null && user.id !== undefined ? absoluteUrl(origin, userPagePath({ ...user, id: user.id })) : undefined;
  return company ? { '@type': 'Organization', name, ...(url ? { url } : {}) } : { '@type': 'Person', name, ...(url ? { url } : {}) };
}

/** A listing as a schema.org Product with its Offer (price, currency, availability, condition, seller) when it has a price. */
export function productJsonLd(listing: WireListing, origin: string, description: string): WithContext<Product> {
  const url = absoluteUrl(origin, listingPagePath(listing.slug ?? String(listing.id)));
  const price = isPriceByAgreement(listing.price_type) || listing.price === null || listing.price === undefined ? null : Number(listing.price);
  const condition = conditionOf(listing.features);
  const seller = sellerOf(listing, origin);
  const images = pictures(listing, origin);
  const category = [listing.category?.name, listing.subcategory?.name].filter(Boolean).join(' > ');
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.title,
    description,
    url,
    sku: String(listing.id),
    ...(images.length > 0 ? { image: images } : {}),
    ...(category ? { category } : {}),
    ...(listing.brand ? { brand: { '@type': 'Brand', name: listing.brand } } : {}),
    ...(listing.model ? { model: listing.model } : {}),
    // A listing "by agreement" claims no price, and an Offer without one is invalid for product results: no Offer.
    ...(price !== null && Number.isFinite(price)
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: price.toFixed(2),
            priceCurrency: currencyCode(listing.currency, DEFAULT_LISTING_CURRENCY),
            availability: availabilityOf(listing.status),
            ...(condition ? { itemCondition: condition } : {}),
            ...(seller ? { seller } : {}),
          },
        }
      : {}),
  };
}

/** Home → category → subcategory → … : every crumb but the last links to its page. */
export function breadcrumbJsonLd(crumbs: Crumb[], origin: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(origin, crumb.path) })),
  };
}

/** A listing's crumbs: home, its category, its subcategory, itself. */
export function listingCrumbs(listing: WireListing): Crumb[] {
  const crumbs: Crumb[] = [{ name: messageText('nav.home'), path: ROUTES.home }];
  const top = listing.subcategory?.parent ?? listing.category;
  if (top?.slug && top.name) crumbs.push({ name: top.name, path: categoryPath(top.slug) });
  if (listing.subcategory?.slug && listing.subcategory.name) crumbs.push({ name: listing.subcategory.name, path: categoryPath(listing.subcategory.slug) });
  crumbs.push({ name: listing.title, path: listingPagePath(listing.slug ?? String(listing.id)) });
  return crumbs;
}

/** Home: who runs the site, and the site's search (Google's sitelinks search box). */
export function homeJsonLd(origin: string): JsonLd[] {
  const organization: WithContext<Organization> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: messageText('app.name'),
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
  };
  // The search box: Google fills {search_term_string} in the search page's query.
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${origin}${ROUTES.search}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  const website: WithContext<WebSite> = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: messageText('app.name'),
    url: `${origin}/`,
    inLanguage: 'mk',
    potentialAction: search,
  };
  return [organization, website];
}

/**
 * JSON inside `<script type="application/ld+json">`: the script ends at the first `</script`, whatever JSON thinks,
 * so `<`, `>` and `&` (and the two JavaScript line separators) are written as \u escapes — still the same JSON
 * value, but no user text (a title, a seller's name) can close the script or open a comment.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The script tags for the head. */
export function jsonLdScripts(items: readonly unknown[]): string[] {
  return items.map((item) => `<script type="application/ld+json">${serializeJsonLd(item)}</script>`);
}

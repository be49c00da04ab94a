import type { FastifyInstance } from 'fastify';
import {
  imageSrcSet,
  isListingPath,
  languageVersionPath,
  LANGUAGES,
  LISTING_GALLERY_MIN_WIDTH,
  LISTING_GALLERY_SIZES,
  listingPageDescription,
  listingPageTitle,
  listingSchema,
  listingShareImage,
  messageText,
  parseWire,
  pathnameOf,
  pickImageVariant,
  PLACEHOLDER_IMAGE,
  type ImageVariants,
  type Language,
} from '../../core';

/** What the page's HTML says before any JavaScript runs: for link previews (Open Graph) and the first paint. */
export interface PageHead {
  /** The page's language (`<html lang>`, og:locale): the visitor's, decided by core's `initialLanguage`. */
  lang: Language;
  /** The page's path, for its language versions (`hreflang`); absent on pages search engines should not list. */
  alternatesOf?: string;
  title: string;
  description: string;
  /** The configured public origin (PUBLIC_URL), for absolute links. */
  origin: string;
  /** Absolute URL of the page, for og:url. */
  url: string;
  type: 'website' | 'product';
  /** The page's largest paint, preloaded with the srcset the gallery uses. */
  image?: { src: string; srcSet?: string; sizes: string };
  /** The picture link previews show (og:image), as large as the page's own Open Graph tag. */
  shareImage?: string;
  /** Static markup shown in #boot (with #root hidden) until React's page replaces it (ui/shell/bootHandOff.ts). */
  boot?: string;
  /** The preview waits for the page's own data, not only for the shell (the listing page). */
  bootUntilPage?: boolean;
}

/**
 * The head for a client route. Listing pages (`/oglas/…`) get their own title, description and picture —
 * read through the public API with `inject`, so the same visibility rules and read cache apply, and validated
 * with the core's listing schema. Home gets its hero as static markup (the page's largest paint without waiting
 * for the scripts). Anything else, or a listing that cannot be read, gets the site's defaults.
 */
export async function pageHeadFor(fastify: FastifyInstance, requestUrl: string, origin: string, visitorIp: string, lang: Language = 'mk'): Promise<PageHead> {
  const pathname = pathnameOf(requestUrl);
  const defaults: PageHead = {
    lang,
    alternatesOf: isPublicPath(pathname) ? pathname : undefined,
    title: messageText('home.title', lang),
    description: messageText('home.description', lang),
    origin,
    // The page in the language it is written in: an Albanian page's own address is its `?lang=sq` version.
    url: `${origin}${languageVersionPath(pathname, lang)}`,
    type: 'website',
  };
  // Home's preview waits for the page's categories: the grid would otherwise grow under the visitor's eyes and
  // push the newest listings down (a layout shift).
  if (pathname === '/') return { ...defaults, boot: homeBoot(lang), bootUntilPage: true };
  if (!isListingPath(pathname)) return defaults;
  const rest = pathname.slice(pathname.indexOf('/oglas/') + '/oglas/'.length);
  if (!/^[\w%.\-/]{1,300}$/.test(rest)) return defaults;
  // As the visitor: the call counts against their own rate limit, not one bucket shared by every page view.
  const answer = await fastify.inject({ method: 'GET', url: `/api/oglasi/listing/${rest}`, remoteAddress: visitorIp });
  if (answer.statusCode !== 200) return defaults;
  const body = safeJson(answer.body);
  const parsed = parseWire(listingSchema, (body as { data?: unknown } | null)?.data ?? body);
  if (!parsed.ok) return defaults;
  const listing = parsed.data;
  const picture = firstPicture(listing.images, listing.main_image);
  const image = picture
    ? { src: pickImageVariant(picture, LISTING_GALLERY_MIN_WIDTH), srcSet: imageSrcSet(picture) || undefined, sizes: LISTING_GALLERY_SIZES }
    : undefined;
  return {
    ...defaults,
    // The same title, description and pictures as the listing page sets for itself (core/format/listing-head).
    title: listingPageTitle(listing, lang),
    description: listingPageDescription(listing),
    type: 'product',
    image,
    shareImage: listingShareImage(picture) ?? undefined,
    boot: listingBoot(listing.title, image),
    bootUntilPage: true,
  };
}

/** The signed-in user's own pages and the console are nobody's search result: no language versions for them. */
function isPublicPath(pathname: string): boolean {
  return !/^\/(korisnik|admin)(\/|$)/.test(pathname);
}

/** Open Graph locales: Facebook knows Albanian only as sq_AL (decision 122). */
const OG_LOCALE: Record<Language, string> = { mk: 'mk_MK', sq: 'sq_AL' };

function firstPicture(images: unknown, main: unknown): ImageVariants | null {
  const first = Array.isArray(images) && images.length > 0 ? images[0] : main;
  if (!first || typeof first !== 'object') return null;
  const variants = first as ImageVariants;
  return pickImageVariant(variants, LISTING_GALLERY_MIN_WIDTH) === PLACEHOLDER_IMAGE ? null : variants;
}

function absoluteUrl(origin: string, src: string): string {
  return /^https?:\/\//.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`;
}

function safeJson(text: string): unknown {
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

/** Home's hero (ui/pages/home/HomeHero.tsx) in plain markup; its styles are in index.html. */
function homeBoot(lang: Language): string {
  return `<div class="boot-hero"><p class="boot-brand">${escapeHtml(messageText('app.name', lang))}</p><h1 class="boot-title">${escapeHtml(messageText('home.title', lang))}</h1></div>`;
}

/** Text and attribute values: everything that could end an attribute or start a tag is an entity. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** index.html with the page's title, description, Open Graph tags, picture preload and boot markup. */
export function renderIndexHtml(template: string, head: PageHead): string {
  const tags = [
    `<meta property="og:site_name" content="${escapeHtml(messageText('app.name', head.lang))}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[head.lang]}" />`,
    ...LANGUAGES.filter((other) => other !== head.lang).map((other) => `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}" />`),
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
  ];
  // Every language version of a public page, and Macedonian (the plain address) for everyone else (x-default).
  if (head.alternatesOf !== undefined) {
    for (const language of LANGUAGES) tags.push(`<link rel="alternate" hreflang="${language}" href="${escapeHtml(`${head.origin}${languageVersionPath(head.alternatesOf, language)}`)}" />`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${head.origin}${head.alternatesOf}`)}" />`);
  }
  if (head.shareImage) tags.push(`<meta property="og:image" content="${escapeHtml(absoluteUrl(head.origin, head.shareImage))}" />`);
  // The picture's preload goes first in the head, before the scripts' preloads: on a slow connection the
  // largest paint (this picture) should not share the first round trips with 160 KB of JavaScript.
  const srcset = head.image?.srcSet ? ` imagesrcset="${escapeHtml(head.image.srcSet)}" imagesizes="${escapeHtml(head.image.sizes)}"` : '';
  const preload = head.image ? `\n    <link rel="preload" as="image" href="${escapeHtml(head.image.src)}"${srcset} fetchpriority="high" />` : '';
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${head.lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>${preload}`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`)
    .replace('<div id="boot"></div>', () => (head.boot ? `<div id="boot"${head.bootUntilPage ? ' data-until="page"' : ''}>${head.boot}</div>` : '<div id="boot"></div>'));
}

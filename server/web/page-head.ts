import type { FastifyInstance } from 'fastify';
import { ALERT_ROUTES } from '../../core/alerts/paths';
import { addTexts, isAppPagePath, isListingPath, languageVersionPath, LANGUAGES, messageText, pathnameOf, ROUTES, type Language } from '../../core';
import { reachMk } from '../../core/i18n/mk/reach';
import { browseHead } from './browse-head';
import { escapeHtml, type PageHead, type PageVisitor } from './head-model';
import { listingHead } from './listing-head';
import { homePreview } from './home-head';
import { notFoundHead } from './not-found-head';
import { cookieInLanguage } from '../text/texts';
import { absoluteUrl, homeJsonLd, jsonLdScripts } from './structured-data';

// The server writes the "no longer available" page and the offline texts: their area is not in the first page's
// Macedonian catalogue (the client loads it with the pages that need it); Albanian's whole catalogue has it.
addTexts('mk', reachMk);

export type { PageHead, PageVisitor } from './head-model';
export { escapeHtml } from './head-model';

/** Account pages, the console and the alerts' unsubscribe page: never in a search index, whatever links to them. */
function isPrivatePath(pathname: string): boolean {
  return pathname === '/korisnik' || pathname.startsWith('/korisnik/') || pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith(ALERT_ROUTES.unsubscribe);
}

/**
 * The head for a client route: listing pages (server/web/listing-head.ts), category and location pages with their
 * first page of listings (server/web/browse-head.ts), home with its hero and the site's structured data. Account
 * pages and a search without a query are `noindex`. A path the app has no page for (core's `isAppPagePath`), and a
 * page whose category, place, user, info page or listing does not exist, is the not-found page with status 404
 * (server/web/not-found-head.ts, docs/product/browsing.md "Not found"). Anything else gets the site's defaults.
 */
export async function pageHeadFor(fastify: FastifyInstance, requestUrl: string, origin: string, visitor: PageVisitor | string, lang: Language = 'mk'): Promise<PageHead> {
  const who: PageVisitor = typeof visitor === 'string' ? { ip: visitor } : visitor;
  const head = await routeHead(fastify, requestUrl, origin, who, lang);
  return head.status === 404 ? notFoundHead(fastify, head, who) : head;
}

async function routeHead(fastify: FastifyInstance, requestUrl: string, origin: string, who: PageVisitor, lang: Language): Promise<PageHead> {
  const pathname = pathnameOf(requestUrl);
  const search = searchOf(requestUrl);
  const defaults: PageHead = {
    lang,
    alternatesOf: isPrivatePath(pathname) ? undefined : pathname,
    title: messageText('home.title', lang),
    description: messageText('home.description', lang),
    origin,
    // The page in the language it is written in: an Albanian page's own address is its `?lang=sq` version.
    url: `${origin}${languageVersionPath(pathname, lang)}`,
    type: 'website',
  };
  // Home's preview waits for the page's categories: the grid would otherwise grow under the visitor's eyes and
  // push the newest listings down (a layout shift).
  if (pathname === '/') return { ...defaults, ...(await homePreview(fastify, who, lang)), bootUntilPage: true, jsonLd: homeJsonLd(origin) };
  if (!isAppPagePath(pathname)) return { ...defaults, status: 404 };
  // Account pages first: the wizard's own address (/korisnik/oglas/{id}) contains '/oglas/' but is no listing page.
  if (isPrivatePath(pathname)) return { ...defaults, robots: 'noindex' };
  if (isListingPath(pathname)) return listingHead(fastify, pathname, search, defaults, who);
  if (pathname === ROUTES.search) {
    const query = new URLSearchParams(search).get('q')?.trim() ?? '';
    return query ? defaults : { ...defaults, robots: 'noindex' };
  }
  // A user's page and an info page: the page when the API knows its subject, else not found.
  const subject = /^\/(?:oglasi\/korisnik|info)\/([^/]+)\/?$/.exec(pathname);
  if (subject) {
    const url = pathname.startsWith('/info/') ? `/api/pages/${subject[1]}` : `/api/users/${subject[1]}`;
    const answer = await fastify.inject({ method: 'GET', url, remoteAddress: who.ip, headers: { cookie: cookieInLanguage(lang) } });
    return answer.statusCode === 404 ? { ...defaults, status: 404 } : defaults;
  }
  const browse = await browseHead(fastify, pathname, search, defaults, who);
  return browse ?? defaults;
}

function searchOf(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return '';
  const hash = url.indexOf('#', start);
  return hash === -1 ? url.slice(start) : url.slice(start, hash);
}


/** Open Graph locales: Facebook knows Albanian only as sq_AL (decision 122). */
const OG_LOCALE: Record<Language, string> = { mk: 'mk_MK', sq: 'sq_AL' };


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
  ];
  if (head.canonical !== null) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical ?? head.url)}" />`);
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}" />`);
  // Every language version of a public page, and Macedonian (the plain address) for everyone else (x-default).
  if (head.alternatesOf !== undefined && head.canonical !== null && !head.robots) {
    for (const language of LANGUAGES) tags.push(`<link rel="alternate" hreflang="${language}" href="${escapeHtml(`${head.origin}${languageVersionPath(head.alternatesOf, language)}`)}" />`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${head.origin}${head.alternatesOf}`)}" />`);
  }
  tags.push(...jsonLdScripts(head.jsonLd ?? []));
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

import type { Language } from '../../core';

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
  /** The response's status: 404 for no such listing, 410 for one that is gone (200 when unset). */
  status?: number;
  /** A permanent redirect to the page's canonical path (same origin, with the request's query). */
  redirect?: string;
  /** `<meta name="robots">`: 'noindex' keeps the page out of search results (its links are still followed). */
  robots?: string;
  /** The canonical link; `null` for pages that have none (404, 410), unset for `url`. */
  canonical?: string | null;
  /** schema.org JSON-LD items for the head (server/web/structured-data.ts). */
  jsonLd?: readonly unknown[];
}

/** Who asks for the page: their address (their own rate limit) and session cookie (an owner's own listing). */
export interface PageVisitor {
  ip: string;
  cookie?: string;
}

/** Text and attribute values: everything that could end an attribute or start a tag is an entity. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

import { decodeHost } from './punycode';

/**
 * Links in chat messages (docs/product/trust.md "Warnings where scams happen"): found in plain text, shown with their
 * real domain, and followed only when the domain is ours or on the small allow-list. Shared by the client (the
 * bubble's parts) and the server (the rule counters).
 */

/** Our own hosts: a link to them is never a warning. */
export const OWN_DOMAINS: readonly string[] = ['oglasi.mk'];
/** Well-known sites sellers link to in good faith (maps, video, the messengers whose links we build ourselves). */
export const ALLOWED_LINK_DOMAINS: readonly string[] = [
  'google.com',
  'maps.app.goo.gl',
  'youtube.com',
  'youtu.be',
  'facebook.com',
  'instagram.com',
  'wa.me',
  'whatsapp.com',
  'viber.com',
];

/**
 * Top-level domains a bare name (no `http://`, no `www.`) must end in to count as a link, so that "ok.faleminderit"
 * or "т.е." never do. With a scheme or `www.` any top-level domain counts.
 */
const BARE_TLDS = new Set(
  (
    'com net org info biz mk al rs bg gr de at ch uk io co me xyz top site online shop store app link click example ru eu us cc tk ml ga cf gq live pro ly to sh dev page win bid icu vip cn it fr es nl pl tr ro hr si ba xn--d1alf мкд'
  ).split(' '),
);

export type LinkWarning = 'punycode' | 'mixed_script' | null;

export interface FoundLink {
  /** The link exactly as written. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** The host as a reader should see it: lowercase, punycode labels decoded. */
  readonly host: string;
  /** The href to follow (https unless written with http), only for our own or allowed domains; null otherwise. */
  readonly href: string | null;
  /** Our domain or the allow-list. */
  readonly trusted: boolean;
  /** Why the displayed domain needs a second look: it was punycode, or mixes Latin with Cyrillic/Greek letters. */
  readonly warning: LinkWarning;
}

// A label: letters (any script) or digits, hyphens inside. The whole: scheme or www. or a bare name with a known TLD.
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?`;
const HOST = String.raw`(?:${LABEL}\.)+${LABEL}`;
const LINK_PATTERN = new RegExp(String.raw`(?:(https?):\/\/(${HOST})|(${HOST}))(?::\d{1,5})?(?:[/?#][^\s<>"]*)?`, 'giu');
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"»“”]+$/u;

function onList(host: string, list: readonly string[]): boolean {
  return list.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** True when the host is ours or on the allow-list (subdomains included). */
export function isTrustedHost(host: string, ownDomains: readonly string[] = OWN_DOMAINS): boolean {
  return onList(host, ownDomains) || onList(host, ALLOWED_LINK_DOMAINS);
}

function mixedScript(host: string): boolean {
  const latin = /\p{Script=Latin}/u.test(host);
  const other = /[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(host);
  return latin && other;
}

/** The links in a message, in order. */
export function findLinks(text: string, ownDomains: readonly string[] = OWN_DOMAINS): FoundLink[] {
  const links: FoundLink[] = [];
  for (const match of text.matchAll(LINK_PATTERN)) {
    const start = match.index;
    const previous = start > 0 ? text[start - 1] : '';
    // The domain of an e-mail address, or the middle of a longer word, is not a link.
    if (previous === '@' || (previous !== undefined && /[\p{L}\p{N}_.-]/u.test(previous))) continue;
    const scheme = match[1];
    const rawHost = (match[2] ?? match[3] ?? '').toLowerCase();
    const written = match[0].replace(TRAILING_PUNCTUATION, '');
    if (!scheme && !rawHost.startsWith('www.')) {
      const tld = rawHost.slice(rawHost.lastIndexOf('.') + 1);
      if (!BARE_TLDS.has(tld)) continue;
    }
    const { host, decoded } = decodeHost(rawHost);
    const trusted = !decoded && !mixedScript(host) && isTrustedHost(host, ownDomains);
    const rest = written.slice((scheme ? `${scheme}://` : '').length + rawHost.length);
    links.push({
      text: written,
      start,
      end: start + written.length,
      host,
      href: trusted ? `${scheme === 'http' ? 'http' : 'https'}://${rawHost}${rest}` : null,
      trusted,
      warning: decoded ? 'punycode' : mixedScript(host) ? 'mixed_script' : null,
    });
  }
  return links;
}

export type MessagePart = { readonly kind: 'text'; readonly text: string } | ({ readonly kind: 'link' } & FoundLink);

/** A message as text runs and links, for a bubble that shows every link's real domain and links only trusted ones. */
export function messageParts(text: string, ownDomains: readonly string[] = OWN_DOMAINS): MessagePart[] {
  const parts: MessagePart[] = [];
  let at = 0;
  for (const link of findLinks(text, ownDomains)) {
    if (link.start > at) parts.push({ kind: 'text', text: text.slice(at, link.start) });
    parts.push({ kind: 'link', ...link });
    at = link.end;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

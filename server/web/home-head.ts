import type { FastifyInstance } from 'fastify';
import { listingsSchema, messageText, parseWire, type Language, type WireListing } from '../../core';
import type { PageHead, PageVisitor } from './head-model';
import { escapeHtml } from './head-model';
import { safeJson } from './listing-head';
import { bootCards, cardPicture } from './browse-head';
import { cookieInLanguage } from '../text/texts';

/** A phone's first screen shows the first row of cards under the hero (docs/design.md, Home): two rows in the preview. */
const PREVIEW_CARDS = 4;

/** Home's first section with cards: the showcase when it has listings (decision 144), else the newest listings. */
interface FirstCards {
  heading: 'home.showcase' | 'home.newest';
  listings: readonly WireListing[];
}

/**
 * The cards home's first screen is largest with, read through the public API with `inject` (its cache and the
 * visitor's limit): the showcase's, or the newest listings' when nothing is showcased. None when neither can be read.
 */
async function firstCards(fastify: FastifyInstance, visitor: PageVisitor, lang: Language): Promise<FirstCards | undefined> {
  const sources = [
    ['home.showcase', '/api/oglasi/showcase'],
    ['home.newest', '/api/oglasi?sort=newest&page=1'],
  ] as const;
  for (const [heading, url] of sources) {
    const answer = await fastify.inject({ method: 'GET', url, remoteAddress: visitor.ip, headers: { cookie: cookieInLanguage(lang) } });
    if (answer.statusCode !== 200) continue;
    const listings = parseWire(listingsSchema, (safeJson(answer.body) as { data?: unknown } | null)?.data);
    if (listings.ok && listings.data.length > 0) return { heading, listings: listings.data.slice(0, PREVIEW_CARDS) };
  }
  return undefined;
}

/**
 * Home's preview and the picture its first screen is largest with (docs/design.md, Home): the hero, then the first
 * section's cards as plain markup — their first picture preloaded from the head with the card's own srcset and sizes,
 * so the page's largest paint is the server's, before any script, and the page's own card finds the file fetched.
 * Its styles are in index.html; the page replaces it once the categories and the showcase are there.
 */
export async function homePreview(fastify: FastifyInstance, visitor: PageVisitor, lang: Language): Promise<Pick<PageHead, 'boot' | 'image'>> {
  const hero = `<div class="boot-hero"><p class="boot-brand">${escapeHtml(messageText('app.name', lang))}</p><h1 class="boot-title">${escapeHtml(messageText('home.title', lang))}</h1></div>`;
  const cards = await firstCards(fastify, visitor, lang);
  if (!cards) return { boot: hero };
  const first = cards.listings.map(cardPicture).find((picture) => picture !== null) ?? undefined;
  const section = `<div class="boot-browse boot-home"><h2 class="boot-section">${escapeHtml(messageText(cards.heading, lang))}</h2>${bootCards(cards.listings)}</div>`;
  return { boot: `${hero}${section}`, image: first };
}

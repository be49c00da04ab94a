import type { FastifyInstance } from 'fastify';
import { imageSrcSet, pickImageVariant, PLACEHOLDER_IMAGE, type ImageVariants } from '../../core';
import { CARD_IMAGE_MIN_WIDTH, CARD_IMAGE_SIZES } from '../../core/format/card-image';
import type { PageHead, PageVisitor } from './head-model';
import { safeJson } from './listing-head';
import { cookieInLanguage } from '../text/texts';

/**
 * The picture home's first screen is largest with (docs/design.md, Home): the first card of the showcase — or of the
 * newest listings when nothing is showcased — preloaded from the head with the card's own srcset and sizes, so the
 * card finds it fetched instead of asking for it once the scripts have run. Read through the public API with
 * `inject` (its cache and the visitor's limit); no picture when it cannot be read.
 */
export async function homePicture(fastify: FastifyInstance, visitor: PageVisitor, lang: PageHead['lang']): Promise<PageHead['image']> {
  for (const url of ['/api/oglasi/showcase', '/api/oglasi?sort=newest&page=1']) {
    const answer = await fastify.inject({ method: 'GET', url, remoteAddress: visitor.ip, headers: { cookie: cookieInLanguage(lang) } });
    if (answer.statusCode !== 200) continue;
    const first = ((safeJson(answer.body) as { data?: unknown } | null)?.data as Array<{ main_image?: unknown }> | undefined)?.[0];
    const picture = first?.main_image;
    if (!picture || typeof picture !== 'object') continue;
    const variants = picture as ImageVariants;
    const src = pickImageVariant(variants, CARD_IMAGE_MIN_WIDTH);
    if (src === PLACEHOLDER_IMAGE) continue;
    return { src, srcSet: imageSrcSet(variants) || undefined, sizes: CARD_IMAGE_SIZES };
  }
  return undefined;
}

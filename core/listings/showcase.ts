import type { HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import { z } from '../schemas/zod-mini';
import type { ListingSummary } from './read-model';
import { getParsed } from './read-api';
import { listingSummarySchema, toSummary } from './wire';

/** The home page's showcase "Издвоени огласи" (decision 144): GET /api/oglasi/showcase, at most this many cards. */
export const SHOWCASE_PATH = '/api/oglasi/showcase';
export const SHOWCASE_MAX = 8;

/** The cards the strip shows: the server's order, at most SHOWCASE_MAX. An empty list means no strip at all. */
export const showcaseCards = (items: readonly ListingSummary[]): ListingSummary[] => items.slice(0, SHOWCASE_MAX);

/**
 * The showcase's cards, never a failure: an answer that fails (network, server, shape) is logged and shows no strip,
 * as an empty showcase does — the home page is whole without it.
 */
export async function fetchShowcase(http: HttpPort, logger: LoggerPort): Promise<ListingSummary[]> {
  try {
    return showcaseCards(await getParsed(http, SHOWCASE_PATH, z.array(listingSummarySchema), (data) => data.map(toSummary)));
  } catch (error) {
    logger.warn('showcase unavailable', error);
    return [];
  }
}

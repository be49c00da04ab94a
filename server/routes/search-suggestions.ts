import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { sendError } from '../http/replies';
import { cachedJson } from '../http/read-cache';
import { newestPublicTitles, PopularTerms } from '../listings/popular-terms';
import { cleanSearchText } from '../../core/validation/text-input';
import { searchSuggestionsQuerySchema, SUGGESTIONS_MIN_LENGTH, type SearchSuggestionsAnswer } from '../../core/search/suggestions-wire';

/**
 * `GET /api/search/suggestions?q=` (docs/api.md "Marketplace reads"; docs/product/browsing.md "Search everywhere"):
 * popular terms that start like the query, in either alphabet. `q` is checked by core's schema (at most 100
 * characters, else 422 `invalidRequest`); shorter than 2 characters answers no terms. Every request counts against
 * the API's per-address limit, and the answer is micro-cached per URL like the other public reads.
 */
export async function registerSearchSuggestionRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const terms = new PopularTerms(() => newestPublicTitles(context.database.db));

  api.get('/search/suggestions', async (request, reply) =>
    cachedJson(context.readCache, request, reply, async () => {
      const parsed = searchSuggestionsQuerySchema.safeParse(request.query);
      if (!parsed.success) {
        sendError(reply, 422, 'invalidRequest');
        return undefined;
      }
      const query = cleanSearchText(parsed.data.q);
      const found = [...query].length >= SUGGESTIONS_MIN_LENGTH ? await terms.suggest(query) : [];
      return { body: { status: 'success', data: { terms: found } } satisfies SearchSuggestionsAnswer, store: true };
    }),
  );
}

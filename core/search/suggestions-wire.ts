import { z } from '../schemas/zod-mini';

/**
 * `GET /api/search/suggestions?q=` (docs/api.md "Marketplace reads"; docs/product/browsing.md "Search everywhere"):
 * the popular search terms that start like the query, in either alphabet. Shared by the contract, the server and
 * the suggestions use case.
 */
export const SEARCH_SUGGESTIONS_PATH = '/api/search/suggestions';
/** Ours: shorter queries are not sent (and the server answers them with no terms). */
export const SUGGESTIONS_MIN_LENGTH = 2;
/** Ours: a longer `q` is refused with `invalidRequest` (the search itself takes 200; a suggestion is for typing). */
export const SUGGESTIONS_MAX_LENGTH = 100;
/** At most this many terms in an answer. */
export const SUGGESTIONS_MAX_TERMS = 6;

/** The request: `q`, at most 100 characters. */
export const searchSuggestionsQuerySchema = z.object({ q: z.string().check(z.maxLength(SUGGESTIONS_MAX_LENGTH)) });

/** The server's promise. */
export const searchSuggestionsAnswerSchema = z.strictObject({
  status: z.literal('success'),
  data: z.strictObject({ terms: z.array(z.string()).check(z.maxLength(SUGGESTIONS_MAX_TERMS)) }),
});
export type SearchSuggestionsAnswer = z.input<typeof searchSuggestionsAnswerSchema>;

/** What the client reads (the answer's `data`): tolerant of added fields. */
export const searchSuggestionsClientSchema = z.looseObject({ terms: z.array(z.string()) });

import {
  ErrorEnvelopeSchema,
  formatSearchTotal,
  SEARCH_COUNT_CAP,
  SEARCH_TOTAL_HEADER,
  SearchQuerySchema,
  SearchResponseSchema,
} from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConcurrencyLimiter } from '../../lib/concurrency-limiter';
import type { ResponseCache } from '../../lib/response-cache';
import { sendCached } from '../../lib/send-cached';
import { type SearchService, searchWords } from './search-service';

export const searchRoutes: FastifyPluginAsyncZod<{
  search: SearchService;
  cache: ResponseCache;
  limiter: ConcurrencyLimiter;
}> = async (app, { search, cache, limiter }) => {
  app.get(
    '/products/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['search'],
        summary: `Typo-tolerant product search; limit is capped at 50; the ${SEARCH_TOTAL_HEADER} header counts every match, up to ${SEARCH_COUNT_CAP} (then '${SEARCH_COUNT_CAP}+')`,
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, 400: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { query, category, limit } = request.query;
      // Debounced typing repeats the same searches; the key is what the search actually uses.
      const key = `search:${searchWords(query ?? '').join(' ')}:${category?.toLowerCase() ?? ''}:${limit}`;
      // The body stays the list the contract names; how many match in all goes in a header, cached beside it.
      let page: ReturnType<SearchService['searchPage']> | null = null;
      // Only a miss reaches the database, a few at a time per address and in all (429 beyond).
      const run = () => {
        page ??= limiter.run(request.ip, () => search.searchPage(query, category, limit));
        return page;
      };
      const entry = await cache.get(key, async () => SearchResponseSchema.parse((await run()).results));
      const total = await cache.getText(`${key}:total`, async () => formatSearchTotal((await run()).total));
      reply.header(SEARCH_TOTAL_HEADER, total.body);
      return sendCached(request, reply, entry);
    },
  );
};

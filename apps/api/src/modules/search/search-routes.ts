import {
  ErrorEnvelopeSchema,
  SEARCH_TOTAL_HEADER,
  SearchQuerySchema,
  SearchResponseSchema,
} from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResponseCache } from '../../lib/response-cache';
import { sendCached } from '../../lib/send-cached';
import { type SearchService, searchWords } from './search-service';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService; cache: ResponseCache }> = async (
  app,
  { search, cache },
) => {
  app.get(
    '/products/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['search'],
        summary: `Typo-tolerant product search; limit is capped at 50; the ${SEARCH_TOTAL_HEADER} header counts every match`,
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { query, category, limit } = request.query;
      // Debounced typing repeats the same searches; the key is what the search actually uses.
      const key = `search:${searchWords(query ?? '').join(' ')}:${category?.toLowerCase() ?? ''}:${limit}`;
      // The body stays the list the contract names; how many match in all goes in a header, cached beside it.
      let page: ReturnType<SearchService['searchPage']> | null = null;
      const run = () => {
        page ??= search.searchPage(query, category, limit);
        return page;
      };
      const entry = await cache.get(key, async () => SearchResponseSchema.parse((await run()).results));
      const total = await cache.getText(`${key}:total`, async () => String((await run()).total));
      reply.header(SEARCH_TOTAL_HEADER, total.body);
      return sendCached(request, reply, entry);
    },
  );
};

import { ErrorEnvelopeSchema, SearchQuerySchema, SearchResponseSchema } from '@svarna/contracts';
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
        summary: 'Typo-tolerant product search; limit is capped at 50',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { query, category, limit } = request.query;
      // Debounced typing repeats the same searches; the key is what the search actually uses.
      const key = `search:${searchWords(query ?? '').join(' ')}:${category?.toLowerCase() ?? ''}:${limit}`;
      const entry = await cache.get(key, async () =>
        SearchResponseSchema.parse(await search.searchProducts(query, category, limit)),
      );
      return sendCached(request, reply, entry);
    },
  );
};

import { ErrorEnvelopeSchema, SearchQuerySchema, SearchResponseSchema } from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SearchService } from './search-service';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/products/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Typo-tolerant product search; limit is capped at 50',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { query, category, limit } = request.query;
      reply.header('cache-control', 'public, max-age=60');
      return search.searchProducts(query, category, limit);
    },
  );
};

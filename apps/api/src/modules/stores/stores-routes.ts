import { ErrorEnvelopeSchema, StoreListResponseSchema, StoreSearchQuerySchema } from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StoresService } from './stores-service';

export const storesRoutes: FastifyPluginAsyncZod<{ stores: StoresService }> = async (app, { stores }) => {
  app.get(
    '/stores',
    {
      config: { access: 'public' },
      schema: {
        tags: ['stores'],
        summary: 'Stores, nearest first from a pincode when one is given',
        querystring: StoreSearchQuerySchema,
        response: { 200: StoreListResponseSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      stores: await stores.findStores(request.query.pin, request.query.limit),
    }),
  );
};

import {
  CollectionListResponseSchema,
  CollectionProductsResponseSchema,
  CollectionResponseSchema,
  ErrorEnvelopeSchema,
  ProductSortSchema,
  queryInt,
  SlugParamSchema,
} from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ResponseCache } from '../../lib/response-cache';
import { sendCached } from '../../lib/send-cached';
import type { CollectionsService } from './collections-service';

const CollectionProductsQuerySchema = z
  .object({
    page: queryInt('page', 1, 10_000).default(1),
    limit: queryInt('limit', 1, 100).default(20),
    sort: ProductSortSchema.default('collectionOrder'),
  })
  .strict();

export const collectionsRoutes: FastifyPluginAsyncZod<{
  collections: CollectionsService;
  cache: ResponseCache;
}> = async (app, { collections, cache }) => {
  const tags = ['collections'];
  const errors = { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

  app.get(
    '/collections',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Every collection with availability and previews',
        response: { 200: CollectionListResponseSchema },
      },
    },
    async (request, reply) => {
      const entry = await cache.get('collections', async () =>
        CollectionListResponseSchema.parse({
          success: true,
          message: 'Collections loaded',
          collections: await collections.listCollections(),
        }),
      );
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    '/collections/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One collection',
        params: SlugParamSchema,
        response: { 200: CollectionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const entry = await cache.get(`collection:${slug}`, async () =>
        CollectionResponseSchema.parse({
          success: true,
          message: 'Collection loaded',
          collection: await collections.getCollection(slug),
        }),
      );
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    '/collections/:slug/products',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A collection's products, in the owner's order by default",
        params: SlugParamSchema,
        querystring: CollectionProductsQuerySchema,
        response: { 200: CollectionProductsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const { page, limit, sort } = request.query;
      const entry = await cache.get(`collection-products:${slug}:${page}:${limit}:${sort}`, async () =>
        CollectionProductsResponseSchema.parse(
          await collections.listCollectionProducts(slug, page, limit, sort),
        ),
      );
      return sendCached(request, reply, entry);
    },
  );
};

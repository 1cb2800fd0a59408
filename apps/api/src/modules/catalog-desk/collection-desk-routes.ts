import {
  AdminCollectionInputSchema,
  AdminCollectionListResponseSchema,
  AdminCollectionResponseSchema,
  AdminCollectionUpdateSchema,
  AdminDeletedResponseSchema,
  AdminIdParamSchema,
} from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access-control';
import { deskErrors, deskRoute, deskTags } from '../admin/desk-route';
import type { CollectionDeskService } from './collection-desk-service';

/** The desk's collections: the storefront's collection pages follow every change. */
export const collectionDeskRoutes: FastifyPluginAsyncZod<{ collections: CollectionDeskService }> = async (
  app,
  { collections },
) => {
  app.get(
    '/admin/collections',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Every collection in the owner order, with its window and product count',
        description:
          "Every collection in the owner's order with its window, whether shoppers see it now, its thumbnail and how many products it holds (hidden ones included).",
        response: { 200: AdminCollectionListResponseSchema, ...deskErrors },
      },
    },
    async () => ({ success: true as const, collections: await collections.listCollections() }),
  );

  app.post(
    '/admin/collections',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Add a collection',
        description:
          'Adds a collection: words, type, window (bare days are days in India; endDate on or after startDate), photos, styling, call to action and products by id or slug in order. The slug is made from the title when left out.',
        body: AdminCollectionInputSchema,
        response: { 201: AdminCollectionResponseSchema, ...deskErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        collection: await collections.createCollection(callerOf(request).user.id, request.body),
      }),
  );

  app.get(
    '/admin/collections/:id',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'One collection with its products in order and its latest changes',
        description:
          "One collection as the desk edits it: its products in the owner's order (hidden ones marked), its version and the latest changes.",
        params: AdminIdParamSchema,
        response: { 200: AdminCollectionResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({
      success: true as const,
      collection: await collections.getCollection(Number(request.params.id)),
    }),
  );

  app.put(
    '/admin/collections/:id',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Save a collection at the version opened',
        description:
          "Replaces the whole collection, its products and their order included. A version older than the stored one is a 409; the storefront's collection pages follow at once.",
        params: AdminIdParamSchema,
        body: AdminCollectionUpdateSchema,
        response: { 200: AdminCollectionResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({
      success: true as const,
      collection: await collections.updateCollection(
        callerOf(request).user.id,
        Number(request.params.id),
        request.body,
      ),
    }),
  );

  app.delete(
    '/admin/collections/:id',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Delete a collection (its products stay in the catalogue)',
        description: 'Deletes a collection; its products stay in the catalogue.',
        params: AdminIdParamSchema,
        response: { 200: AdminDeletedResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: await collections.deleteCollection(callerOf(request).user.id, Number(request.params.id)),
    }),
  );
};

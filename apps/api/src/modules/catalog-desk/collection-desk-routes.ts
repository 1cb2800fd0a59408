import {
  AdminCollectionInputSchema,
  AdminCollectionListResponseSchema,
  AdminCollectionResponseSchema,
  AdminCollectionUpdateSchema,
  AdminDeletedResponseSchema,
  AdminIdParamSchema,
  ErrorEnvelopeSchema,
} from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access-control';
import type { CollectionDeskService } from './collection-desk-service';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};
const adminRoute = { access: 'admin' as const };
const tags = ['admin'];

/** The desk's collections: the storefront's collection pages follow every change. */
export const collectionDeskRoutes: FastifyPluginAsyncZod<{ collections: CollectionDeskService }> = async (
  app,
  { collections },
) => {
  app.get(
    '/admin/collections',
    {
      config: adminRoute,
      schema: {
        tags,
        summary: 'Every collection in the owner order, with its window and product count',
        response: { 200: AdminCollectionListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, collections: await collections.listCollections() }),
  );

  app.post(
    '/admin/collections',
    {
      config: adminRoute,
      schema: {
        tags,
        summary: 'Add a collection',
        body: AdminCollectionInputSchema,
        response: { 201: AdminCollectionResponseSchema, ...errors },
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
      config: adminRoute,
      schema: {
        tags,
        summary: 'One collection with its products in order and its latest changes',
        params: AdminIdParamSchema,
        response: { 200: AdminCollectionResponseSchema, ...errors },
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
      config: adminRoute,
      schema: {
        tags,
        summary: 'Save a collection at the version opened',
        params: AdminIdParamSchema,
        body: AdminCollectionUpdateSchema,
        response: { 200: AdminCollectionResponseSchema, ...errors },
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
      config: adminRoute,
      schema: {
        tags,
        summary: 'Delete a collection (its products stay in the catalogue)',
        params: AdminIdParamSchema,
        response: { 200: AdminDeletedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: await collections.deleteCollection(callerOf(request).user.id, Number(request.params.id)),
    }),
  );
};

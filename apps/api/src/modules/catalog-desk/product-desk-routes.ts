import {
  AdminIdParamSchema,
  AdminProductInputSchema,
  AdminProductListQuerySchema,
  AdminProductListResponseSchema,
  AdminProductResponseSchema,
  AdminProductUpdateSchema,
} from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access-control';
import { deskErrors, deskRoute, deskTags } from '../admin/desk-route';
import type { ProductDeskService } from './product-desk-service';

const DeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** The catalogue desk's products: the owner lists, adds, edits, hides and deletes them. */
export const productDeskRoutes: FastifyPluginAsyncZod<{ products: ProductDeskService }> = async (
  app,
  { products },
) => {
  app.get(
    '/admin/products',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Products by name, slug or SKU, filtered by status and stock, sorted and paged',
        description:
          "Every product, published or hidden, with its price, what it has to sell (its stock, or its variants' inventory summed) and its low-stock mark; q finds a name, slug or variant SKU; stock=out has nothing to sell, stock=low at most its low-stock mark.",
        querystring: AdminProductListQuerySchema,
        response: { 200: AdminProductListResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await products.listProducts(request.query)) }),
  );

  app.post(
    '/admin/products',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Add a product',
        description:
          'Adds a product with its variants, photos, specifications and companions in one transaction; each refusal is a 400 naming its field (e.g. variants[1].sku) and saves nothing.',
        body: AdminProductInputSchema,
        response: { 201: AdminProductResponseSchema, ...deskErrors },
      },
    },
    async (request, reply) => {
      const product = await products.createProduct(callerOf(request).user.id, request.body);
      return reply.code(201).send({ success: true as const, product });
    },
  );

  app.get(
    '/admin/products/:id',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'One product as the desk edits it, with its version and latest changes',
        description:
          'The product with everything its form shows, its version (sent back when saving), whether it was ever ordered, and who changed what lately.',
        params: AdminIdParamSchema,
        response: { 200: AdminProductResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({
      success: true as const,
      product: await products.getProduct(Number(request.params.id)),
    }),
  );

  app.put(
    '/admin/products/:id',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Save a product over the version that was opened',
        description:
          'Saves every field of a product in one transaction. A version older than the stored one is a 409 (someone else saved it meanwhile), never an overwrite. A new slug keeps the old address redirecting; a variant in a placed order or a cart cannot be removed (409).',
        params: AdminIdParamSchema,
        body: AdminProductUpdateSchema,
        response: { 200: AdminProductResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({
      success: true as const,
      product: await products.updateProduct(
        callerOf(request).user.id,
        Number(request.params.id),
        request.body,
      ),
    }),
  );

  app.delete(
    '/admin/products/:id',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Delete a product never ordered',
        description:
          'Deletes a product that no order ever named, with its variants, photos links and specifications; a product ever ordered can only be hidden (409).',
        params: AdminIdParamSchema,
        response: { 200: DeletedResponseSchema, ...deskErrors },
      },
    },
    async (request) => {
      await products.deleteProduct(callerOf(request).user.id, Number(request.params.id));
      return { success: true as const, message: 'Product deleted' };
    },
  );
};

import { AdminIdParamSchema, AdminProductStockResponseSchema, AdminStockSchema } from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access-control';
import type { AdminStockService } from './admin-stock-service';
import { deskErrors, deskRoute, deskTags } from './desk-route';

/** The desk's stock page: see a product's stock and changes, set a level by hand (the list is the product desk's). */
export const adminStockRoutes: FastifyPluginAsyncZod<{ stock: AdminStockService }> = async (
  app,
  { stock },
) => {
  app.get(
    '/admin/products/:id/stock',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: "A product's stock, its variants' inventory and the latest changes",
        params: AdminIdParamSchema,
        response: { 200: AdminProductStockResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({
      success: true as const,
      product: await stock.productStock(Number(request.params.id)),
    }),
  );

  app.put(
    '/admin/products/:id/stock',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Set the stock of a product without variants',
        params: AdminIdParamSchema,
        body: AdminStockSchema,
        response: { 200: AdminProductStockResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({
      success: true as const,
      product: await stock.setProductStock(
        callerOf(request).user.id,
        Number(request.params.id),
        request.body,
      ),
    }),
  );

  app.put(
    '/admin/variants/:id/stock',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: "Set a variant's inventory",
        params: AdminIdParamSchema,
        body: AdminStockSchema,
        response: { 200: AdminProductStockResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({
      success: true as const,
      product: await stock.setVariantStock(
        callerOf(request).user.id,
        Number(request.params.id),
        request.body,
      ),
    }),
  );
};

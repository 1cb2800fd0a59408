import {
  AdminIdParamSchema,
  AdminProductStockResponseSchema,
  AdminStockSchema,
  ErrorEnvelopeSchema,
} from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access-control';
import type { AdminStockService } from './admin-stock-service';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};
const adminRoute = { access: 'admin' as const };
const tags = ['admin'];

/** The desk's stock page: see a product's stock and changes, set a level by hand (the list is the product desk's). */
export const adminStockRoutes: FastifyPluginAsyncZod<{ stock: AdminStockService }> = async (
  app,
  { stock },
) => {
  app.get(
    '/admin/products/:id/stock',
    {
      config: adminRoute,
      schema: {
        tags,
        summary: "A product's stock, its variants' inventory and the latest changes",
        params: AdminIdParamSchema,
        response: { 200: AdminProductStockResponseSchema, ...errors },
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
      config: adminRoute,
      schema: {
        tags,
        summary: 'Set the stock of a product without variants',
        params: AdminIdParamSchema,
        body: AdminStockSchema,
        response: { 200: AdminProductStockResponseSchema, ...errors },
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
      config: adminRoute,
      schema: {
        tags,
        summary: "Set a variant's inventory",
        params: AdminIdParamSchema,
        body: AdminStockSchema,
        response: { 200: AdminProductStockResponseSchema, ...errors },
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

import {
  AdminCancelSchema,
  AdminOrderResponseSchema,
  AdminOrdersQuerySchema,
  AdminOrdersResponseSchema,
  AdminStatusMoveSchema,
  ErrorEnvelopeSchema,
  OrderIdParamSchema,
} from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access-control';
import type { AdminOrderService } from './admin-order-service';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};
const adminRoute = { access: 'admin' as const };
const tags = ['admin'];

/** The order desk: every shopper's orders, for admins only. */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ desk: AdminOrderService }> = async (app, { desk }) => {
  app.get(
    '/admin/orders',
    {
      config: adminRoute,
      schema: {
        tags,
        summary: 'Orders, newest first, by status or by order number, order id or phone',
        querystring: AdminOrdersQuerySchema,
        response: { 200: AdminOrdersResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await desk.listOrders(request.query)) }),
  );

  app.get(
    '/admin/orders/:orderId',
    {
      config: adminRoute,
      schema: {
        tags,
        summary: 'One order with its customer, history, refunds and invoice number',
        params: OrderIdParamSchema,
        response: { 200: AdminOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, order: await desk.getOrder(request.params.orderId) }),
  );

  app.post(
    '/admin/orders/:orderId/status',
    {
      config: adminRoute,
      schema: {
        tags,
        summary: 'Move a paid order forward: confirmed, shipped (with a tracking link), delivered',
        params: OrderIdParamSchema,
        body: AdminStatusMoveSchema,
        response: { 200: AdminOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      order: await desk.moveStatus(callerOf(request).user.id, request.params.orderId, request.body),
    }),
  );

  app.post(
    '/admin/orders/:orderId/cancel',
    {
      config: adminRoute,
      schema: {
        tags,
        summary: 'Cancel an order not yet shipped: stock back, payments refunded',
        params: OrderIdParamSchema,
        body: AdminCancelSchema,
        response: { 200: AdminOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      order: await desk.cancel(callerOf(request).user.id, request.params.orderId, request.body),
    }),
  );

  app.post(
    '/admin/orders/:orderId/refund',
    {
      config: adminRoute,
      schema: {
        tags,
        summary: 'Retry failed refunds, or refund an order whose payment came too late',
        params: OrderIdParamSchema,
        response: { 200: AdminOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      order: await desk.refund(callerOf(request).user.id, request.params.orderId),
    }),
  );
};

import {
  AdminCancelSchema,
  AdminOrderResponseSchema,
  AdminOrdersQuerySchema,
  AdminOrdersResponseSchema,
  AdminStatusMoveSchema,
  OrderIdParamSchema,
} from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access-control';
import type { AdminOrderService } from './admin-order-service';
import { deskErrors, deskRoute, deskTags } from './desk-route';

/** The order desk: every shopper's orders, for admins only. */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ desk: AdminOrderService }> = async (app, { desk }) => {
  app.get(
    '/admin/orders',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary:
          'Orders, newest first, by status, by money (the dashboard cards) or by order number, order id or phone',
        description:
          'payment narrows to the list behind a dashboard card: cod_to_collect (cash on delivery with the advance paid, not yet collected, not cancelled), refund_open (a refund due, or any refund requested or failed, second payments included), refund_failed (a refund failed, to retry), refunded (an order refund processed; with days=1, 7 or 30, processed today or in the last 7 or 30 Indian days, as the dashboard counts). days is refused without payment=refunded.',
        querystring: AdminOrdersQuerySchema,
        response: { 200: AdminOrdersResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await desk.listOrders(request.query)) }),
  );

  app.get(
    '/admin/orders/:orderId',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'One order with its customer, history, refunds and invoice number',
        params: OrderIdParamSchema,
        response: { 200: AdminOrderResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({ success: true as const, order: await desk.getOrder(request.params.orderId) }),
  );

  app.post(
    '/admin/orders/:orderId/status',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Move a paid order forward: confirmed, shipped (with a tracking link), delivered',
        params: OrderIdParamSchema,
        body: AdminStatusMoveSchema,
        response: { 200: AdminOrderResponseSchema, ...deskErrors },
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
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Cancel an order not yet shipped: stock back, payments refunded',
        params: OrderIdParamSchema,
        body: AdminCancelSchema,
        response: { 200: AdminOrderResponseSchema, ...deskErrors },
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
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: 'Retry failed refunds, or refund an order whose payment came too late',
        params: OrderIdParamSchema,
        response: { 200: AdminOrderResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({
      success: true as const,
      order: await desk.refund(callerOf(request).user.id, request.params.orderId),
    }),
  );
};

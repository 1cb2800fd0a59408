import {
  CancelOrderRequestSchema,
  CreatePaymentOrderRequestSchema,
  CreatePaymentOrderResponseSchema,
  ErrorEnvelopeSchema,
  type Order,
  OrderIdParamSchema,
  OrderResponseSchema,
  OrdersListResponseSchema,
  OrdersQuerySchema,
  PlaceOrderRequestSchema,
  VerifyPaymentRequestSchema,
} from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_DESCRIPTION, type Idempotency, IdempotencyHeadersSchema } from '../../lib/idempotency';
import { callerOf } from '../../plugins/access-control';
import type { PaymentService } from '../payments/payment-service';
import type { ShopperCancellation } from './order-cancellation';
import type { OrderService } from './order-service';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  502: ErrorEnvelopeSchema,
};
const customerRoute = { access: 'customer' as const };
const tags = ['orders'];

export interface OrderRoutesOptions {
  orders: OrderService;
  payments: PaymentService;
  idempotency: Idempotency;
  cancellation: ShopperCancellation;
}

export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (
  app,
  { orders, payments, idempotency, cancellation },
) => {
  /** what a POST that must never happen twice adds: the Idempotency-Key header and its hooks */
  const once = {
    ...idempotency.hooks,
    headers: IdempotencyHeadersSchema,
    responses: { 409: ErrorEnvelopeSchema, 422: ErrorEnvelopeSchema },
  };

  app.post(
    '/orders/place',
    {
      config: customerRoute,
      preHandler: once.preHandler,
      onSend: once.onSend,
      schema: {
        tags,
        summary: 'Place an order: priced by the server, stock taken, pending until paid',
        description: IDEMPOTENCY_DESCRIPTION,
        headers: once.headers,
        body: PlaceOrderRequestSchema,
        response: { 200: OrderResponseSchema, ...errors, ...once.responses },
      },
    },
    async (request) => {
      const answer = (order: Order) => ({ success: true as const, order });
      // the Idempotency-Key's answer is kept in the transaction that places the order
      const keep = idempotency.keeperOf<ReturnType<typeof answer>>(request);
      return answer(
        await orders.placeOrder(
          callerOf(request).user.id,
          request.body,
          keep && ((tx, order) => keep(tx, answer(order))),
        ),
      );
    },
  );

  app.post(
    '/orders/create-razorpay-order',
    {
      config: customerRoute,
      preHandler: once.preHandler,
      onSend: once.onSend,
      schema: {
        tags,
        summary: 'Start a payment attempt for the full total or the cash-on-delivery advance',
        description: IDEMPOTENCY_DESCRIPTION,
        headers: once.headers,
        body: CreatePaymentOrderRequestSchema,
        response: { 200: CreatePaymentOrderResponseSchema, ...errors, ...once.responses },
      },
    },
    async (request) =>
      // the Idempotency-Key's answer is kept in the transaction that records the attempt
      payments.createPaymentOrder(callerOf(request).user.id, request.body, idempotency.keeperOf(request)),
  );

  for (const [path, kind] of [
    ['/orders/verify-payment', 'full'],
    ['/orders/verify-cod-token', 'cod_token'],
  ] as const) {
    app.post(
      path,
      {
        config: customerRoute,
        schema: {
          tags,
          summary:
            kind === 'full'
              ? 'Verify the checkout signature of a full payment'
              : 'Verify the checkout signature of a cash-on-delivery advance',
          body: VerifyPaymentRequestSchema,
          response: { 200: OrderResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        order: await payments.verifyCheckout(callerOf(request).user.id, kind, request.body),
      }),
    );
  }

  app.get(
    '/orders/me/orders',
    {
      config: customerRoute,
      schema: {
        tags,
        summary: "The caller's orders, newest first",
        querystring: OrdersQuerySchema,
        response: { 200: OrdersListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await orders.listOrders(
        callerOf(request).user.id,
        request.query.page,
        request.query.limit,
        request.query.hidePending,
      )),
    }),
  );

  app.get(
    '/orders/:orderId',
    {
      config: customerRoute,
      schema: {
        tags,
        summary: "One of the caller's orders",
        params: OrderIdParamSchema,
        response: { 200: OrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      order: await orders.getOrder(callerOf(request).user.id, request.params.orderId),
    }),
  );

  app.post(
    '/orders/:orderId/cancel',
    {
      config: customerRoute,
      schema: {
        tags,
        summary: "Cancel one of the caller's orders before it ships: stock back, payment refunded",
        params: OrderIdParamSchema,
        body: CancelOrderRequestSchema,
        response: { 200: OrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = callerOf(request).user.id;
      await cancellation.cancelOwn(userId, request.params.orderId, request.body.reason || undefined);
      return { success: true as const, order: await orders.getOrder(userId, request.params.orderId) };
    },
  );
};

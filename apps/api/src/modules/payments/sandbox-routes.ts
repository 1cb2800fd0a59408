import {
  ErrorEnvelopeSchema,
  SandboxPaymentRequestSchema,
  SandboxPaymentResponseSchema,
} from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SANDBOX_CHECKOUT_SCRIPT } from '../../providers/payments/sandbox-checkout-script';
import type { SandboxPayments } from '../../providers/payments/sandbox-payments';

/** The payment sandbox's window and its two buttons; registered under /api only while PAYMENTS=sandbox. */
export const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxPayments }> = async (
  app,
  { sandbox },
) => {
  app.post(
    '/sandbox/payments',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sandbox'],
        summary: "Pays or fails a sandbox order; answers like Razorpay Checkout's handler or payment.failed",
        body: SandboxPaymentRequestSchema,
        response: {
          200: SandboxPaymentResponseSchema,
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sandbox.pay(request.body.razorpay_order_id, request.body.outcome);
    },
  );

  app.get(
    '/sandbox/checkout.js',
    {
      config: { access: 'public' },
      schema: { tags: ['sandbox'], summary: "The sandbox's stand-in for Razorpay's checkout.js" },
    },
    async (_request, reply) => {
      reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache');
      return SANDBOX_CHECKOUT_SCRIPT;
    },
  );
};

import { ErrorEnvelopeSchema } from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import type { PaymentService } from './payment-service';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

const WebhookHeadersSchema = z.object({
  'x-razorpay-signature': z
    .string({ error: 'x-razorpay-signature is required' })
    .regex(/^[0-9a-f]{64}$/, 'x-razorpay-signature must be 64 hex characters'),
  'x-razorpay-event-id': z
    .string({ error: 'x-razorpay-event-id is required' })
    .min(1, 'x-razorpay-event-id is required')
    .max(100, 'x-razorpay-event-id is too long'),
});

const WebhookBodySchema = z
  .object({
    event: z.string({ error: 'event is required' }).max(100),
    payload: z.object({}, { error: 'payload must be an object' }).passthrough(),
  })
  .passthrough();

/**
 * Razorpay's webhooks. The signature covers the exact bytes sent, so this scope keeps the raw body next
 * to the parsed one; the schemas below say what Razorpay sends (for the API's description and a quick
 * 400), and the payment provider checks and reads the raw body and headers itself. Answers quickly: the
 * work is a few rows in one transaction; messages go after.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(badRequest('body', 'Body is not valid JSON'), undefined);
    }
  });

  app.post(
    '/payments/razorpay/webhook',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: "Razorpay's payment and order events, signed with the webhook secret",
        headers: WebhookHeadersSchema,
        body: WebhookBodySchema,
        response: { 200: z.object({ success: z.literal(true) }), 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      await payments.handleWebhook(request.rawBody ?? '', request.headers);
      return { success: true as const };
    },
  );
};

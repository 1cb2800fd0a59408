import {
  ErrorEnvelopeSchema,
  TrackCancelRequestSchema,
  TrackCancelResponseSchema,
  TrackSendCodeRequestSchema,
  TrackSendCodeResponseSchema,
  TrackVerifyRequestSchema,
  TrackVerifyResponseSchema,
} from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TrackingService } from './tracking-service';

const errors = { 400: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema };
const publicRoute = { access: 'public' as const };
const tags = ['orders'];

export interface TrackingRoutesOptions {
  tracking: TrackingService;
}

export const trackingRoutes: FastifyPluginAsyncZod<TrackingRoutesOptions> = async (app, { tracking }) => {
  // An order's progress is shown to whoever holds the code: never stored by any cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/orders/track/send-code',
    {
      config: publicRoute,
      schema: {
        tags,
        summary:
          'Text a code to the phone an order was placed with (the same answer whether or not it matches)',
        body: TrackSendCodeRequestSchema,
        response: { 200: TrackSendCodeResponseSchema, ...errors },
      },
    },
    async (request) => tracking.sendCode(request.body, request.ip),
  );

  app.post(
    '/orders/track/verify',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "Check a tracking code; answers the order's progress only",
        body: TrackVerifyRequestSchema,
        response: { 200: TrackVerifyResponseSchema, ...errors },
      },
    },
    async (request) => tracking.verifyCode(request.body, request.ip),
  );

  app.post(
    '/orders/track/cancel',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "Cancel a tracked order before it ships with the verify answer's cancelToken",
        body: TrackCancelRequestSchema,
        response: {
          200: TrackCancelResponseSchema,
          ...errors,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
          502: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => tracking.cancel(request.body, request.ip),
  );
};

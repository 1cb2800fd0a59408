import { ErrorEnvelopeSchema, PincodeLookupResponseSchema, PincodeQuerySchema } from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PincodeService } from './pincode-service';

export const pincodeRoutes: FastifyPluginAsyncZod<{ pincodes: PincodeService }> = async (
  app,
  { pincodes },
) => {
  app.get(
    '/pincode/lookup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['pincode'],
        summary: 'City, state and serviceability of an Indian pincode (India Post directory)',
        querystring: PincodeQuerySchema,
        response: { 200: PincodeLookupResponseSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return pincodes.lookup(request.query.pin);
    },
  );
};

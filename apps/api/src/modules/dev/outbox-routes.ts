import { type OutboxMessage, OutboxQuerySchema, OutboxResponseSchema } from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Registered only while a channel goes to the outbox, and never in production unless DEMO=true. */
export const outboxRoutes: FastifyPluginAsyncZod<{
  readOutbox: (to: string) => Promise<OutboxMessage[]>;
}> = async (app, { readOutbox }) => {
  app.get(
    '/dev/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'Messages kept instead of sent (SMS codes, emails) to one phone or email, newest first',
        querystring: OutboxQuerySchema,
        response: { 200: OutboxResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, messages: await readOutbox(request.query.to) };
    },
  );
};

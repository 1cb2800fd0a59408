import { ErrorEnvelopeSchema, HealthResponseSchema } from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: HealthResponseSchema, 503: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        return reply
          .code(503)
          .send({ success: false, message: 'Database unavailable', code: 'DB_UNAVAILABLE' });
      }
      return { status: 'ok' as const, database: database.kind, uptimeSeconds: Math.round(process.uptime()) };
    },
  );
};

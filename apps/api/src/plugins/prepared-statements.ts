import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { withPreparedStatements } from '../db/prepared-statements';

type Hook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
const prepared: Hook = (_request, _reply, done) => withPreparedStatements(done);
const own = (hooks: unknown): Hook[] => (hooks ? ([hooks].flat() as Hook[]) : []);

/**
 * The shopper's routes (public and customer) send their statements prepared once per connection
 * (db/prepared-statements.ts); the desk's (admin) are planned for their values each time. Entered before
 * the caller is identified, and again before the handler: reading a request's body leaves the context.
 * Registered after accessControl, so its hook runs before the access check's.
 */
export const preparedStatements = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!route.url.startsWith('/api') || !access || access === 'admin') return;
    route.onRequest = [prepared, ...own(route.onRequest)] as typeof route.onRequest;
    route.preHandler = [prepared, ...own(route.preHandler)] as typeof route.preHandler;
  });
});

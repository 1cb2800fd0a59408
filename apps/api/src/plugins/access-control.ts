import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized } from '../lib/errors';
import type { UserRow } from '../modules/auth/identity-repository';
import type { SessionService } from '../modules/auth/session-service';

export type Access = 'public' | 'customer' | 'admin';

export interface Caller {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** who may call the route; every route under /api must say */
    access?: Access;
    /** a public route that still reads a signed-in caller when a token is sent (the cart: guests and shoppers) */
    identifiesCaller?: boolean;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** every /api route and who may call it, as registered (the access matrix test reads it) */
    routeInventory: RouteAccess[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

const SIGN_IN = 'Please log in to continue';
const EXPIRED = 'Your session has expired. Please log in again.';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_.~+/=-]{1,4096})$/.exec(header);
  if (!match) throw unauthorized(EXPIRED, 'INVALID_TOKEN');
  return match[1]!;
}

/**
 * One place decides who is calling. Each /api route declares `config.access`; a route that does not is
 * refused at start-up. Customer and admin routes need a valid access token of a live session; their
 * answers are private and never stored by caches.
 */
export const accessControl = fp<{ sessions: SessionService }>(async (app: FastifyInstance, { sessions }) => {
  app.decorateRequest('caller', null);
  const inventory: RouteAccess[] = [];
  app.decorate('routeInventory', inventory);

  /** Who is calling, for a route that needs to know; refuses a caller the route does not admit. */
  async function identifyCaller(request: FastifyRequest, reply: FastifyReply) {
    const { access, identifiesCaller } = request.routeOptions.config;
    if (access === 'public') {
      if (!identifiesCaller || !request.headers.authorization) return;
      reply.header('cache-control', 'private, no-store');
      // A token that was sent but no longer works is a 401, so the storefront refreshes it rather than
      // silently treating a signed-in shopper as a guest.
      const caller = await sessions.authenticate(bearerToken(request) ?? '');
      if (!caller) throw unauthorized(EXPIRED, 'INVALID_TOKEN');
      request.caller = caller;
      return;
    }
    reply.header('cache-control', 'private, no-store');
    const token = bearerToken(request);
    if (!token) throw unauthorized(SIGN_IN);
    const caller = await sessions.authenticate(token);
    if (!caller) throw unauthorized(EXPIRED, 'INVALID_TOKEN');
    if (access === 'admin' && caller.user.role !== 'admin')
      throw forbidden('You do not have access to this page');
    request.caller = caller;
  }

  // The check is attached only to routes that need it: a public catalogue read runs no hook for it.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    const access = route.config?.access;
    if (!access && route.url.startsWith('/api'))
      throw new Error(`${route.method} ${route.url} does not declare its access`);
    if (access && route.url.startsWith('/api')) {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') inventory.push({ method, url: route.url, access });
      }
    }
    if (!access || (access === 'public' && !route.config?.identifiesCaller)) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [identifyCaller, ...own];
  });
});

/** The signed-in caller of a customer or admin route (the hook has already refused everyone else). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError(401, 'UNAUTHENTICATED', SIGN_IN);
  return request.caller;
}

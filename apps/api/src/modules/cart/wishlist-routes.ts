import {
  ErrorEnvelopeSchema,
  WishlistAddRequestSchema,
  WishlistParamSchema,
  WishlistQuerySchema,
  WishlistResponseSchema,
} from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access-control';
import { assertOwnWishlist, type WishlistService } from './wishlist-service';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};
const customerRoute = { access: 'customer' as const };
const tags = ['wishlist'];

export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (
  app,
  { wishlist },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/cart/wishlist',
    {
      config: customerRoute,
      schema: {
        tags,
        summary: "The caller's wishlist, newest first",
        querystring: WishlistQuerySchema,
        response: { 200: WishlistResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = callerOf(request).user;
      assertOwnWishlist(id, request.query.userId);
      return wishlist.list(id);
    },
  );

  app.post(
    '/cart/wishlist/add',
    {
      config: customerRoute,
      schema: {
        tags,
        summary: "Save a product to the caller's wishlist (saving it again changes nothing)",
        body: WishlistAddRequestSchema,
        response: { 200: WishlistResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = callerOf(request).user;
      assertOwnWishlist(id, request.body.userId);
      return wishlist.add(id, Number(request.body.productId));
    },
  );

  app.delete(
    '/cart/wishlist/:productId',
    {
      config: customerRoute,
      schema: {
        tags,
        summary: "Remove a product from the caller's wishlist",
        params: WishlistParamSchema,
        querystring: WishlistQuerySchema,
        response: { 200: WishlistResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = callerOf(request).user;
      assertOwnWishlist(id, request.query.userId);
      return wishlist.remove(id, Number(request.params.productId));
    },
  );
};

import {
  AddToCartRequestSchema,
  CartQuerySchema,
  CartResponseSchema,
  ErrorEnvelopeSchema,
  MergeCartRequestSchema,
  ReplaceCartRequestSchema,
  SetCartLineRequestSchema,
} from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access-control';
import { type CartService, cartOwner } from './cart-service';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};
/** Guests and shoppers alike; a valid bearer token makes the caller's own cart the one used. */
const cartAccess = { access: 'public' as const, identifiesCaller: true };
const tags = ['cart'];

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  // A cart is one shopper's (or one guest's): never stored by any cache, errors included.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/cart',
    {
      config: cartAccess,
      schema: {
        tags,
        summary: "The caller's cart, or a guest's by tempCartId, at today's prices and stock",
        querystring: CartQuerySchema,
        response: { 200: CartResponseSchema, ...errors },
      },
    },
    async (request) => cart.getCart(cartOwner(request.caller?.user.id ?? null, request.query.tempCartId)),
  );

  app.post(
    '/cart/add',
    {
      config: cartAccess,
      schema: {
        tags,
        summary: 'Add a quantity of a product (or one of its variants), within stock',
        body: AddToCartRequestSchema,
        response: { 200: CartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { productId, variantId, qty, tempCartId } = request.body;
      const owner = cartOwner(request.caller?.user.id ?? null, tempCartId);
      return cart.add(owner, { productId, variantId, quantity: qty });
    },
  );

  app.put(
    '/cart/line',
    {
      config: cartAccess,
      schema: {
        tags,
        summary: "Set one line's quantity (0 removes it); a raise is held to stock as an add is",
        body: SetCartLineRequestSchema,
        response: { 200: CartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { productId, variantId, quantity, tempCartId } = request.body;
      return cart.setLine(cartOwner(request.caller?.user.id ?? null, tempCartId), {
        productId,
        variantId,
        quantity,
      });
    },
  );

  app.put(
    '/cart',
    {
      config: cartAccess,
      schema: {
        tags,
        summary: 'Replace the whole cart; quantities past stock are capped, unavailable lines dropped',
        body: ReplaceCartRequestSchema,
        response: { 200: CartResponseSchema, ...errors },
      },
    },
    async (request) =>
      cart.replace(cartOwner(request.caller?.user.id ?? null, request.body.tempCartId), request.body.items),
  );

  app.post(
    '/cart/merge',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "At sign-in, merge a guest cart into the shopper's and delete it",
        body: MergeCartRequestSchema,
        response: { 200: CartResponseSchema, ...errors },
      },
    },
    async (request) => cart.merge(callerOf(request).user.id, request.body.tempCartId),
  );
};

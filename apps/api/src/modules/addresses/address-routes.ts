import {
  AddressIdParamSchema,
  AddressInputSchema,
  AddressListResponseSchema,
  ErrorEnvelopeSchema,
} from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access-control';
import type { AddressService } from './address-service';

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };
const customerRoute = { access: 'customer' as const };
const tags = ['addresses'];

/** The caller's own saved addresses; each call answers the whole list, default first. */
export const addressRoutes: FastifyPluginAsyncZod<{ addresses: AddressService }> = async (
  app,
  { addresses },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/users/me/address',
    {
      config: customerRoute,
      schema: {
        tags,
        summary: "The caller's saved addresses",
        response: { 200: AddressListResponseSchema, ...errors },
      },
    },
    async (request) => addresses.list(callerOf(request).user.id),
  );

  app.post(
    '/users/me/address',
    {
      config: customerRoute,
      schema: {
        tags,
        summary: 'Save a new address (the first one becomes the default)',
        body: AddressInputSchema,
        response: { 200: AddressListResponseSchema, ...errors },
      },
    },
    async (request) => addresses.create(callerOf(request).user.id, request.body),
  );

  app.put(
    '/users/me/address/:id',
    {
      config: customerRoute,
      schema: {
        tags,
        summary: 'Change a saved address',
        params: AddressIdParamSchema,
        body: AddressInputSchema,
        response: { 200: AddressListResponseSchema, ...errors },
      },
    },
    async (request) => addresses.update(callerOf(request).user.id, Number(request.params.id), request.body),
  );

  app.delete(
    '/users/me/address/:id',
    {
      config: customerRoute,
      schema: {
        tags,
        summary: 'Delete a saved address (a deleted default passes to the most recent other one)',
        params: AddressIdParamSchema,
        response: { 200: AddressListResponseSchema, ...errors },
      },
    },
    async (request) => addresses.remove(callerOf(request).user.id, Number(request.params.id)),
  );

  app.patch(
    '/users/me/address/:id/set-default',
    {
      config: customerRoute,
      schema: {
        tags,
        summary: 'Make a saved address the default',
        params: AddressIdParamSchema,
        response: { 200: AddressListResponseSchema, ...errors },
      },
    },
    async (request) => addresses.setDefault(callerOf(request).user.id, Number(request.params.id)),
  );
};

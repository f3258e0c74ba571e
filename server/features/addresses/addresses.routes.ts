import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADDRESSES_MAX,
  AddressesResponseSchema,
  AddressInputSchema,
  AddressResponseSchema,
  AddressUpdateSchema,
} from '#contract/address.ts';
import { MessageSchema } from '#contract/auth.ts';
import { ApiErrorSchema } from '#contract/errors.ts';
import { authOf, type AuthGuards } from '../../lib/auth-guards.ts';
import type { AddressesService } from './addresses.service.ts';

const tags = ['addresses'];
const security = [{ bearerAuth: [] }];
const IdParams = z.object({ id: z.string().max(200) });
const userErrors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** /api/address: the signed-in customer's saved delivery addresses, one of them the default. */
export const addressRoutes: FastifyPluginAsyncZod<{
  addresses: AddressesService;
  guards: AuthGuards;
}> = async (app, { addresses, guards }) => {
  app.get(
    '/get',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        security,
        summary: 'Saved addresses: the default first, then the newest',
        response: { 200: AddressesResponseSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => ({ addresses: await addresses.list(authOf(request).user._id) }),
  );

  app.post(
    '/create',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        security,
        summary: `Save an address (country IN by default: 6-digit PIN and Indian mobile). The first one becomes the default; isDefault true moves the default here. At most ${ADDRESSES_MAX} (409)`,
        body: AddressInputSchema,
        response: {
          201: AddressResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addresses.create(authOf(request).user._id, request.body)),
  );

  app.put(
    '/update',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        security,
        summary:
          "Change some fields of an address (`_id` plus the fields); the PIN and phone rules apply to the result. isDefault true makes it the default; the default stays so until another address is chosen. Another customer's address answers 404",
        body: AddressUpdateSchema,
        response: { 200: AddressResponseSchema, 400: ApiErrorSchema, ...userErrors },
      },
    },
    (request) => addresses.update(authOf(request).user._id, request.body),
  );

  app.delete(
    '/delete/:id',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        security,
        summary:
          "Delete an address; if it was the default, the most recent remaining one becomes the default. Another customer's address answers 404",
        params: IdParams,
        response: { 200: MessageSchema, ...userErrors },
      },
    },
    (request) => addresses.remove(authOf(request).user._id, request.params.id),
  );
};

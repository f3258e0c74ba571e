import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADDRESSES_MAX,
  AddressesResponseSchema,
  AddressInputSchema,
  AddressResponseSchema,
  AddressUpdateSchema,
} from '#contract/address.ts';
import { ApiErrorSchema } from '#contract/errors.ts';
import { authOf, type AuthGuards } from '../../lib/auth-guards.ts';
import {
  deleteByIdSchema,
  GUARD_ERRORS,
  INPUT_ERRORS,
  RECORD_ERRORS,
  WRITE_ERRORS,
} from '../../lib/route-schemas.ts';
import type { AddressesService } from './addresses.service.ts';

const tags = ['addresses'];

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
        summary: 'Saved addresses: the default first, then the newest',
        response: { 200: AddressesResponseSchema, ...GUARD_ERRORS },
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
        summary: `Save an address (country IN by default: 6-digit PIN and Indian mobile). The first one becomes the default; isDefault true moves the default here. At most ${ADDRESSES_MAX} (409)`,
        body: AddressInputSchema,
        response: { 201: AddressResponseSchema, 409: ApiErrorSchema, ...INPUT_ERRORS },
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
        summary:
          "Change some fields of an address (`_id` plus the fields); the PIN and phone rules apply to the result. isDefault true makes it the default; the default stays so until another address is chosen. Another customer's address answers 404",
        body: AddressUpdateSchema,
        response: { 200: AddressResponseSchema, ...WRITE_ERRORS },
      },
    },
    (request) => addresses.update(authOf(request).user._id, request.body),
  );

  app.delete(
    '/delete/:id',
    {
      onRequest: guards.requireUser,
      schema: deleteByIdSchema({
        tags,
        summary:
          "Delete an address; if it was the default, the most recent remaining one becomes the default. Another customer's address answers 404",
        errors: RECORD_ERRORS,
      }),
    },
    (request) => addresses.remove(authOf(request).user._id, request.params.id),
  );
};

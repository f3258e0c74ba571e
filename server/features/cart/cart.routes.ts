import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CartAddSchema, CartSchema, LineDeleteSchema, LineUpdateSchema } from '#contract/cart.ts';
import { ApiErrorSchema } from '#contract/errors.ts';
import { authOf, type AuthGuards } from '../../lib/auth-guards.ts';
import { GUARD_ERRORS, WRITE_ERRORS } from '../../lib/route-schemas.ts';
import type { CartService } from './cart.service.ts';

const tags = ['cart'];
const WHOLE_CART =
  'Answers the whole cart at today’s prices; `available` is false for a line whose piece is off sale or short of stock, and the totals count only available lines (the order step refuses the others)';

/** /api/cart: the signed-in customer's cart; every call answers the whole cart (DESIGN §4). */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService; guards: AuthGuards }> = async (
  app,
  { cart, guards },
) => {
  app.post(
    '/create',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: `Add a variant of a piece (qty 1 by default). variantId is required when the product has more than one variant (else 400 naming the choices, path variantId); an older client's size names the variant with that size option. The same variant again raises its line's quantity and takes today's price as the one seen. Quantity up to the variant's stock (else 409 OUT_OF_STOCK with "available: N" in details) and up to the shop's per-line maximum (else 400); a metal-rate variant whose rate is not set answers 409. Each line carries priceChanged and previousPrice when its price moved since it was added. Answers 200, like every cart call. ${WHOLE_CART}`,
        body: CartAddSchema,
        response: { 200: CartSchema, 409: ApiErrorSchema, ...WRITE_ERRORS },
      },
    },
    (request) => cart.addItem(authOf(request).user._id, request.body),
  );

  app.get(
    '/get',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: `The cart, oldest line first. ${WHOLE_CART}`,
        response: { 200: CartSchema, ...GUARD_ERRORS },
      },
    },
    (request) => cart.getCart(authOf(request).user._id),
  );

  app.put(
    '/update',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: `Set a line's quantity (1 to the stock and the per-line maximum). Another customer's line answers 404. ${WHOLE_CART}`,
        body: LineUpdateSchema,
        response: { 200: CartSchema, 409: ApiErrorSchema, ...WRITE_ERRORS },
      },
    },
    (request) => cart.updateItem(authOf(request).user._id, request.body),
  );

  app.delete(
    '/delete',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: `Remove a line (JSON body { _id }). Another customer's line answers 404. ${WHOLE_CART}`,
        body: LineDeleteSchema,
        response: { 200: CartSchema, ...WRITE_ERRORS },
      },
    },
    (request) => cart.removeItem(authOf(request).user._id, request.body._id),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LineDeleteSchema,
  LineUpdateSchema,
  WishlistAddSchema,
  WishlistSchema,
} from '#contract/cart.ts';
import { ApiErrorSchema } from '#contract/errors.ts';
import { authOf, type AuthGuards } from '../../lib/auth-guards.ts';
import { GUARD_ERRORS, WRITE_ERRORS } from '../../lib/route-schemas.ts';
import type { WishlistService } from './wishlist.service.ts';

const tags = ['wishlist'];
const WHOLE_LIST = 'Answers the whole wishlist, newest first';

/**
 * The wishlist at SPEC's exact paths: create and get under /api/wishlist, update and delete under
 * /api/wishList (capital L). Register with the prefix /api.
 */
export const wishlistRoutes: FastifyPluginAsyncZod<{
  wishlist: WishlistService;
  guards: AuthGuards;
}> = async (app, { wishlist, guards }) => {
  app.post(
    '/wishlist/create',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: `Save a variant of a piece (qty 1 by default, up to the per-line maximum); without variantId the product's first variant. Saving it again keeps the one entry (200). A piece off sale answers 404. ${WHOLE_LIST}`,
        body: WishlistAddSchema,
        response: { 200: WishlistSchema, 409: ApiErrorSchema, ...WRITE_ERRORS },
      },
    },
    (request) => wishlist.addItem(authOf(request).user._id, request.body),
  );

  app.get(
    '/wishlist/get',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: `The saved pieces; one taken off sale stays listed with isActive false. ${WHOLE_LIST}`,
        response: { 200: WishlistSchema, ...GUARD_ERRORS },
      },
    },
    (request) => wishlist.getWishlist(authOf(request).user._id),
  );

  app.put(
    '/wishList/update',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: `Set an entry's quantity. Another customer's entry answers 404. ${WHOLE_LIST}`,
        body: LineUpdateSchema,
        response: { 200: WishlistSchema, ...WRITE_ERRORS },
      },
    },
    (request) => wishlist.updateItem(authOf(request).user._id, request.body),
  );

  app.delete(
    '/wishList/delete',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: `Remove an entry (JSON body { _id }). Another customer's entry answers 404. ${WHOLE_LIST}`,
        body: LineDeleteSchema,
        response: { 200: WishlistSchema, ...WRITE_ERRORS },
      },
    },
    (request) => wishlist.removeItem(authOf(request).user._id, request.body._id),
  );
};

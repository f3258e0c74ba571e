import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '#contract/auth.ts';
import {
  ReviewBodySchema,
  ReviewResponseSchema,
  ReviewsResponseSchema,
} from '#contract/catalog.ts';
import { ApiErrorSchema } from '#contract/errors.ts';
import { type ResponseCache, cacheCatalogReads } from '../../lib/response-cache.ts';
import { type AuthGuards, authOf } from '../../lib/auth-guards.ts';
import type { PublicReads } from '../../lib/public-reads.ts';
import { idParamsSchema, WRITE_ERRORS } from '../../lib/route-schemas.ts';
import type { ReviewsService } from './reviews.service.ts';

type Options = {
  cache: ResponseCache;
  reviews: ReviewsService;
  guards: AuthGuards;
  reads: PublicReads;
};

const ProductIdParams = idParamsSchema('productId');

/** SPEC §7's review calls under /api/product. */
export const reviewRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { reviews, guards, reads } = options;
  cacheCatalogReads(app, options.cache);

  reads.route(
    app,
    '/reviews/:productId',
    {
      tags: ['reviews'],
      summary:
        "A product's reviews (product by id or slug), newest first, with its average rating and count",
      params: ProductIdParams,
      response: { 200: ReviewsResponseSchema, 404: ApiErrorSchema },
    },
    ({ params }) => reviews.forProduct(params.productId),
  );

  app.post(
    '/review/:productId',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['reviews'],
        summary:
          'Review a product (`{ reviewData: { rating 1–5, comment } }` or flat); a second review edits the first. ' +
          'The product by id or slug. Needs a verified e-mail',
        params: ProductIdParams,
        body: ReviewBodySchema,
        response: { 201: ReviewResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const input = 'reviewData' in request.body ? request.body.reviewData : request.body;
      const result = await reviews.upsert(authOf(request), request.params.productId, input);
      return reply.status(201).send(result);
    },
  );

  app.delete(
    '/review/:productId/:reviewId',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Delete a review (its author or staff)',
        params: idParamsSchema('productId', 'reviewId'),
        response: { 200: MessageSchema, ...WRITE_ERRORS },
      },
    },
    (request) => reviews.remove(authOf(request), request.params.productId, request.params.reviewId),
  );
};

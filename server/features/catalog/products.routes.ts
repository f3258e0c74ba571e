import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProductListQuerySchema,
  ProductQuerySchema,
  ProductListSchema,
  ProductMetalsSchema,
  ProductResponseSchema,
  SimilarProductsQuerySchema,
  SimilarProductsSchema,
} from '#contract/catalog.ts';
import { ApiErrorSchema } from '#contract/errors.ts';
import { isStaffRole } from '#contract/user.ts';
import { type ResponseCache, cacheCatalogReads } from '../../lib/response-cache.ts';
import type { AuthGuards } from '../../lib/auth-guards.ts';
import { sendJsonText } from '../../lib/json-text.ts';
import { IdParamsSchema } from '../../lib/route-schemas.ts';
import type { ProductsService } from './products.service.ts';

type Options = { cache: ResponseCache; products: ProductsService; guards: AuthGuards };

const tags = ['products'];
const PUBLIC_CACHE = 'public, max-age=30';

/** SPEC §7's public product reads under /api/product. */
export const productRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { products, guards } = options;
  cacheCatalogReads(app, options.cache);
  const isStaff = async (request: Parameters<AuthGuards['identify']>[0]) => {
    const auth = await guards.identify(request);
    return auth !== undefined && isStaffRole(auth.user.role);
  };

  app.get(
    '/get',
    {
      schema: {
        tags,
        summary:
          'List active products: search (full text, typo-tolerant), filters, sort, paging (limit 12 by default, capped at 48). ' +
          '`category`/`jewelleryCategory` take an id or a slug; prices in paise.',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (request.query.includeInactive === 'true' && (await isStaff(request))) {
        reply.header('cache-control', 'private, no-store');
        return sendJsonText(reply, await products.list(request.query, { includeInactive: true }));
      }
      reply.header('cache-control', PUBLIC_CACHE);
      return sendJsonText(reply, await products.list(request.query));
    },
  );

  app.get(
    '/get/:id',
    {
      schema: {
        tags,
        summary:
          'One product by id or slug, with its variants and latest reviews (inactive ones only for staff). ' +
          '`variant` picks the variant whose `priceBreakdown` the product carries (an unknown one falls back to the default)',
        params: IdParamsSchema,
        querystring: ProductQuerySchema,
        response: { 200: ProductResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const product = await products.get(request.params.id, {
        canSeeInactive: await isStaff(request),
        variantId: request.query.variant,
      });
      return sendJsonText(reply, `{"product":${product}}`);
    },
  );

  app.get(
    '/similar',
    {
      schema: {
        tags,
        summary: 'Pieces of the same kind or collection, nearest in price, in stock first',
        querystring: SimilarProductsQuerySchema,
        response: { 200: SimilarProductsSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const similar = await products.similar(request.query.productId, request.query.limit);
      return sendJsonText(reply, `{"similarProducts":${similar}}`);
    },
  );

  app.get(
    '/metals',
    {
      schema: {
        tags,
        summary:
          'The metals of the pieces on sale, each once (the choices of the listing’s `metal` filter)',
        response: { 200: ProductMetalsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return { metals: await products.metals() };
    },
  );
};

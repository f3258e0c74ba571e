import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductQuerySchema,
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
import type { PublicReads, ReadInput } from '../../lib/public-reads.ts';
import { IdParamsSchema } from '../../lib/route-schemas.ts';
import type { ProductsService } from './products.service.ts';

type Options = {
  cache: ResponseCache;
  products: ProductsService;
  guards: AuthGuards;
  reads: PublicReads;
};

const tags = ['products'];
const PUBLIC_CACHE = 'public, max-age=30';

/** SPEC §7's public product reads under /api/product. */
export const productRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { products, guards, reads } = options;
  cacheCatalogReads(app, options.cache);
  const isStaff = async (request: Parameters<AuthGuards['identify']>[0]) => {
    const auth = await guards.identify(request);
    return auth !== undefined && isStaffRole(auth.user.role);
  };

  const listSchema = {
    tags,
    summary:
      'List active products: search (full text, typo-tolerant), filters, sort, paging (limit 12 by default, capped at 48). ' +
      '`category`/`jewelleryCategory` take an id or a slug; prices in paise. Whole products, or with ' +
      '`view=card` only what a card shows (ProductCard: name, first image, kind, price, stock).',
    querystring: ProductListQuerySchema,
    response: { 200: ProductListResponseSchema, 400: ApiErrorSchema },
  };
  const listPage = ({ query }: ReadInput<unknown, z.output<typeof ProductListQuerySchema>>) =>
    products.list(query);
  app.get('/get', { schema: listSchema }, async (request, reply) => {
    if (request.query.includeInactive === 'true' && (await isStaff(request))) {
      reply.header('cache-control', 'private, no-store');
      return sendJsonText(reply, await products.list(request.query, { includeInactive: true }));
    }
    reply.header('cache-control', PUBLIC_CACHE);
    return sendJsonText(reply, await listPage(request));
  });
  reads.offer(app, '/get', listSchema, listPage);

  const productSchema = {
    tags,
    summary:
      'One product by id or slug, with its variants and latest reviews (inactive ones only for staff). ' +
      '`variant` picks the variant whose `priceBreakdown` the product carries (an unknown one falls back to the default)',
    params: IdParamsSchema,
    querystring: ProductQuerySchema,
    response: { 200: ProductResponseSchema, 404: ApiErrorSchema },
  };
  type ProductInput = ReadInput<
    z.output<typeof IdParamsSchema>,
    z.output<typeof ProductQuerySchema>
  >;
  const oneProduct = async ({ params, query }: ProductInput, canSeeInactive = false) =>
    `{"product":${await products.get(params.id, { canSeeInactive, variantId: query.variant })}}`;
  app.get('/get/:id', { schema: productSchema }, async (request, reply) =>
    sendJsonText(reply, await oneProduct(request, await isStaff(request))),
  );
  reads.offer(app, '/get/:id', productSchema, (input) => oneProduct(input));

  reads.route(
    app,
    '/similar',
    {
      tags,
      summary:
        'Pieces of the same kind or collection, nearest in price, in stock first: whole products, ' +
        'or with `view=card` only what a card shows (ProductCard: name, first image, kind, price, stock)',
      querystring: SimilarProductsQuerySchema,
      response: { 200: SimilarProductsSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
    },
    async ({ query }) =>
      `{"similarProducts":${await products.similar(query.productId, { limit: query.limit, shape: query.view })}}`,
  );

  reads.route(
    app,
    '/metals',
    {
      tags,
      summary:
        'The metals of the pieces on sale, each once (the choices of the listing’s `metal` filter)',
      response: { 200: ProductMetalsSchema },
    },
    async () => ({ metals: await products.metals() }),
    { cacheControl: PUBLIC_CACHE },
  );
};

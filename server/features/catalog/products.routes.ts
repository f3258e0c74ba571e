import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageSchema } from '#contract/auth.ts';
import {
  PRODUCT_IMAGES_MAX,
  ProductInputSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductMetalsSchema,
  ProductResponseSchema,
  ProductUpdateSchema,
  ReviewBodySchema,
  ReviewResponseSchema,
  ReviewsResponseSchema,
  SimilarProductsQuerySchema,
  SimilarProductsSchema,
} from '#contract/catalog.ts';
import { ApiErrorSchema } from '#contract/errors.ts';
import { isStaffRole } from '#contract/user.ts';
import {
  parseFields,
  readMultipart,
  STAFF_UPLOADS_NOTE,
  UPLOAD_RATE_LIMITS,
} from '../../lib/multipart.ts';
import { type ResponseCache, cacheCatalogReads } from '../../lib/response-cache.ts';
import { type AuthGuards, authOf } from '../auth/authenticate.ts';
import type { ProductAdminService } from './product-admin.service.ts';
import type { ProductsService } from './products.service.ts';
import type { ReviewsService } from './reviews.service.ts';

type Options = {
  cache: ResponseCache;
  products: ProductsService;
  admin: ProductAdminService;
  reviews: ReviewsService;
  guards: AuthGuards;
};

const tags = ['products'];
const security = [{ bearerAuth: [] }];
const IdParams = z.object({ id: z.string().max(200) });
const ProductIdParams = z.object({ productId: z.string().max(200) });
const staffErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};
const uploadErrors = {
  409: ApiErrorSchema,
  413: ApiErrorSchema,
  415: ApiErrorSchema,
  429: ApiErrorSchema,
};
const PUBLIC_CACHE = 'public, max-age=30';

/** SPEC §7's product calls under /api/product. */
export const productRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { products, admin, reviews, guards } = options;
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
        return products.list(request.query, { includeInactive: true });
      }
      reply.header('cache-control', PUBLIC_CACHE);
      return products.list(request.query);
    },
  );

  app.get(
    '/get/:id',
    {
      schema: {
        tags,
        summary:
          'One product by id or slug, with its latest reviews (inactive ones only for staff)',
        params: IdParams,
        response: { 200: ProductResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => ({
      product: await products.get(request.params.id, { canSeeInactive: await isStaff(request) }),
    }),
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
    async (request) => ({
      similarProducts: await products.similar(request.query.productId, request.query.limit),
    }),
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

  app.post(
    '/new',
    {
      onRequest: guards.requireStaff,
      config: { uploadLimit: UPLOAD_RATE_LIMITS.staffPerAccount },
      schema: {
        tags,
        security,
        summary: `Create a product (multipart: DESIGN §4 fields, up to ${PRODUCT_IMAGES_MAX} files \`images\`). ${STAFF_UPLOADS_NOTE}. Staff only`,
        consumes: ['multipart/form-data'],
        response: { 201: ProductResponseSchema, ...uploadErrors, ...staffErrors },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, {
        fileField: 'images',
        maxFiles: PRODUCT_IMAGES_MAX,
      });
      const product = await admin.create(parseFields(ProductInputSchema, form.fields), form.files);
      return reply.status(201).send({ product, message: `${product.name} created` });
    },
  );

  app.put(
    '/update/:id',
    {
      onRequest: guards.requireStaff,
      config: { uploadLimit: UPLOAD_RATE_LIMITS.staffPerAccount },
      schema: {
        tags,
        security,
        summary:
          'Change a product (multipart, any subset of fields). `imageOrder`: kept image ids in order; ' +
          `new \`images\` files are appended. ${STAFF_UPLOADS_NOTE}. Staff only`,
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: ProductResponseSchema, ...uploadErrors, ...staffErrors },
      },
    },
    async (request) => {
      const form = await readMultipart(request, {
        fileField: 'images',
        maxFiles: PRODUCT_IMAGES_MAX,
      });
      const product = await admin.update(
        request.params.id,
        parseFields(ProductUpdateSchema, form.fields),
        form.files,
      );
      return { product, message: `${product.name} updated` };
    },
  );

  app.delete(
    '/delete/:id',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        security,
        summary:
          'Delete a product and its images; a product that was ever ordered is archived instead (hidden everywhere, kept for its orders). Staff only',
        params: IdParams,
        response: { 200: MessageSchema, ...staffErrors },
      },
    },
    (request) => admin.remove(request.params.id),
  );

  app.get(
    '/reviews/:productId',
    {
      schema: {
        tags: ['reviews'],
        summary:
          "A product's reviews (product by id or slug), newest first, with its average rating and count",
        params: ProductIdParams,
        response: { 200: ReviewsResponseSchema, 404: ApiErrorSchema },
      },
    },
    (request) => reviews.forProduct(request.params.productId),
  );

  app.post(
    '/review/:productId',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['reviews'],
        security,
        summary:
          'Review a product (`{ reviewData: { rating 1–5, comment } }` or flat); a second review edits the first. ' +
          'The product by id or slug. Needs a verified e-mail',
        params: ProductIdParams,
        body: ReviewBodySchema,
        response: { 201: ReviewResponseSchema, ...staffErrors },
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
        security,
        summary: 'Delete a review (its author or staff)',
        params: z.object({ productId: z.string().max(200), reviewId: z.string().max(200) }),
        response: { 200: MessageSchema, ...staffErrors },
      },
    },
    (request) => reviews.remove(authOf(request), request.params.productId, request.params.reviewId),
  );
};

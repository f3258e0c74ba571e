import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_IMAGES_MAX, ProductResponseSchema } from '#contract/catalog.ts';
import { ProductInputSchema, ProductUpdateSchema } from '#contract/product-input.ts';
import { ApiErrorSchema } from '#contract/errors.ts';
import { parseFields, readMultipart } from '../../lib/multipart.ts';
import { type ResponseCache, cacheCatalogReads } from '../../lib/response-cache.ts';
import type { AuthGuards } from '../../lib/auth-guards.ts';
import {
  deleteByIdSchema,
  IdParamsSchema,
  staffUploadRoute,
  WRITE_ERRORS,
} from '../../lib/route-schemas.ts';
import type { ProductAdminService } from './product-admin.service.ts';

type Options = { cache: ResponseCache; admin: ProductAdminService; guards: AuthGuards };

const tags = ['products'];

/** SPEC §7's staff product calls under /api/product: create, change and delete. */
export const productAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { admin, guards } = options;
  cacheCatalogReads(app, options.cache);

  app.post(
    '/new',
    staffUploadRoute(guards, {
      tags,
      summary:
        `Create a product (multipart: DESIGN §4 fields, up to ${PRODUCT_IMAGES_MAX} files \`images\`). ` +
        '`variants` (DESIGN §8) is a JSON array of { sku, options, stock, pricing: fixed | metal_rate, price?, ' +
        'netWeightGrams?, makingCharge?: { type: percent | per_gram | flat, value }, stoneCharges?, otherCharges?, images?, ' +
        'certificates?: [{ kind: huid | lab, lab?, number, carat?, colour?, clarity?, cut?, pdfUrl? }] }; ' +
        'without it, price, stock and sizes make one variant or one per size (the stock shared out). ' +
        '`isReturnable` (default true) and `hsnCode` (empty: the shop default). A SKU ' +
        "another product's variant has, or a certificate number another piece has, answers 409",
      response: { 201: ProductResponseSchema, 409: ApiErrorSchema },
    }),
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
    staffUploadRoute(guards, {
      tags,
      summary:
        'Change a product (multipart, any subset of fields). `imageOrder`: kept image ids in order; ' +
        'new `images` files are appended. `variants` replaces the variants: rows with `_id` are updated, new ' +
        'rows added, missing ones deleted (their cart lines go; orders keep their copy); a variant `images` ' +
        "lists ids of the product's kept images; a variant `certificates` list makes its unsold certificates " +
        'exactly that list (omitted: kept; sold ones are never changed). Without `variants`, `price` sets ' +
        'every fixed price and a bare `stock` is refused on a product with several variants (400)',
      params: IdParamsSchema,
      response: { 200: ProductResponseSchema, 409: ApiErrorSchema },
    }),
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
      schema: deleteByIdSchema({
        tags,
        summary:
          'Delete a product and its images; a product that was ever ordered is archived instead (hidden everywhere, kept for its orders). Staff only',
        errors: WRITE_ERRORS,
      }),
    },
    (request) => admin.remove(request.params.id),
  );
};

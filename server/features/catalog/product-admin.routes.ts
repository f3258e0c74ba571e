import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageSchema } from '#contract/auth.ts';
import {
  PRODUCT_IMAGES_MAX,
  ProductInputSchema,
  ProductResponseSchema,
  ProductUpdateSchema,
} from '#contract/catalog.ts';
import { ApiErrorSchema } from '#contract/errors.ts';
import {
  parseFields,
  readMultipart,
  STAFF_UPLOADS_NOTE,
  UPLOAD_ERROR_RESPONSES,
  UPLOAD_RATE_LIMITS,
} from '../../lib/multipart.ts';
import { type ResponseCache, cacheCatalogReads } from '../../lib/response-cache.ts';
import type { AuthGuards } from '../../lib/auth-guards.ts';
import type { ProductAdminService } from './product-admin.service.ts';

type Options = { cache: ResponseCache; admin: ProductAdminService; guards: AuthGuards };

const tags = ['products'];
const security = [{ bearerAuth: [] }];
const IdParams = z.object({ id: z.string().max(200) });
const staffErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};
const uploadErrors = { 409: ApiErrorSchema, ...UPLOAD_ERROR_RESPONSES };

/** SPEC §7's staff product calls under /api/product: create, change and delete. */
export const productAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { admin, guards } = options;
  cacheCatalogReads(app, options.cache);

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
};

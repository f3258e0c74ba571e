import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoriesResponseSchema,
  CategoryInputSchema,
  type CategoryKind,
  CategoryResponseSchema,
  CategoryUpdateSchema,
} from '#contract/catalog.ts';
import { ApiErrorSchema } from '#contract/errors.ts';
import { MessageSchema } from '#contract/auth.ts';
import {
  parseFields,
  readMultipart,
  STAFF_UPLOADS_NOTE,
  UPLOAD_ERROR_RESPONSES,
  UPLOAD_RATE_LIMITS,
} from '../../lib/multipart.ts';
import { type ResponseCache, cacheCatalogReads } from '../../lib/response-cache.ts';
import type { AuthGuards } from '../../lib/auth-guards.ts';
import type { CategoriesService } from './categories.service.ts';

type Options = {
  kind: CategoryKind;
  categories: CategoriesService;
  guards: AuthGuards;
  cache: ResponseCache;
};

const IdParams = z.object({ id: z.string().max(200) });
const security = [{ bearerAuth: [] }];
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};
const uploadErrors = { 409: ApiErrorSchema, ...UPLOAD_ERROR_RESPONSES };

/** SPEC §7's four category calls; registered under /api/category and under /api/jewellery. */
export const categoryRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { kind, categories, guards, cache },
) => {
  cacheCatalogReads(app, cache);
  const tags = [kind === 'category' ? 'categories' : 'collections'];
  const what = kind === 'category' ? 'kind of piece' : 'collection';

  app.get(
    '/get',
    {
      schema: {
        tags,
        summary: `Every ${what}, by name, with its active product count`,
        response: { 200: CategoriesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { categories: await categories.list(kind) };
    },
  );

  app.post(
    '/add',
    {
      onRequest: guards.requireStaff,
      config: { uploadLimit: UPLOAD_RATE_LIMITS.staffPerAccount },
      schema: {
        tags,
        security,
        summary: `Add a ${what} (multipart: name, description, file image). ${STAFF_UPLOADS_NOTE}. Staff only`,
        consumes: ['multipart/form-data'],
        response: {
          201: CategoryResponseSchema,
          ...uploadErrors,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, { fileField: 'image', maxFiles: 1 });
      const input = parseFields(CategoryInputSchema, form.fields);
      const category = await categories.add(kind, input, form.files[0]);
      return reply.status(201).send({ category, message: `${category.name} added` });
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
        summary: `Change a ${what}'s name, description or image (multipart). ${STAFF_UPLOADS_NOTE}. Staff only`,
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: {
          200: CategoryResponseSchema,
          ...uploadErrors,
          ...errors,
        },
      },
    },
    async (request) => {
      const form = await readMultipart(request, { fileField: 'image', maxFiles: 1 });
      const input = parseFields(CategoryUpdateSchema, form.fields);
      const category = await categories.update(kind, request.params.id, input, form.files[0]);
      return { category, message: `${category.name} updated` };
    },
  );

  app.delete(
    '/delete/:id',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        security,
        summary: `Delete a ${what}; 409 (with the count) while products on sale or in draft use it; archived products only lose the link. Staff only`,
        params: IdParams,
        response: { 200: MessageSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    (request) => categories.remove(kind, request.params.id),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoriesResponseSchema,
  CategoryInputSchema,
  type CategoryKind,
  CategoryResponseSchema,
  CategoryUpdateSchema,
} from '#contract/catalog.ts';
import { ApiErrorSchema } from '#contract/errors.ts';
import { parseFields, readMultipart } from '../../lib/multipart.ts';
import { type ResponseCache, cacheCatalogReads } from '../../lib/response-cache.ts';
import type { AuthGuards } from '../../lib/auth-guards.ts';
import type { PublicReads } from '../../lib/public-reads.ts';
import {
  deleteByIdSchema,
  IdParamsSchema,
  staffUploadRoute,
  WRITE_ERRORS,
} from '../../lib/route-schemas.ts';
import type { CategoriesService } from './categories.service.ts';

type Options = {
  kind: CategoryKind;
  categories: CategoriesService;
  guards: AuthGuards;
  cache: ResponseCache;
  reads: PublicReads;
};

/** SPEC §7's four category calls; registered under /api/category and under /api/jewellery. */
export const categoryRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { kind, categories, guards, cache, reads },
) => {
  cacheCatalogReads(app, cache);
  const tags = [kind === 'category' ? 'categories' : 'collections'];
  const what = kind === 'category' ? 'kind of piece' : 'collection';

  reads.route(
    app,
    '/get',
    {
      tags,
      summary: `Every ${what}, by name, with its active product count`,
      response: { 200: CategoriesResponseSchema },
    },
    async () => ({ categories: await categories.list(kind) }),
    { cacheControl: 'public, max-age=60' },
  );

  app.post(
    '/add',
    staffUploadRoute(guards, {
      tags,
      summary: `Add a ${what} (multipart: name, description, file image)`,
      response: { 201: CategoryResponseSchema, 409: ApiErrorSchema },
    }),
    async (request, reply) => {
      const form = await readMultipart(request, { fileField: 'image', maxFiles: 1 });
      const input = parseFields(CategoryInputSchema, form.fields);
      const category = await categories.add(kind, input, form.files[0]);
      return reply.status(201).send({ category, message: `${category.name} added` });
    },
  );

  app.put(
    '/update/:id',
    staffUploadRoute(guards, {
      tags,
      summary: `Change a ${what}'s name, description or image (multipart)`,
      params: IdParamsSchema,
      response: { 200: CategoryResponseSchema, 409: ApiErrorSchema },
    }),
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
      schema: deleteByIdSchema({
        tags,
        summary: `Delete a ${what}; 409 (with the count) while products on sale or in draft use it; archived products only lose the link. Staff only`,
        errors: { 409: ApiErrorSchema, ...WRITE_ERRORS },
      }),
    },
    (request) => categories.remove(kind, request.params.id),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PhotoInputSchema, PhotoResponseSchema, PhotosResponseSchema } from '#contract/content.ts';
import { parseFields, readMultipart } from '../../lib/multipart.ts';
import type { AuthGuards } from '../../lib/auth-guards.ts';
import type { PublicReads } from '../../lib/public-reads.ts';
import { deleteByIdSchema, staffUploadRoute, WRITE_ERRORS } from '../../lib/route-schemas.ts';
import type { PhotosService } from './photos.service.ts';

const tags = ['photos'];

/** /api/photo: the gallery. Everyone sees it; staff upload and delete. */
export const photoRoutes: FastifyPluginAsyncZod<{
  photos: PhotosService;
  guards: AuthGuards;
  reads: PublicReads;
}> = async (app, { photos, guards, reads }) => {
  reads.route(
    app,
    '/all',
    {
      tags,
      summary: 'Every gallery photo, newest first, with its WebP renditions',
      response: { 200: PhotosResponseSchema },
    },
    async () => ({ photos: await photos.list() }),
  );

  app.post(
    '/upload',
    staffUploadRoute(guards, {
      tags,
      summary:
        'Add a photo (multipart: file photo, optional caption used as alt text; JPEG, PNG, WebP or AVIF, at most 5 MB)',
      response: { 201: PhotoResponseSchema },
    }),
    async (request, reply) => {
      const form = await readMultipart(request, { fileField: 'photo', maxFiles: 1 });
      const input = parseFields(PhotoInputSchema, form.fields);
      const photo = await photos.upload(input, form.files[0]);
      return reply.status(201).send({ photo, message: 'Photo added' });
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: guards.requireStaff,
      schema: deleteByIdSchema({
        tags,
        summary: 'Delete a photo and its files. Staff only',
        errors: WRITE_ERRORS,
      }),
    },
    (request) => photos.remove(request.params.id),
  );
};

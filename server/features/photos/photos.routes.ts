import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageSchema } from '#contract/auth.ts';
import { PhotoInputSchema, PhotoResponseSchema, PhotosResponseSchema } from '#contract/content.ts';
import { ApiErrorSchema } from '#contract/errors.ts';
import {
  parseFields,
  readMultipart,
  STAFF_UPLOADS_NOTE,
  UPLOAD_ERROR_RESPONSES,
  UPLOAD_RATE_LIMITS,
} from '../../lib/multipart.ts';
import type { AuthGuards } from '../../lib/auth-guards.ts';
import type { PhotosService } from './photos.service.ts';

const tags = ['photos'];
const security = [{ bearerAuth: [] }];
const IdParams = z.object({ id: z.string().max(200) });
const staffErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};

/** /api/photo: the gallery. Everyone sees it; staff upload and delete. */
export const photoRoutes: FastifyPluginAsyncZod<{
  photos: PhotosService;
  guards: AuthGuards;
}> = async (app, { photos, guards }) => {
  app.get(
    '/all',
    {
      schema: {
        tags,
        summary: 'Every gallery photo, newest first, with its WebP renditions',
        response: { 200: PhotosResponseSchema },
      },
    },
    async () => ({ photos: await photos.list() }),
  );

  app.post(
    '/upload',
    {
      onRequest: guards.requireStaff,
      config: { uploadLimit: UPLOAD_RATE_LIMITS.staffPerAccount },
      schema: {
        tags,
        security,
        summary: `Add a photo (multipart: file photo, optional caption used as alt text; JPEG, PNG, WebP or AVIF, at most 5 MB). ${STAFF_UPLOADS_NOTE}. Staff only`,
        consumes: ['multipart/form-data'],
        response: {
          201: PhotoResponseSchema,
          ...UPLOAD_ERROR_RESPONSES,
          ...staffErrors,
        },
      },
    },
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
      schema: {
        tags,
        security,
        summary: 'Delete a photo and its files. Staff only',
        params: IdParams,
        response: { 200: MessageSchema, ...staffErrors },
      },
    },
    (request) => photos.remove(request.params.id),
  );
};

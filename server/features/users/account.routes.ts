import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '#contract/errors.ts';
import {
  AvatarResponseSchema,
  MeResponseSchema,
  MessageSchema,
  UpdatePasswordSchema,
  UpdateUserResponseSchema,
  UpdateUserSchema,
} from '#contract/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { type AuthGuards, authOf } from '../auth/authenticate.ts';
import type { AccountService } from './account.service.ts';

const tags = ['account'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };

/** The signed-in customer's own account under /api/user. */
export const accountRoutes: FastifyPluginAsyncZod<{
  account: AccountService;
  guards: AuthGuards;
}> = async (app, { account, guards }) => {
  app.addHook('preHandler', guards.requireUser);

  app.get(
    '/me',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in user',
        response: { 200: MeResponseSchema, ...errors },
      },
    },
    (request) => account.me(authOf(request)),
  );

  app.put(
    '/update-user',
    {
      schema: {
        tags,
        security,
        summary:
          'Change name, phone or e-mail (a new e-mail must be verified again; its code is rate-limited like other codes, 429 with Retry-After)',
        body: UpdateUserSchema,
        response: {
          200: UpdateUserResponseSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
          ...errors,
        },
      },
    },
    (request) => account.updateProfile(authOf(request), request.body, { ip: request.ip }),
  );

  app.put(
    '/upload-avatar',
    {
      schema: {
        tags,
        security,
        summary:
          'Upload a profile picture (multipart field `avatar`: JPEG, PNG, WebP or AVIF up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: AvatarResponseSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const file = await request.file();
      if (!file || file.fieldname !== 'avatar') {
        throw new AppError('BAD_REQUEST', 'Choose an image to upload as `avatar`');
      }
      return account.uploadAvatar(authOf(request), await file.toBuffer());
    },
  );

  app.put(
    '/update/password',
    {
      schema: {
        tags,
        security,
        summary: 'Change the password; other sessions end, this one stays',
        body: UpdatePasswordSchema,
        response: { 200: MessageSchema, 429: ApiErrorSchema, ...errors },
      },
    },
    (request) => account.changePassword(authOf(request), request.body),
  );
};

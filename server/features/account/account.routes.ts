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
import { UPLOAD_ERROR_RESPONSES, UPLOAD_RATE_LIMITS, readMultipart } from '../../lib/multipart.ts';
import { type AuthGuards, authOf } from '../../lib/auth-guards.ts';
import { AVATAR_MAX_PIXELS, type AccountService } from './account.service.ts';
import { guardEveryRoute } from '../../lib/route-access.ts';

const tags = ['account'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };

/** The signed-in customer's own account under /api/user. */
export const accountRoutes: FastifyPluginAsyncZod<{
  account: AccountService;
  guards: AuthGuards;
}> = async (app, { account, guards }) => {
  guardEveryRoute(app, guards.requireUser);

  app.get(
    '/me',
    {
      schema: {
        tags,
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
        summary:
          'Change name, phone or e-mail. A new e-mail needs `currentPassword` (400 when missing or wrong; tries count against the password-check limit, 429) and must be verified again; its code is rate-limited like other codes (429 with Retry-After), and a notice goes to the old address',
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
      config: { uploadLimit: UPLOAD_RATE_LIMITS.avatarPerAccount },
      schema: {
        tags,
        summary: `Upload a profile picture (multipart field \`avatar\`: JPEG, PNG, WebP or AVIF up to 5 MB and ${AVATAR_MAX_PIXELS / 1_000_000} megapixels, else 413). ${UPLOAD_RATE_LIMITS.avatarPerAccount.max} uploads an hour per account (429 with Retry-After); a malformed form answers 400`,
        consumes: ['multipart/form-data'],
        response: {
          200: AvatarResponseSchema,
          ...UPLOAD_ERROR_RESPONSES,
          ...errors,
        },
      },
    },
    async (request) => {
      const form = await readMultipart(request, { fileField: 'avatar', maxFiles: 1 });
      return account.uploadAvatar(authOf(request), form.files[0]);
    },
  );

  app.put(
    '/update/password',
    {
      schema: {
        tags,
        summary: 'Change the password; other sessions end, this one stays',
        body: UpdatePasswordSchema,
        response: { 200: MessageSchema, 429: ApiErrorSchema, ...errors },
      },
    },
    (request) => account.changePassword(authOf(request), request.body),
  );
};

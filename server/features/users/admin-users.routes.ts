import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminUserDetailSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  UserResponseSchema,
  UserRoleInputSchema,
  UserStatusInputSchema,
} from '#contract/admin.ts';
import { ApiErrorSchema } from '#contract/errors.ts';
import { type AuthGuards, authOf } from '../../lib/auth-guards.ts';
import {
  deleteByIdSchema,
  idParamsSchema,
  IdParamsSchema,
  INPUT_ERRORS,
  RECORD_ERRORS,
  WRITE_ERRORS,
} from '../../lib/route-schemas.ts';
import type { AdminUsersService } from './admin-users.service.ts';

const tags = ['admin: users'];

/** /api/user/admin: staff read and manage accounts (DESIGN §3). */
export const adminUserRoutes: FastifyPluginAsyncZod<{
  users: AdminUsersService;
  guards: AuthGuards;
}> = async (app, { users, guards }) => {
  app.get(
    '/get',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        summary:
          'Users, newest first by default: `search` in name or e-mail, `role`, `status`, `sort`; page (limit 10, at most 100). Staff only',
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersResponseSchema, 404: ApiErrorSchema, ...INPUT_ERRORS },
      },
    },
    async (request) => users.list(request.query),
  );

  app.get(
    '/get/:id',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        summary: 'One user with their orders and saved addresses. Staff only',
        params: IdParamsSchema,
        response: { 200: AdminUserDetailSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => users.detail(authOf(request), request.params.id),
  );

  app.patch(
    '/:userId/status',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        summary:
          'Block or unblock a user (`active` | `blocked`); blocking ends their sessions at once. Not yourself; staff accounts only by an ADMIN',
        params: idParamsSchema('userId'),
        body: UserStatusInputSchema,
        response: { 200: UserResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => users.setStatus(authOf(request), request.params.userId, request.body.status),
  );

  app.put(
    '/update',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags,
        summary:
          "Change a user's role, named by e-mail (`USER` | `MANAGER` | `ADMIN`). ADMIN only; not your own; the last ADMIN stays",
        body: UserRoleInputSchema,
        response: { 200: UserResponseSchema, 409: ApiErrorSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => users.setRole(authOf(request), request.body),
  );

  app.delete(
    '/delete/:id',
    {
      onRequest: guards.requireAdmin,
      schema: deleteByIdSchema({
        tags,
        summary:
          'Delete a user; their orders stay for the accounts with personal data removed. ADMIN only; not yourself; the last ADMIN stays',
        errors: { 409: ApiErrorSchema, ...RECORD_ERRORS },
      }),
    },
    async (request) => users.remove(authOf(request), request.params.id),
  );
};

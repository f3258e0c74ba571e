import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '#contract/auth.ts';
import {
  CONTACT_PAGE_SIZE,
  CONTACT_PAGE_SIZE_MAX,
  ContactInputSchema,
  ContactsQuerySchema,
  ContactsResponseSchema,
  DELETE_OLD_DEFAULT_DAYS,
  DeleteOldBodySchema,
  DeleteOldQuerySchema,
  DeleteOldResponseSchema,
} from '#contract/content.ts';
import { ApiErrorSchema } from '#contract/errors.ts';
import { authOf, type AuthGuards } from '../../lib/auth-guards.ts';
import { INPUT_ERRORS } from '../../lib/route-schemas.ts';
import { type ContactService, MANAGER_DELETE_OLD_MIN_DAYS } from './contact.service.ts';

const tags = ['contact'];

/** /api/contact: anyone may write; staff read and clear out old messages. */
export const contactRoutes: FastifyPluginAsyncZod<{
  contact: ContactService;
  guards: AuthGuards;
}> = async (app, { contact, guards }) => {
  app.post(
    '/submit',
    {
      schema: {
        tags,
        summary: 'Send the shop a message (no sign-in needed). 5 per hour per address',
        body: ContactInputSchema,
        response: { 201: MessageSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await contact.submit(request.body, { ip: request.ip })),
  );

  app.get(
    '/see',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        summary: `Contact messages by page (default ${CONTACT_PAGE_SIZE}, at most ${CONTACT_PAGE_SIZE_MAX}); search name, e-mail, subject or message; sort newest (default) or oldest. Staff only`,
        querystring: ContactsQuerySchema,
        response: { 200: ContactsResponseSchema, ...INPUT_ERRORS },
      },
    },
    (request) => contact.list(request.query),
  );

  app.delete(
    '/deleteold',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        summary: `Delete messages older than \`days\` (query or body; default ${DELETE_OLD_DEFAULT_DAYS}). Staff only; a MANAGER asking for fewer than ${MANAGER_DELETE_OLD_MIN_DAYS} days gets 403 (an ADMIN may go down to 1)`,
        querystring: DeleteOldQuerySchema,
        body: DeleteOldBodySchema,
        response: { 200: DeleteOldResponseSchema, ...INPUT_ERRORS },
      },
    },
    (request) =>
      contact.deleteOlderThan(
        authOf(request),
        request.query.days ?? request.body?.days ?? DELETE_OLD_DEFAULT_DAYS,
      ),
  );
};

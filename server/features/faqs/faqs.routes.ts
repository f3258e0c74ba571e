import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageSchema } from '#contract/auth.ts';
import {
  FaqInputSchema,
  FaqResponseSchema,
  FaqsResponseSchema,
  FaqUpdateSchema,
} from '#contract/content.ts';
import { ApiErrorSchema } from '#contract/errors.ts';
import type { AuthGuards } from '../../lib/auth-guards.ts';
import type { FaqsService } from './faqs.service.ts';

const tags = ['faqs'];
const security = [{ bearerAuth: [] }];
const IdParams = z.object({ id: z.string().max(200) });
const staffErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};

/** /api/faqs: everyone reads; staff write. Payloads and answers carry `data` (DESIGN §4). */
export const faqRoutes: FastifyPluginAsyncZod<{ faqs: FaqsService; guards: AuthGuards }> = async (
  app,
  { faqs, guards },
) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Every FAQ, in order',
        response: { 200: FaqsResponseSchema },
      },
    },
    async () => ({ data: await faqs.list() }),
  );

  app.post(
    '/',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        security,
        summary: 'Add an FAQ; it goes last unless `order` places it. Staff only',
        body: FaqInputSchema,
        response: { 201: FaqResponseSchema, ...staffErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await faqs.add(request.body), message: 'FAQ added' }),
  );

  app.put(
    '/:id',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        security,
        summary: 'Change an FAQ’s question, answer or order. Staff only',
        params: IdParams,
        body: FaqUpdateSchema,
        response: { 200: FaqResponseSchema, ...staffErrors },
      },
    },
    async (request) => ({
      data: await faqs.update(request.params.id, request.body),
      message: 'FAQ updated',
    }),
  );

  app.delete(
    '/:id',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        security,
        summary: 'Delete an FAQ. Staff only',
        params: IdParams,
        response: { 200: MessageSchema, ...staffErrors },
      },
    },
    (request) => faqs.remove(request.params.id),
  );
};

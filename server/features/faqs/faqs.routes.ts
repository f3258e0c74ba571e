import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FaqInputSchema,
  FaqResponseSchema,
  FaqsResponseSchema,
  FaqUpdateSchema,
} from '#contract/content.ts';
import type { AuthGuards } from '../../lib/auth-guards.ts';
import type { PublicReads } from '../../lib/public-reads.ts';
import { deleteByIdSchema, IdParamsSchema, WRITE_ERRORS } from '../../lib/route-schemas.ts';
import type { FaqsService } from './faqs.service.ts';

const tags = ['faqs'];

/** /api/faqs: everyone reads; staff write. Payloads and answers carry `data` (DESIGN §4). */
export const faqRoutes: FastifyPluginAsyncZod<{
  faqs: FaqsService;
  guards: AuthGuards;
  reads: PublicReads;
}> = async (app, { faqs, guards, reads }) => {
  reads.route(
    app,
    '/',
    { tags, summary: 'Every FAQ, in order', response: { 200: FaqsResponseSchema } },
    async () => ({ data: await faqs.list() }),
  );

  app.post(
    '/',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        summary: 'Add an FAQ; it goes last unless `order` places it. Staff only',
        body: FaqInputSchema,
        response: { 201: FaqResponseSchema, ...WRITE_ERRORS },
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
        summary: 'Change an FAQ’s question, answer or order. Staff only',
        params: IdParamsSchema,
        body: FaqUpdateSchema,
        response: { 200: FaqResponseSchema, ...WRITE_ERRORS },
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
      schema: deleteByIdSchema({
        tags,
        summary: 'Delete an FAQ. Staff only',
        errors: WRITE_ERRORS,
      }),
    },
    (request) => faqs.remove(request.params.id),
  );
};

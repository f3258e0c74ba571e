import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PoliciesResponseSchema,
  PolicyInputSchema,
  type PolicyKind,
  PolicyResponseSchema,
  PolicyUpdateSchema,
} from '#contract/content.ts';
import type { AuthGuards } from '../../lib/auth-guards.ts';
import type { PublicReads } from '../../lib/public-reads.ts';
import { deleteByIdSchema, IdParamsSchema, WRITE_ERRORS } from '../../lib/route-schemas.ts';
import type { PoliciesService } from './policies.service.ts';

type Options = {
  kind: PolicyKind;
  policies: PoliciesService;
  guards: AuthGuards;
  reads: PublicReads;
};

/** SPEC §7's policy calls; registered under /api/privacy and under /api/terms. */
export const policyRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { kind, policies, guards, reads },
) => {
  const tags = [kind === 'privacy' ? 'privacy' : 'terms'];
  const what = kind === 'privacy' ? 'privacy policy' : 'terms';

  reads.route(
    app,
    '/',
    {
      tags,
      summary: `The ${what}, section by section in order; \`html\` is the sanitised rendering`,
      response: { 200: PoliciesResponseSchema },
    },
    async () => ({ data: await policies.list(kind) }),
  );

  app.post(
    '/',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        summary: `Add a section to the ${what} (title, Markdown content). Staff only`,
        body: PolicyInputSchema,
        response: { 201: PolicyResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await policies.add(kind, request.body)),
  );

  app.put(
    '/:id',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        summary: `Change a section of the ${what}. Staff only`,
        params: IdParamsSchema,
        body: PolicyUpdateSchema,
        response: { 200: PolicyResponseSchema, ...WRITE_ERRORS },
      },
    },
    (request) => policies.update(kind, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      onRequest: guards.requireStaff,
      schema: deleteByIdSchema({
        tags,
        summary: `Delete a section of the ${what}. Staff only`,
        errors: WRITE_ERRORS,
      }),
    },
    (request) => policies.remove(kind, request.params.id),
  );
};

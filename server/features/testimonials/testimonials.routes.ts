import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '#contract/errors.ts';
import {
  StaffTestimonialsQuerySchema,
  StaffTestimonialsResponseSchema,
  TESTIMONIAL_PAGE_SIZE,
  TESTIMONIAL_PAGE_SIZE_MAX,
  TestimonialInputSchema,
  TestimonialResponseSchema,
  TestimonialsResponseSchema,
} from '#contract/testimonials.ts';
import { isTrustedOrigin } from '../../lib/same-origin.ts';
import type { AuthGuards } from '../../lib/auth-guards.ts';
import type { PublicReads } from '../../lib/public-reads.ts';
import {
  deleteByIdSchema,
  IdParamsSchema,
  INPUT_ERRORS,
  RECORD_ERRORS,
} from '../../lib/route-schemas.ts';
import type { TestimonialsService } from './testimonials.service.ts';

const tags = ['testimonials'];

/** /api/testimonials: anyone may write one; staff approve before the shop shows it. */
export const testimonialRoutes: FastifyPluginAsyncZod<{
  testimonials: TestimonialsService;
  guards: AuthGuards;
  /** Origins whose requests may use the login cookie (the shop's own pages). */
  trusted: { publicUrl: string; corsOrigins: string[] };
  reads: PublicReads;
}> = async (app, { testimonials, guards, trusted, reads }) => {
  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          'Write a testimonial (no sign-in needed); it appears after staff approve it. 5 per hour per address. ' +
          'A customer with a delivered order, recognised by a bearer token or by the login cookie ' +
          '(`kj_session`, set at sign-in, sent by the browser to this path only, same-origin requests), ' +
          'is marked as a verified buyer',
        body: TestimonialInputSchema,
        response: { 201: TestimonialResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // The bearer token, or the login cookie from the shop's own pages, only to recognise a buyer.
      const auth = isTrustedOrigin(request, trusted)
        ? await guards.identifyWithCookie(request)
        : await guards.identify(request);
      return reply
        .status(201)
        .send(await testimonials.submit(request.body, { ip: request.ip, auth }));
    },
  );

  reads.route(
    app,
    '/',
    {
      tags,
      summary: 'Approved testimonials, newest first',
      response: { 200: TestimonialsResponseSchema },
    },
    async () => ({ testimonials: await testimonials.list('approved') }),
    { cacheControl: 'public, max-age=60' },
  );

  app.get(
    '/admin',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        summary: `Testimonials in one state (pending by default), by page (default ${TESTIMONIAL_PAGE_SIZE}, at most ${TESTIMONIAL_PAGE_SIZE_MAX}); search name, location or message; sort newest, oldest or rating. Staff only`,
        querystring: StaffTestimonialsQuerySchema,
        response: { 200: StaffTestimonialsResponseSchema, 404: ApiErrorSchema, ...INPUT_ERRORS },
      },
    },
    (request) => testimonials.staffPage(request.query),
  );

  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.put(
      `/:id/${action}`,
      {
        onRequest: guards.requireStaff,
        schema: {
          tags,
          summary: `${action === 'approve' ? 'Approve' : 'Reject'} a testimonial. Staff only`,
          params: IdParamsSchema,
          response: { 200: TestimonialResponseSchema, ...RECORD_ERRORS },
        },
      },
      (request) => testimonials.review(request.params.id, status),
    );
  }

  app.delete(
    '/:id',
    {
      onRequest: guards.requireStaff,
      schema: deleteByIdSchema({
        tags,
        summary: 'Delete a testimonial. Staff only',
        errors: RECORD_ERRORS,
      }),
    },
    (request) => testimonials.remove(request.params.id),
  );
};

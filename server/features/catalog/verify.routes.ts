import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VerifyCodeSchema, VerifyResponseSchema } from '#contract/certificates.ts';
import { ApiErrorSchema } from '#contract/errors.ts';
import { VERIFY_PER_IP, type VerifyService } from './verify.service.ts';

/** /api/verify: anyone checks a hallmark or certificate (DESIGN §8). */
export const verifyRoutes: FastifyPluginAsyncZod<{ verify: VerifyService }> = async (
  app,
  { verify },
) => {
  app.get(
    '/:code',
    {
      schema: {
        tags: ['certificates'],
        summary:
          'Check a BIS hallmark (HUID) or lab certificate number, in any case: the piece (name, photos, metal, ' +
          'purity, weight, options) and the certificate, sold or not, never the order or its buyer. ' +
          `${VERIFY_PER_IP.max} look-ups a minute per address`,
        params: VerifyCodeSchema,
        response: {
          200: VerifyResponseSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    (request) => verify.verify(request.params.code, { ip: request.ip }),
  );
};

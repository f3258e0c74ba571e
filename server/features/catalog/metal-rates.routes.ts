import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '#contract/errors.ts';
import {
  MetalRateHistoryQuerySchema,
  MetalRateHistorySchema,
  MetalRatesResponseSchema,
  MetalRatesUpdatedSchema,
  MetalRatesUpdateSchema,
} from '#contract/metal-rates.ts';
import { authOf, type AuthGuards } from '../../lib/auth-guards.ts';
import { cacheCatalogReads, type ResponseCache } from '../../lib/response-cache.ts';
import { GUARD_ERRORS, INPUT_ERRORS } from '../../lib/route-schemas.ts';
import type { MetalRatesService } from './metal-rates.service.ts';

type Options = { cache: ResponseCache; rates: MetalRatesService; guards: AuthGuards };

const tags = ['metal rates'];

/** /api/metal-rates (DESIGN §8): today's rate per metal and purity, and the prices that follow it. */
export const metalRateRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { rates, guards } = options;
  // A rate change reprices the catalogue: cached listings and product pages must go with it.
  cacheCatalogReads(app, options.cache);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "Today's metal rates, in paise per gram (public)",
        response: { 200: MetalRatesResponseSchema },
      },
    },
    async () => ({ rates: await rates.list() }),
  );

  app.put(
    '/',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        summary:
          'Set rates (paise per gram) and reprice every variant they price, at once. ADMIN, or MANAGER when ' +
          'the setting managersSetMetalRates allows it. A move of more than the rateChangeConfirmPercent ' +
          'setting (default 5 %) from the current rate answers 409 CONFIRMATION_REQUIRED and changes ' +
          'nothing, unless the body has confirm: true; details name each such rate. A first rate needs none',
        body: MetalRatesUpdateSchema,
        response: { 200: MetalRatesUpdatedSchema, ...INPUT_ERRORS, 409: ApiErrorSchema },
      },
    },
    (request) => rates.set(authOf(request), request.body),
  );

  app.get(
    '/history',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        summary: 'Every rate change, newest first, with who made it. Staff only',
        querystring: MetalRateHistoryQuerySchema,
        response: { 200: MetalRateHistorySchema, ...GUARD_ERRORS, 400: ApiErrorSchema },
      },
    },
    (request) => rates.history(request.query),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicConfigSchema } from '#contract/config.ts';
import type { SettingsService } from './settings.service.ts';

export const configRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['shop'],
        summary:
          "The shop's public settings: name, currency, founding year, social and chat links, contact details, the per-line quantity cap (maxQtyPerLine), GST rate, the cash-on-delivery limit and prepaid payment details, and the return window in days",
        response: { 200: PublicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return settings.getPublicConfig();
    },
  );
};

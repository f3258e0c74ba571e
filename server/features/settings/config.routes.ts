import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicConfigSchema } from '#contract/config.ts';
import type { PublicReads } from '../../lib/public-reads.ts';
import type { SettingsService } from './settings.service.ts';

export const configRoutes: FastifyPluginAsyncZod<{
  settings: SettingsService;
  reads: PublicReads;
}> = async (app, { settings, reads }) => {
  reads.route(
    app,
    '/',
    {
      tags: ['shop'],
      summary:
        "The shop's public settings: name, currency, founding year, social and chat links, contact details, the per-line quantity cap (maxQtyPerLine), GST rate, the cash-on-delivery limit and prepaid payment details, and the return window in days",
      response: { 200: PublicConfigSchema },
    },
    () => settings.getPublicConfig(),
    { cacheControl: 'public, max-age=60' },
  );
};

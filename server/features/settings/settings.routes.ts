import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SettingsResponseSchema, SettingsUpdateSchema } from '#contract/admin.ts';
import type { ShopSettings } from '#contract/settings.ts';
import type { AuthGuards } from '../../lib/auth-guards.ts';
import { GUARD_ERRORS, INPUT_ERRORS } from '../../lib/route-schemas.ts';
import type { SettingsService } from './settings.service.ts';
import { guardEveryRoute } from '../../lib/route-access.ts';

const tags = ['admin: settings'];

/** /api/settings: the shop's tunable settings, ADMIN only; visitors see the public part at /api/config. */
export const settingsRoutes: FastifyPluginAsyncZod<{
  settings: SettingsService;
  guards: AuthGuards;
  /** Prices, tax, shipping or stock thresholds changed: prices and cached catalogue reads follow. */
  onChange: (changed: Partial<ShopSettings>) => Promise<void>;
}> = async (app, { settings, guards, onChange }) => {
  guardEveryRoute(app, guards.requireAdmin);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Every shop setting (defaults filled in). ADMIN only',
        response: { 200: SettingsResponseSchema, ...GUARD_ERRORS },
      },
    },
    async () => ({ settings: await settings.getSettings() }),
  );

  app.put(
    '/',
    {
      schema: {
        tags,
        summary:
          'Change any subset of the settings (amounts in paise); unknown keys are refused. ADMIN only',
        body: SettingsUpdateSchema,
        response: { 200: SettingsResponseSchema, ...INPUT_ERRORS },
      },
    },
    async (request) => {
      const updated = await settings.update(request.body);
      await onChange(request.body);
      return { settings: updated, message: 'Settings saved' };
    },
  );
};

import type { FastifyInstance } from 'fastify';
import { listAddresses } from '../features/addresses/addresses.service.ts';
import { auditRoutes } from '../features/audit/audit.routes.ts';
import { createAuditService } from '../features/audit/audit.service.ts';
import { createSessionsRepo } from '../features/auth/sessions.repo.ts';
import type { MetalRatesService } from '../features/catalog/metal-rates.service.ts';
import type { ProductsService } from '../features/catalog/products.service.ts';
import { dashboardRoutes } from '../features/dashboard/dashboard.routes.ts';
import { createStatsService } from '../features/dashboard/stats.service.ts';
import { createNotificationsService } from '../features/notifications/notifications.service.ts';
import { ordersOfAccount } from '../features/orders/account-orders.service.ts';
import { settingsRoutes } from '../features/settings/settings.routes.ts';
import { adminUserRoutes } from '../features/users/admin-users.routes.ts';
import { createAdminUsersService } from '../features/users/admin-users.service.ts';
import { erasePersonalData } from './account-erasure.ts';
import type { Shared } from './shared.ts';

const PRICE_SETTINGS = ['taxRatePercent', 'pricesIncludeTax', 'priceRounding'] as const;

/** Users, the dashboard, shop settings and the audit log (issue 7). */
export async function registerStaffArea(
  app: FastifyInstance,
  { db, images, settings, guards, catalogCache }: Shared,
  { products, rates }: { products: ProductsService; rates: MetalRatesService },
): Promise<void> {
  await app.register(adminUserRoutes, {
    prefix: '/api/user/admin',
    users: createAdminUsersService({
      db,
      images,
      onCatalogChange: () => catalogCache.clear(),
      endSessions: (tx, userId) => createSessionsRepo(tx).endAllForUser(userId),
      ordersOf: (viewer, userId) => ordersOfAccount(db, settings, viewer, userId),
      addressesOf: (userId) => listAddresses(db, userId),
      erasePersonalData,
    }),
    guards,
  });
  await app.register(dashboardRoutes, {
    prefix: '/api/dashboard',
    guards,
    notifications: createNotificationsService(db),
    stats: createStatsService({ db, settings, products }),
  });
  await app.register(settingsRoutes, {
    prefix: '/api/settings',
    settings,
    guards,
    // Tax and rounding settings make every price: only a change of one of them reprices the catalogue
    // (every variant locked), then the cached catalogue goes whatever changed.
    onChange: async (changed) => {
      if (PRICE_SETTINGS.some((key) => changed[key] !== undefined)) await rates.repriceAll();
      catalogCache.clear();
    },
  });
  await app.register(auditRoutes, {
    prefix: '/api/audit',
    audit: createAuditService(db),
    guards,
  });
}

import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAuditLog } from './features/audit/audit-log.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { configRoutes } from './features/settings/config.routes.ts';
import { registerMultipart } from './lib/multipart.ts';
import { registerAccounts } from './wiring/accounts.ts';
import { registerCatalog } from './wiring/catalog.ts';
import { registerContent } from './wiring/content.ts';
import { registerPages } from './wiring/pages.ts';
import { createServer, registerPlatform } from './wiring/server.ts';
import { createShared } from './wiring/shared.ts';
import { createOrders, registerShopping } from './wiring/shopping.ts';
import { registerStaffArea } from './wiring/staff-area.ts';

export interface AppDeps {
  config: Config;
  database: Database;
}

/**
 * Builds the whole shop; never listens (main.ts does), so tests drive it with `inject`. The order
 * matters: hooks and OpenAPI before the routes, multipart after the rate limiter, pages last.
 */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = createServer(config);
  await registerPlatform(app, config);

  const { db } = database;
  registerAuditLog(app, db);
  const shared = createShared(app, config, database);
  await registerMultipart(app, {
    limiter: shared.limiter,
    accountOf: (request) => request.auth?.user._id,
  });
  await registerAccounts(app, shared);
  const { orders, billing } = createOrders(shared);
  const { products, rates } = await registerCatalog(app, shared, orders);
  await registerShopping(app, shared, { products, orders, billing });
  await app.register(healthRoutes, {
    ping: () => database.ping(),
    quiet: config.logLevel === 'silent' ? 'silent' : 'warn',
  });
  await app.register(configRoutes, {
    prefix: '/api/config',
    settings: shared.settings,
    reads: shared.reads,
  });
  await registerContent(app, shared, orders);
  await registerStaffArea(app, shared, { products, rates });
  await registerPages(app, shared, products);
  return app;
}

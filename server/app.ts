import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAuditLog } from './features/audit/audit-log.ts';
import { auditRoutes } from './features/audit/audit.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { createStatsService } from './features/dashboard/stats.service.ts';
import { createNotificationsService } from './features/notifications/notifications.service.ts';
import { settingsRoutes } from './features/settings/settings.routes.ts';
import { adminUserRoutes } from './features/users/admin-users.routes.ts';
import { createAdminUsersService } from './features/users/admin-users.service.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createAuthGuards } from './features/auth/authenticate.ts';
import { createCodesService } from './features/auth/codes.service.ts';
import { createSessionsRepo } from './features/auth/sessions.repo.ts';
import { createTokenSigner } from './features/auth/tokens.ts';
import { accountRoutes } from './features/users/account.routes.ts';
import { createAccountService } from './features/users/account.service.ts';
import { categoryRoutes } from './features/catalog/categories.routes.ts';
import { createCategoriesService } from './features/catalog/categories.service.ts';
import { createProductAdminService } from './features/catalog/product-admin.service.ts';
import { productRoutes } from './features/catalog/products.routes.ts';
import { createProductsService } from './features/catalog/products.service.ts';
import { createReviewsService } from './features/catalog/reviews.service.ts';
import { testimonialRoutes } from './features/testimonials/testimonials.routes.ts';
import { addressRoutes } from './features/addresses/addresses.routes.ts';
import { createAddressesService } from './features/addresses/addresses.service.ts';
import { cartRoutes } from './features/cart/cart.routes.ts';
import { createCartService } from './features/cart/cart.service.ts';
import { wishlistRoutes } from './features/cart/wishlist.routes.ts';
import { createWishlistService } from './features/cart/wishlist.service.ts';
import { orderRoutes } from './features/orders/orders.routes.ts';
import { createOrdersService } from './features/orders/orders.service.ts';
import { createTestimonialsService } from './features/testimonials/testimonials.service.ts';
import { contactRoutes } from './features/contact/contact.routes.ts';
import { createContactService } from './features/contact/contact.service.ts';
import { faqRoutes } from './features/faqs/faqs.routes.ts';
import { createFaqsService } from './features/faqs/faqs.service.ts';
import { photoRoutes } from './features/photos/photos.routes.ts';
import { createPhotosService } from './features/photos/photos.service.ts';
import { policyRoutes } from './features/policies/policies.routes.ts';
import { createPoliciesService } from './features/policies/policies.service.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { createHeadResolver } from './features/seo/page-head.ts';
import { seoRoutes } from './features/seo/seo.routes.ts';
import { configRoutes } from './features/settings/config.routes.ts';
import { createSettingsService } from './features/settings/settings.service.ts';
import { createImageStore } from './lib/images.ts';
import { createMailer } from './lib/mailer.ts';
import { PRUNE_EVERY_MS, pruneExpired } from './features/auth/prune-expired.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { createResponseCache } from './lib/response-cache.ts';
import { registerErrorHandling } from './lib/error-handler.ts';
import { registerJsonBody } from './lib/json-body.ts';
import { registerMultipart } from './lib/multipart.ts';
import { registerOpenApi } from './lib/openapi.ts';
import { registerSecurity } from './lib/security.ts';
import { registerStaticFiles } from './lib/spa.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps {
  config: Config;
  database: Database;
}

/** Builds the whole shop; never listens (main.ts does), so tests drive it with `inject`. */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 10_000,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.server.headersTimeout = 20_000;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // While closing, answers end their keep-alive connection, so shutdown need not wait for it to time out.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });
  registerErrorHandling(app);
  registerJsonBody(app);

  await registerSecurity(app, config);
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await registerOpenApi(app, config);

  const { db } = database;
  registerAuditLog(app, db);
  if (!config.jwtSecret) throw new Error('JWT_SECRET is not resolved');
  const settings = createSettingsService(db);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
    logCodes: !config.isProduction,
  });
  app.addHook('onClose', async () => {
    await mailer.idle();
    await mailer.close();
  });
  const limiter = createRateLimiter(db);
  // One timer per process until a job queue schedules it once for all of them (issue 17).
  const pruneTimer = setInterval(() => {
    pruneExpired(db, limiter).catch((err: unknown) => app.log.warn({ err }, 'pruning failed'));
  }, PRUNE_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));
  const signer = createTokenSigner(config.jwtSecret);
  const guards = createAuthGuards({ signer, sessions: createSessionsRepo(db) });
  await registerMultipart(app, { limiter, accountOf: (request) => request.auth?.user.id });
  const images = createImageStore(path.join(config.dataDir, 'uploads'));
  const authDeps = {
    db,
    signer,
    mailer,
    images,
    limiter,
    settings,
    tokenTtlSeconds: config.tokenTtlSeconds,
    publicUrl: config.publicUrl,
  };
  const userRoutes = { prefix: '/api/user', guards };
  await app.register(authRoutes, {
    ...userRoutes,
    auth: createAuthService(authDeps),
    codes: createCodesService(authDeps),
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    tokenTtlSeconds: config.tokenTtlSeconds,
  });
  await app.register(accountRoutes, { ...userRoutes, account: createAccountService(authDeps) });

  const catalogCache = createResponseCache({ ttlMs: config.catalogCacheMs, maxEntries: 1000 });
  const categories = createCategoriesService({ db, images });
  await app.register(categoryRoutes, {
    prefix: '/api/category',
    kind: 'category',
    categories,
    guards,
    cache: catalogCache,
  });
  await app.register(categoryRoutes, {
    prefix: '/api/jewellery',
    kind: 'collection',
    categories,
    guards,
    cache: catalogCache,
  });
  const orders = createOrdersService({
    db,
    settings,
    mailer,
    publicUrl: config.publicUrl,
    onStockChange: () => catalogCache.clear(),
  });
  const reviews = createReviewsService({ db, hasDeliveredOrder: orders.hasDelivered });
  const products = createProductsService({ db, settings, reviews });
  await app.register(productRoutes, {
    prefix: '/api/product',
    cache: catalogCache,
    products,
    admin: createProductAdminService({ db, images, products, wasOrdered: orders.wasOrdered }),
    reviews,
    guards,
  });
  // -- cart, wishlist, addresses (issue 5) --
  const commerce = { db, settings, products };
  await app.register(cartRoutes, {
    prefix: '/api/cart',
    cart: createCartService(commerce),
    guards,
  });
  // SPEC's exact paths: /api/wishlist/create and /get, /api/wishList/update and /delete.
  await app.register(wishlistRoutes, {
    prefix: '/api',
    wishlist: createWishlistService(commerce),
    guards,
  });
  await app.register(addressRoutes, {
    prefix: '/api/address',
    addresses: createAddressesService({ db }),
    guards,
  });
  // -- orders (issue 5) --
  await app.register(orderRoutes, { prefix: '/api/order', orders, guards });
  await app.register(healthRoutes, {
    ping: () => database.ping(),
    quiet: config.logLevel === 'silent' ? 'silent' : 'warn',
  });
  await app.register(configRoutes, { prefix: '/api/config', settings });

  await app.register(testimonialRoutes, {
    prefix: '/api/testimonials',
    testimonials: createTestimonialsService({
      db,
      limiter,
      hasDeliveredOrder: (userId) => orders.hasDelivered(userId),
    }),
    guards,
    trusted: { publicUrl: config.publicUrl, corsOrigins: config.corsOrigins },
  });
  // -- content (issue 6) --
  await app.register(contactRoutes, {
    prefix: '/api/contact',
    contact: createContactService({ db, limiter, mailer, settings, publicUrl: config.publicUrl }),
    guards,
  });
  await app.register(faqRoutes, { prefix: '/api/faqs', faqs: createFaqsService(db), guards });
  const policies = createPoliciesService(db);
  await app.register(policyRoutes, { prefix: '/api/privacy', kind: 'privacy', policies, guards });
  await app.register(policyRoutes, { prefix: '/api/terms', kind: 'terms', policies, guards });
  await app.register(photoRoutes, {
    prefix: '/api/photo',
    photos: createPhotosService({ db, images }),
    guards,
  });
  // -- staff area (issue 7) --
  await app.register(adminUserRoutes, {
    prefix: '/api/user/admin',
    users: createAdminUsersService({ db, images, onCatalogChange: () => catalogCache.clear() }),
    guards,
  });
  await app.register(dashboardRoutes, {
    prefix: '/api/dashboard',
    db,
    guards,
    notifications: createNotificationsService(db),
    stats: createStatsService({ db, settings }),
    products,
    settings,
  });
  await app.register(settingsRoutes, {
    prefix: '/api/settings',
    settings,
    guards,
    onChange: () => catalogCache.clear(),
  });
  await app.register(auditRoutes, { prefix: '/api/audit', db, guards });
  await app.register(seoRoutes, {
    publicUrl: config.publicUrl,
    productEntries: () => products.sitemapEntries(),
  });
  const spa = await registerStaticFiles(app, {
    webDistDir: config.webDistDir,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    headFor: createHeadResolver({ products, settings, publicUrl: config.publicUrl }),
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/uploads/') &&
      !path.extname(pathname);
    if (wantsPage) return spa.sendPage(request, reply);
    return reply.status(404).send({ message: 'Route not found', code: 'NOT_FOUND' });
  });

  return app;
}

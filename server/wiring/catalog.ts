import type { FastifyInstance } from 'fastify';
import { categoryRoutes } from '../features/catalog/categories.routes.ts';
import { createCategoriesService } from '../features/catalog/categories.service.ts';
import { productAdminRoutes } from '../features/catalog/product-admin.routes.ts';
import { createProductAdminService } from '../features/catalog/product-admin.service.ts';
import { productRoutes } from '../features/catalog/products.routes.ts';
import {
  createProductsService,
  type ProductsService,
} from '../features/catalog/products.service.ts';
import { createPublicJsonKeeper } from '../features/catalog/public-json.ts';
import { metalRateRoutes } from '../features/catalog/metal-rates.routes.ts';
import {
  createMetalRatesService,
  type MetalRatesService,
} from '../features/catalog/metal-rates.service.ts';
import { reviewRoutes } from '../features/catalog/reviews.routes.ts';
import { verifyRoutes } from '../features/catalog/verify.routes.ts';
import { createVerifyService } from '../features/catalog/verify.service.ts';
import { createReviewsService } from '../features/catalog/reviews.service.ts';
import type { OrdersService } from '../features/orders/orders.service.ts';
import type { Shared } from './shared.ts';

/**
 * Kinds of piece, collections, products, their reviews, the metal rates that price them and the
 * certificate look-up; answers the products and metal-rates services.
 */
export async function registerCatalog(
  app: FastifyInstance,
  { db, feed, images, settings, guards, limiter, catalogCache: cache, catalogFacts, reads }: Shared,
  orders: OrdersService,
): Promise<{ products: ProductsService; rates: MetalRatesService }> {
  const categories = createCategoriesService({ db, images, facts: catalogFacts });
  await app.register(categoryRoutes, {
    prefix: '/api/category',
    kind: 'category',
    categories,
    guards,
    cache,
    reads,
  });
  await app.register(categoryRoutes, {
    prefix: '/api/jewellery',
    kind: 'collection',
    categories,
    guards,
    cache,
    reads,
  });
  const reviews = createReviewsService({ db, hasDeliveredOrder: orders.hasDelivered });
  const products = createProductsService({ db, settings, facts: catalogFacts });
  // The listing's pieces kept as JSON: refilled at start and after every change announced.
  const keeper = createPublicJsonKeeper({
    db,
    threshold: async () => (await settings.getSettings()).lowStockThreshold,
    log: app.log,
  });
  app.addHook('onReady', async () => keeper.schedule());
  app.addHook('preClose', () => keeper.close());
  feed.subscribe('catalog', keeper.schedule);
  feed.subscribe('settings', keeper.schedule);
  const prefix = '/api/product';
  await app.register(productRoutes, { prefix, cache, products, guards, reads });
  await app.register(productAdminRoutes, {
    prefix,
    cache,
    admin: createProductAdminService({
      db,
      images,
      products,
      settings,
      wasOrdered: orders.wasOrdered,
    }),
    guards,
  });
  await app.register(reviewRoutes, { prefix, cache, reviews, guards, reads });
  const rates = createMetalRatesService({ db, settings });
  await app.register(metalRateRoutes, { prefix: '/api/metal-rates', cache, rates, guards });
  await app.register(verifyRoutes, {
    prefix: '/api/verify',
    verify: createVerifyService({ db, limiter }),
  });
  return { products, rates };
}

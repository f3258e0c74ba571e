import type { FastifyInstance } from 'fastify';
import { addressRoutes } from '../features/addresses/addresses.routes.ts';
import { createAddressesService } from '../features/addresses/addresses.service.ts';
import { cartRoutes } from '../features/cart/cart.routes.ts';
import { createCartService } from '../features/cart/cart.service.ts';
import { wishlistRoutes } from '../features/cart/wishlist.routes.ts';
import { createWishlistService } from '../features/cart/wishlist.service.ts';
import type { ProductsService } from '../features/catalog/products.service.ts';
import { orderRoutes } from '../features/orders/orders.routes.ts';
import { returnRoutes } from '../features/orders/returns.routes.ts';
import { createOrdersService, type OrdersService } from '../features/orders/orders.service.ts';
import { billingRoutes } from '../features/billing/billing.routes.ts';
import { type BillingService, createBillingService } from '../features/billing/billing.service.ts';
import type { Shared } from './shared.ts';

/** Orders with billing beside them: billing issues the documents that order changes cause. */
export function createOrders({ db, settings, mail, config, catalogCache, images }: Shared) {
  const billing = createBillingService({ db });
  const orders = createOrdersService({
    db,
    settings,
    mail,
    images,
    publicUrl: config.publicUrl,
    documents: billing.documents,
    onStockChange: () => catalogCache.clear(),
  });
  return { orders, billing };
}

/** Cart, wishlist, addresses and orders (issue 5). */
export async function registerShopping(
  app: FastifyInstance,
  { db, settings, guards }: Shared,
  {
    products,
    orders,
    billing,
  }: { products: ProductsService; orders: OrdersService; billing: BillingService },
): Promise<void> {
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
  await app.register(orderRoutes, { prefix: '/api/order', orders, guards });
  await app.register(returnRoutes, { prefix: '/api/order', orders, guards });
  await app.register(billingRoutes, { prefix: '/api', billing, orders, guards });
}

import type { FastifyInstance } from 'fastify';
import { addressRoutes } from '../features/addresses/addresses.routes.ts';
import { createAddressesService } from '../features/addresses/addresses.service.ts';
import { cartRoutes } from '../features/cart/cart.routes.ts';
import { createCartService } from '../features/cart/cart.service.ts';
import { wishlistRoutes } from '../features/cart/wishlist.routes.ts';
import { createWishlistService } from '../features/cart/wishlist.service.ts';
import type { ProductsService } from '../features/catalog/products.service.ts';
import { orderRoutes } from '../features/orders/orders.routes.ts';
import { createOrdersService, type OrdersService } from '../features/orders/orders.service.ts';
import type { Shared } from './shared.ts';

export function createOrders({ db, settings, mailer, config, catalogCache }: Shared) {
  return createOrdersService({
    db,
    settings,
    mailer,
    publicUrl: config.publicUrl,
    onStockChange: () => catalogCache.clear(),
  });
}

/** Cart, wishlist, addresses and orders (issue 5). */
export async function registerShopping(
  app: FastifyInstance,
  { db, settings, guards }: Shared,
  { products, orders }: { products: ProductsService; orders: OrdersService },
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
}

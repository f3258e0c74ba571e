import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createProduct } from '../../test/catalog-factories.ts';
import { callAs, mailsTo, readOutbox } from '../../test/factories.ts';
import { placeOrder, type Shopper, shopper } from '../../test/order-factories.ts';
import { useShopper, useTestApp } from '../../test/use-test-app.ts';
import { orders } from '../orders/orders.tables.ts';

const shop = useTestApp();
const admin = useShopper(shop, { role: 'ADMIN' });
const manager = useShopper(shop, { role: 'MANAGER' });
const call = (who: Shopper | null, method: 'GET' | 'DELETE', url: string) =>
  callAs(shop, who, method, `/api/user/admin${url}`);

describe('deleting a user', () => {
  it('keeps their orders with personal data removed; only an ADMIN may do it', async () => {
    const product = await createProduct(shop.database.db);
    const customer = await shopper(shop, { cart: [{ productId: product.id, quantity: 1 }] });
    const order = (await placeOrder(shop, customer)).json().order;
    expect((await call(manager, 'DELETE', `/delete/${customer.user.id}`)).statusCode).toBe(403);
    const response = await call(admin, 'DELETE', `/delete/${customer.user.id}`);
    expect(response.statusCode).toBe(200);
    const [kept] = await shop.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(kept).toMatchObject({ userId: null, customerName: 'Deleted customer' });
    expect(kept!.customerEmail).not.toBe(customer.user.email);
    expect(kept!.shippingAddress).toMatchObject({
      fullName: 'Deleted customer',
      phone: '',
      line1: '',
      city: 'Jaipur',
    });
    expect((await call(admin, 'GET', `/get/${customer.user.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/delete/${customer.user.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/delete/${admin.user.id}`)).statusCode).toBe(403);

    // Archiving their open order cancels it, but no mail goes to the placeholder address.
    const other = await shopper(shop, { cart: [{ productId: product.id, quantity: 1 }] });
    const otherOrder = (await placeOrder(shop, other)).json().order;
    for (const id of [order._id, otherOrder._id]) {
      const archived = await shop.app.inject({
        method: 'DELETE',
        url: `/api/order/admin/delete/${id}`,
        headers: admin.headers,
      });
      expect(archived.statusCode).toBe(200);
    }
    // The live customer's cancellation mail was sent after the other one would have been.
    expect((await mailsTo(shop.config.dataDir, other.user.email, 2)).at(-1)!.subject).toContain(
      'Cancelled',
    );
    const recipients = (await readOutbox(shop.config.dataDir)).map((mail) => mail.to);
    expect(recipients).not.toContain(kept!.customerEmail);
  });

  it('their reviews go, and cached catalogue reads show the recomputed rating at once', async () => {
    const cached = await buildTestApp({ CATALOG_CACHE_MS: '60000' });
    try {
      const product = await createProduct(cached.database.db);
      const boss = await shopper(cached, { role: 'ADMIN' });
      const reviewer = await shopper(cached);
      const review = await cached.app.inject({
        method: 'POST',
        url: `/api/product/review/${product.id}`,
        headers: reviewer.headers,
        payload: { rating: 5, comment: 'Beautiful finish' },
      });
      expect(review.statusCode).toBe(201);
      const read = async () => {
        const [page, reviews] = await Promise.all([
          cached.app.inject({ url: `/api/product/get/${product.slug}` }),
          cached.app.inject({ url: `/api/product/reviews/${product.id}` }),
        ]);
        return { product: page.json().product, reviews: reviews.json() };
      };
      expect((await read()).product).toMatchObject({ averageRating: 5, reviewCount: 1 });
      const removed = await cached.app.inject({
        method: 'DELETE',
        url: `/api/user/admin/delete/${reviewer.user.id}`,
        headers: boss.headers,
      });
      expect(removed.statusCode).toBe(200);
      const after = await read();
      expect(after.product).toMatchObject({ averageRating: 0, reviewCount: 0, reviews: [] });
      expect(after.reviews).toMatchObject({ averageRating: 0, reviewCount: 0, reviews: [] });
    } finally {
      await cached.close();
    }
  });
});

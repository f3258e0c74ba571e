import { expect, type APIRequestContext } from '@playwright/test';
import { auth, verifiedCustomer } from './api.ts';
import { adminHeaders } from './pricing.ts';

type ListedProduct = {
  _id: string;
  name: string;
  price: number;
  stock: number;
  sizes: string[];
  isReturnable: boolean;
};
export type PlacedOrder = { _id: string; orderNumber: string; totals: { total: number } };

/** A demo piece sold without sizes, in stock, returnable, and under the cash-on-delivery limit. */
async function pickReturnablePiece(request: APIRequestContext): Promise<ListedProduct> {
  const response = await request.get('/api/product/get?inStock=true&limit=48&sort=price_asc');
  const { data } = (await response.json()) as { data: ListedProduct[] };
  const piece = data.find(
    (product) => product.sizes.length === 0 && product.stock >= 2 && product.isReturnable,
  );
  if (!piece) throw new Error('the demo catalogue has no returnable unsized piece with stock');
  return piece;
}

/** A verified customer with one order of one piece, paid on delivery, made through the API. */
export async function customerWithOrder(request: APIRequestContext, name: string) {
  const customer = await verifiedCustomer(request, name);
  const headers = auth(customer.token);
  const piece = await pickReturnablePiece(request);
  await request.post('/api/cart/create', { headers, data: { productId: piece._id, qty: 1 } });
  const address = await request.post('/api/address/create', {
    headers,
    data: {
      fullName: name,
      phone: '9845012345',
      line1: '8 Lake View Road',
      city: 'Udaipur',
      state: 'Rajasthan',
      postalCode: '313001',
    },
  });
  const { address: saved } = (await address.json()) as { address: { _id: string } };
  const placed = await request.post('/api/order/create', {
    headers,
    data: { addressId: saved._id, paymentMethod: 'COD' },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: PlacedOrder };
  return { customer, order, piece };
}

/** Staff move the order along, as the order manager would. */
export async function moveOrder(request: APIRequestContext, orderId: string, orderStatus: string) {
  const response = await request.put(`/api/order/admin/update/${orderId}`, {
    headers: await adminHeaders(request),
    data: { orderStatus },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { order: { invoice: { number: string } | null } }).order;
}

import { describe, expect, it } from 'vitest';
import { createProduct, variantIdsOf } from '../../test/catalog-factories.ts';
import { addToCart, cartOf, getCart } from '../../test/commerce-factories.ts';
import { callAs } from '../../test/factories.ts';
import { cancelOrder, getOrder, orderOf, placeOrder, shopper } from '../../test/order-factories.ts';
import { useShopper, useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const admin = useShopper(shop, { role: 'ADMIN' });
const db = () => shop.database.db;

const setGold22 = async (ratePerGram: number) => {
  const response = await callAs(shop, admin, 'PUT', '/api/metal-rates', {
    rates: [{ metal: 'Gold', purity: '22K', ratePerGram }],
  });
  expect(response.statusCode, response.body).toBe(200);
};
const variantStock = async (productId: string) => {
  const response = await shop.app.inject({ url: `/api/product/get/${productId}` });
  return response.json().product.variants.map((variant: { stock: number }) => variant.stock);
};

const metalRing = (sizes: [string, number][]) =>
  createProduct(db(), {
    metal: 'Gold',
    purity: '22K',
    variants: sizes.map(([size, grams], index) => ({
      sku: `GR-${size}-${index}-${Date.now()}`,
      options: { size },
      stock: 3,
      pricing: 'metal_rate',
      netWeightGrams: grams,
      makingCharge: { type: 'percent', value: 10 },
    })),
  });

describe('a rate change and the orders it meets', () => {
  it('reprices the cart (saying so), freezes the order with its rate, and returns stock to the variant', async () => {
    await setGold22(700_000);
    const ring = await metalRing([
      ['12', 3],
      ['14', 3.4],
    ]);
    const [, fourteen] = await variantIdsOf(db(), ring.id);
    const who = await shopper(shop);
    // 7,000.00/g × 3.4 g = 23,80,000; making 10 % = 2,38,000; GST 3 % of 26,18,000 = 78,540;
    // 26,96,540 rounds half up to the rupee: 26,96,500.
    const added = cartOf(await addToCart(shop.app, who.token, ring.id, 1, { variantId: fourteen }));
    expect(added.items[0]).toMatchObject({
      unitPrice: 2_696_500,
      priceChanged: false,
      previousPrice: null,
    });

    await setGold22(714_000);
    // 24,27,600 + 2,42,760 = 26,70,360; with 3 % GST 27,50,470.8 → 27,50,500 to the rupee; the GST
    // inside it, as the cart takes it: 27,50,500 × 3 / 103 = 80,112; round-off +28.
    const repriced = await getCart(shop, who);
    expect(repriced.items[0]).toMatchObject({
      unitPrice: 2_750_500,
      lineTotal: 2_750_500,
      priceChanged: true,
      previousPrice: 2_696_500,
    });
    expect(repriced.totals.subtotal).toBe(2_750_500);

    const order = orderOf(await placeOrder(shop, who));
    const line = order.items[0]!;
    expect(line).toMatchObject({
      unitPrice: 2_750_500,
      variant: { _id: fourteen, options: { size: '14' } },
      size: '14',
    });
    expect(line.priceBreakdown).toEqual({
      pricing: 'metal_rate',
      metal: 'Gold',
      purity: '22K',
      ratePerGram: 714_000,
      netWeightGrams: 3.4,
      metalValue: 2_427_600,
      makingCharge: 242_760,
      stoneCharges: 0,
      otherCharges: 0,
      taxableValue: 2_670_360,
      taxRatePercent: 3,
      tax: 80_112,
      rounding: 28,
      total: 2_750_500,
      taxIncluded: true,
    });
    expect(await variantStock(ring.id)).toEqual([3, 2]);

    // A later rate never touches the placed order.
    await setGold22(740_000);
    const later = orderOf(await getOrder(shop, who, order._id));
    expect(later.items[0]!.unitPrice).toBe(2_750_500);
    expect(later.items[0]!.priceBreakdown.ratePerGram).toBe(714_000);
    expect(later.totals.total).toBe(order.totals.total);

    expect((await cancelOrder(shop, who, order._id)).statusCode).toBe(200);
    expect(await variantStock(ring.id)).toEqual([3, 3]);
  });

  it('refuses the order whole while a metal-rate piece in the cart has no rate', async () => {
    const ring = await createProduct(db(), {
      metal: 'Platinum',
      purity: '950',
      variants: [{ sku: `PT-${Date.now()}`, stock: 2, pricing: 'metal_rate', netWeightGrams: 5 }],
    });
    const who = await shopper(shop, { cart: [{ productId: ring.id, quantity: 1 }] });
    const response = await placeOrder(shop, who);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `${ring.name} cannot be priced right now: the shop has not set today's metal rate for it`,
    );
    expect(await variantStock(ring.id)).toEqual([2]);
  });
});

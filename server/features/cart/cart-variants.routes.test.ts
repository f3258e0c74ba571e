import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/catalog-factories.ts';
import { addToCart, cartOf, customer, getCart, quantities } from '../../test/commerce-factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const db = () => shop.database.db;

describe('cart lines are variants', () => {
  it('keeps one line per variant and counts each against its own stock', async () => {
    // 10 pieces shared over three sizes: 4, 3 and 3.
    const ring = await createProduct(db(), { sizes: ['6', '7', '8'], stock: 10 });
    const [six, seven] = ring.variantIds;
    const who = await customer(shop);
    expect(
      (await addToCart(shop.app, who.token, ring.id, 1, { variantId: seven })).statusCode,
    ).toBe(200);
    expect(
      (await addToCart(shop.app, who.token, ring.id, 2, { variantId: seven })).statusCode,
    ).toBe(200);
    const added = await addToCart(shop.app, who.token, ring.id, 4, { variantId: six });
    expect(added.statusCode).toBe(200);
    expect(quantities(cartOf(added))).toEqual([
      ['7', 3],
      ['6', 4],
    ]);
    expect(cartOf(added).items[0]!.variant).toMatchObject({
      _id: seven,
      options: { size: '7' },
      stock: 3,
    });

    const tooMany = await addToCart(shop.app, who.token, ring.id, 1, { variantId: seven });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: `Only 3 left of ${ring.name} (size 7) (3 already in your cart)`,
    });
  });

  it("needs variantId when the product has several, and takes an older client's size", async () => {
    const ring = await createProduct(db(), { sizes: ['12', '14'], stock: 4 });
    const who = await customer(shop);
    const unchosen = await addToCart(shop.app, who.token, ring.id);
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `Choose one of the options of ${ring.name}: size 12; size 14`,
      details: [{ path: 'variantId' }],
    });
    const bySize = await addToCart(shop.app, who.token, ring.id, 1, { size: '14' });
    expect(bySize.statusCode).toBe(200);
    expect(cartOf(bySize).items[0]!.variant._id).toBe(ring.variantIds[1]);
    expect((await addToCart(shop.app, who.token, ring.id, 1, { size: '9' })).statusCode).toBe(400);
  });

  it("refuses another product's variant and a malformed variantId", async () => {
    const ring = await createProduct(db(), { sizes: ['12', '14'] });
    const chain = await createProduct(db());
    const who = await customer(shop);
    const foreign = await addToCart(shop.app, who.token, ring.id, 1, {
      variantId: chain.variantIds[0],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: `${ring.name} has no such variant` });
    const malformed = await addToCart(shop.app, who.token, ring.id, 1, { variantId: 'nope' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toEqual([{ path: 'variantId', message: 'Unknown variant' }]);
    expect((await getCart(shop, who)).items).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { type ProductDetail, ProductResponseSchema } from '#contract/catalog.ts';
import { testImage } from '../../test/catalog-factories.ts';
import { useCast, useProductForms, useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const { customer, admin, manager } = useCast(shop);
const { fresh, create, send } = useProductForms(shop);

const sizeVariant = (size: string, stock: number, price: number, extra: object = {}) => ({
  sku: `RING-${size}`,
  options: { size },
  stock,
  pricing: 'fixed',
  price,
  ...extra,
});
const productOf = (response: { json: () => unknown }): ProductDetail =>
  ProductResponseSchema.parse(response.json()).product;
/** A fresh form whose variants replace the flat price, stock and sizes. */
const withVariants = (variants: unknown[]): Record<string, string> & { name: string } => {
  const {
    price: _price,
    stock: _stock,
    sizes: _sizes,
    ...rest
  } = fresh() as Record<string, string>;
  return { ...rest, name: rest.name!, variants: JSON.stringify(variants) };
};
const update = (id: string, body: Record<string, string>, images: Buffer[] = []) =>
  send('PUT', `/api/product/update/${id}`, manager.token, body, images);

describe('product variants through the staff form', () => {
  it('creates variants with their own SKU, stock and price; the product carries the range', async () => {
    const response = await create(
      admin.token,
      withVariants([sizeVariant('12', 2, 2_000_000), sizeVariant('14', 0, 2_200_000)]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const product = productOf(response);
    expect(product.variants.map((v) => [v.sku, v.options, v.stock, v.price, v.stockState])).toEqual(
      [
        ['RING-12', { size: '12' }, 2, 2_000_000, 'low_stock'],
        ['RING-14', { size: '14' }, 0, 2_200_000, 'out_of_stock'],
      ],
    );
    expect(product).toMatchObject({
      price: 2_000_000,
      stock: 2,
      sizes: ['12', '14'],
      priceRange: { min: 2_000_000, max: 2_200_000 },
      defaultVariantId: product.variants[0]!._id,
      priceBreakdown: { pricing: 'fixed', total: 2_000_000, taxIncluded: true },
    });
    const picked = await shop.app.inject({
      url: `/api/product/get/${product._id}?variant=${product.variants[1]!._id}`,
    });
    expect(productOf(picked).priceBreakdown?.total).toBe(2_200_000);
  });

  it('updates by _id, adds new ones, deletes the missing, and may point a variant at its images', async () => {
    const created = productOf(
      await create(
        admin.token,
        withVariants([sizeVariant('10', 1, 900_000), sizeVariant('11', 1, 900_000)]),
        [await testImage(300, 300)],
      ),
    );
    const [ten] = created.variants;
    const imageId = created.images[0]!._id;
    const response = await update(created._id, {
      variants: JSON.stringify([
        { ...sizeVariant('10', 5, 950_000), _id: ten!._id, images: [imageId] },
        sizeVariant('13', 4, 990_000, { sku: 'RING-13B' }),
      ]),
    });
    expect(response.statusCode, response.body).toBe(200);
    const product = productOf(response);
    expect(product.variants.map((v) => [v._id === ten!._id, v.sku, v.stock, v.price])).toEqual([
      [true, 'RING-10', 5, 950_000],
      [false, 'RING-13B', 4, 990_000],
    ]);
    expect(product.variants[0]!.images.map((image) => image._id)).toEqual([imageId]);
    expect(product).toMatchObject({ stock: 9, priceRange: { min: 950_000, max: 990_000 } });
  });

  it('turns the flat price, stock and sizes of older clients into variants', async () => {
    const response = await create(admin.token, { ...fresh(), sizes: '6, 7, 8', stock: '7' });
    const product = productOf(response);
    expect(product.variants.map((v) => [v.options, v.stock])).toEqual([
      [{ size: '6' }, 3],
      [{ size: '7' }, 2],
      [{ size: '8' }, 2],
    ]);
    const repriced = productOf(await update(product._id, { price: '12000000', mrp: '13000000' }));
    expect(repriced.variants.every((variant) => variant.price === 12_000_000)).toBe(true);
    const stockOnly = await update(product._id, { stock: '4' });
    expect(stockOnly.statusCode).toBe(400);
    expect(stockOnly.json().message).toBe(
      'This piece has variants: set the stock of each in `variants`',
    );
  });

  it.each([
    [
      'negative weight',
      [{ sku: 'A-1', stock: 1, pricing: 'metal_rate', netWeightGrams: -2 }],
      'variants.0.netWeightGrams',
    ],
    ['negative stock', [sizeVariant('9', -1, 100)], 'variants.0.stock'],
    ['a fixed price missing', [{ sku: 'A-2', stock: 1, pricing: 'fixed' }], 'variants.0.price'],
    [
      'a SKU twice',
      [sizeVariant('9', 1, 100), sizeVariant('10', 1, 100, { sku: 'RING-9' })],
      'variants.1.sku',
    ],
    [
      'the same options twice',
      [sizeVariant('9', 1, 100), sizeVariant('9', 1, 100, { sku: 'X-9' })],
      'variants.1.options',
    ],
    [
      'a making charge over 100 %',
      [
        {
          sku: 'A-3',
          stock: 1,
          pricing: 'metal_rate',
          netWeightGrams: 2,
          makingCharge: { type: 'percent', value: 120 },
        },
      ],
      'variants.0.makingCharge.value',
    ],
    ['no variant at all', [], 'variants'],
  ])('refuses %s with 400 naming the field, and creates nothing', async (_case, variants, path) => {
    const body = withVariants(variants);
    const response = await create(admin.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toContain(path);
    const listed = await shop.app.inject({
      url: `/api/product/get?search=${encodeURIComponent(body.name)}`,
    });
    expect(listed.json().totalProducts).toBe(0);
  });

  it("refuses malformed JSON, another product's variant id and a SKU another product's variant has", async () => {
    expect((await create(admin.token, { ...withVariants([]), variants: '[{' })).statusCode).toBe(
      400,
    );
    const first = productOf(
      await create(admin.token, withVariants([sizeVariant('20', 1, 500_000, { sku: 'TAKEN-1' })])),
    );
    const clash = await create(
      admin.token,
      withVariants([sizeVariant('21', 1, 500_000, { sku: 'taken-1' })]),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Another product already has the SKU TAKEN-1');
    const second = productOf(
      await create(admin.token, withVariants([sizeVariant('22', 1, 500_000, { sku: 'OWN-22' })])),
    );
    const foreign = await update(second._id, {
      variants: JSON.stringify([
        { ...sizeVariant('22', 1, 500_000, { sku: 'OWN-22' }), _id: first.variants[0]!._id },
      ]),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details).toEqual([
      { path: 'variants.0._id', message: 'This product has no such variant' },
    ]);
  });

  it('is staff-only like every product write', async () => {
    const body = withVariants([sizeVariant('30', 1, 100_000, { sku: 'PERM-30' })]);
    expect((await create(null, body)).statusCode).toBe(401);
    expect((await create(customer.token, body)).statusCode).toBe(403);
  });
});

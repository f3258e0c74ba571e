import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ProductDetail, ProductResponseSchema } from '#contract/catalog.ts';
import { newId } from '../../db/ids.ts';
import { bearer } from '../../test/factories.ts';
import { placeOrder, shopper } from '../../test/order-factories.ts';
import { useCast, useProductForms, useTestApp } from '../../test/use-test-app.ts';
import { pieceCertificates } from './certificates.tables.ts';

const shop = useTestApp();
const { customer, admin, manager } = useCast(shop);
const { fresh, create, send } = useProductForms(shop);

let made = 0;
const huid = (number: string) => ({ kind: 'huid', number });
const igi = (number: string, extra: object = {}) => ({
  kind: 'lab',
  lab: 'IGI',
  number,
  carat: 0.5,
  colour: 'F',
  clarity: 'VS1',
  cut: 'Excellent',
  ...extra,
});
const variant = (certificates: unknown[] | undefined, extra: object = {}) => ({
  sku: `CERT-${++made}`,
  options: { size: String(made) },
  stock: 3,
  pricing: 'fixed',
  price: 1_000_000,
  ...(certificates && { certificates }),
  ...extra,
});
const productOf = (response: { json: () => unknown }): ProductDetail =>
  ProductResponseSchema.parse(response.json()).product;
const withVariants = (variants: unknown[], extra: Record<string, string> = {}) => {
  const { price: _p, stock: _s, sizes: _z, ...rest } = fresh() as Record<string, string>;
  return { ...rest, ...extra, variants: JSON.stringify(variants) };
};
const update = (id: string, body: Record<string, string>) =>
  send('PUT', `/api/product/update/${id}`, manager.token, body);
const numbersOf = (product: ProductDetail, index = 0) =>
  product.variants[index]!.certificates.map((cert) => [cert.number, cert.sold]);
const publicRead = async (id: string) =>
  productOf(await shop.app.inject({ url: `/api/product/get/${id}` }));
const staffRead = async (id: string) =>
  productOf(
    await shop.app.inject({ url: `/api/product/get/${id}`, headers: bearer(manager.token) }),
  );

describe('certificates through the staff product form', () => {
  it('saves them per variant (numbers upper-cased); an update without them keeps them, a list replaces them', async () => {
    const response = await create(
      admin.token,
      withVariants([variant([huid('ab12cd'), igi('lg-5501')]), variant([huid('EF34GH')])]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = productOf(response);
    expect(created.variants[0]!.certificates).toEqual([
      {
        kind: 'huid',
        lab: null,
        number: 'AB12CD',
        carat: null,
        colour: null,
        clarity: null,
        cut: null,
        pdfUrl: null,
        sold: false,
      },
      {
        kind: 'lab',
        lab: 'IGI',
        number: 'LG-5501',
        carat: 0.5,
        colour: 'F',
        clarity: 'VS1',
        cut: 'Excellent',
        pdfUrl: null,
        sold: false,
      },
    ]);
    expect(numbersOf(created, 1)).toEqual([['EF34GH', false]]);
    const [first, second] = created.variants;
    const kept = productOf(await update(created._id, { name: `${created.name} renamed` }));
    expect(numbersOf(kept)).toEqual(numbersOf(created));
    const replaced = productOf(
      await update(created._id, {
        variants: JSON.stringify([
          { ...variant([igi('LG-5501', { carat: 0.52 }), huid('ZZ99ZZ')]), _id: first!._id },
          { ...variant(undefined), _id: second!._id },
        ]),
      }),
    );
    expect(numbersOf(replaced)).toEqual([
      ['ZZ99ZZ', false],
      ['LG-5501', false],
    ]);
    expect(replaced.variants[0]!.certificates[1]!.carat).toBe(0.52);
    expect(numbersOf(replaced, 1)).toEqual([['EF34GH', false]]);
  });

  it('keeps a sold certificate as it is whatever the form sends, and shows the public only unsold ones', async () => {
    const product = productOf(
      await create(admin.token, withVariants([variant([huid('SO1D01'), huid('SO1D02')])])),
    );
    const [only] = product.variants;
    const buyer = await shopper(shop, {
      cart: [{ productId: product._id, variantId: only!._id, quantity: 1 }],
    });
    expect((await placeOrder(shop, buyer)).statusCode).toBe(201);
    expect(numbersOf(await staffRead(product._id))).toEqual([
      ['SO1D01', true],
      ['SO1D02', false],
    ]);
    expect(numbersOf(await publicRead(product._id))).toEqual([['SO1D02', false]]);
    const listed = await shop.app.inject({
      url: `/api/product/get?search=${encodeURIComponent(product.name)}`,
    });
    expect(listed.json().data[0].variants[0].certificates).toHaveLength(1);

    const emptied = await update(product._id, {
      variants: JSON.stringify([{ ...variant([]), _id: only!._id }]),
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(numbersOf(productOf(emptied))).toEqual([['SO1D01', true]]);
    const relisted = await update(product._id, {
      variants: JSON.stringify([{ ...variant([huid('so1d01'), huid('NEW001')]), _id: only!._id }]),
    });
    expect(numbersOf(productOf(relisted))).toEqual([
      ['SO1D01', true],
      ['NEW001', false],
    ]);
  });

  it('refuses a number listed twice (400) and one another piece has (409), naming it', async () => {
    const twice = await create(
      admin.token,
      withVariants([variant([huid('DUP001')]), variant([huid('dup001')])]),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details).toEqual([
      { path: 'variants.1.certificates.0.number', message: 'HUID DUP001 is listed twice' },
    ]);
    const owner = productOf(
      await create(admin.token, withVariants([variant([huid('OWN001'), igi('IGI-777')])])),
    );
    const clash = await create(admin.token, withVariants([variant([igi('igi-777')])]));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain('Another piece already has IGI certificate IGI-777');
    // Another lab may have issued the same number.
    const otherLab = await create(
      admin.token,
      withVariants([variant([igi('IGI-777', { lab: 'GIA' })])]),
    );
    expect(otherLab.statusCode, otherLab.body).toBe(201);
    // The same lab written in another case is the same lab, for the database too (two saves racing).
    const [row] = await shop.database.db
      .select()
      .from(pieceCertificates)
      .where(eq(pieceCertificates.number, 'IGI-777'))
      .limit(1);
    await expect(
      shop.database.db
        .insert(pieceCertificates)
        .values({ ...row!, id: newId(), lab: row!.lab!.toLowerCase(), soldItemId: null }),
    ).rejects.toThrow();
    expect(numbersOf(await staffRead(owner._id))).toEqual([
      ['OWN001', false],
      ['IGI-777', false],
    ]);
  });

  it('refuses a malformed HUID or a lab certificate without its lab, naming the field', async () => {
    const bad = await create(admin.token, withVariants([variant([huid('AB12')])]));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toEqual({
      path: 'variants.0.certificates.0.number',
      message: 'A HUID is 6 letters or digits',
    });
    const noLab = await create(
      admin.token,
      withVariants([variant([{ kind: 'lab', number: 'X-12345' }])]),
    );
    expect(noLab.json().details[0].path).toBe('variants.0.certificates.0.lab');
  });

  it('drops the unsold certificates of a removed variant, so its numbers may be used again', async () => {
    const product = productOf(
      await create(admin.token, withVariants([variant([huid('GONE01')]), variant([])])),
    );
    const second = product.variants[1]!;
    const trimmed = await update(product._id, {
      variants: JSON.stringify([{ ...variant([]), _id: second._id }]),
    });
    expect(trimmed.statusCode, trimmed.body).toBe(200);
    const reused = await create(admin.token, withVariants([variant([huid('GONE01')])]));
    expect(reused.statusCode, reused.body).toBe(201);
  });

  it('stores whether the piece is returnable and its HSN code', async () => {
    const created = productOf(
      await create(
        admin.token,
        withVariants([variant([])], { isReturnable: 'false', hsnCode: '711319' }),
      ),
    );
    expect(created).toMatchObject({ isReturnable: false, hsnCode: '711319' });
    const changed = productOf(await update(created._id, { isReturnable: 'true', hsnCode: '' }));
    expect(changed).toMatchObject({ isReturnable: true, hsnCode: null });
    const plain = productOf(await create(admin.token, withVariants([variant([])])));
    expect(plain).toMatchObject({ isReturnable: true, hsnCode: null });
    const badHsn = await create(admin.token, withVariants([variant([])], { hsnCode: '71A' }));
    expect(badHsn.statusCode).toBe(400);
  });

  it('is staff-only like every product write', async () => {
    const body = withVariants([variant([huid('PERM01')])]);
    expect((await create(null, body)).statusCode).toBe(401);
    expect((await create(customer.token, body)).statusCode).toBe(403);
    expect((await create(manager.token, body)).statusCode).toBe(201);
  });
});

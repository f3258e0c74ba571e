import { describe, expect, it } from 'vitest';
import { VerifyResponseSchema } from '#contract/certificates.ts';
import { ProductResponseSchema } from '#contract/catalog.ts';
import { createProduct, testImage } from '../../test/catalog-factories.ts';
import { callAs, freshIp } from '../../test/factories.ts';
import { orderOf, placeOrder, shopper } from '../../test/order-factories.ts';
import { useProductForms, useShopper, useTestApp } from '../../test/use-test-app.ts';
import { NO_SUCH_PIECE, VERIFY_PER_IP } from './verify.service.ts';

const shop = useTestApp();
const admin = useShopper(shop, { role: 'ADMIN' });
const { fresh, create } = useProductForms(shop);
const db = () => shop.database.db;

const verify = (code: string, ip = freshIp()) =>
  shop.app.inject({ url: `/api/verify/${encodeURIComponent(code)}`, remoteAddress: ip });

const solitaire = {
  kind: 'lab' as const,
  lab: 'IGI',
  number: 'LG600123456',
  carat: 1.01,
  colour: 'E',
  clarity: 'VVS2',
  cut: 'Excellent',
  pdfUrl: 'https://www.igi.org/reports/LG600123456.pdf',
};

describe('GET /api/verify/{code}', () => {
  it('finds a piece by its HUID in any case: name, slug, metal and purity of its variant, net weight, options', async () => {
    const product = await createProduct(db(), {
      name: 'Leaf Ring',
      metal: 'Gold',
      purity: '22K',
      weightGrams: 4.2,
      variants: [
        {
          sku: 'LEAF-12',
          options: { size: '12', purity: '18K' },
          stock: 2,
          pricing: 'fixed',
          price: 1_000_000,
          netWeightGrams: 3.85,
          certificates: [{ kind: 'huid', number: 'QX7K2M' }],
        },
      ],
    });
    const response = await verify('qx7k2m');
    expect(response.statusCode, response.body).toBe(200);
    expect(VerifyResponseSchema.parse(response.json())).toEqual({
      piece: {
        name: 'Leaf Ring',
        slug: product.slug,
        images: [],
        metal: 'Gold',
        purity: '18K',
        weightGrams: 3.85,
        options: { size: '12', purity: '18K' },
      },
      certificate: {
        kind: 'huid',
        lab: null,
        number: 'QX7K2M',
        carat: null,
        colour: null,
        clarity: null,
        cut: null,
        pdfUrl: null,
      },
    });
  });

  it("finds a lab certificate with its details and the product's photos when its variant has none", async () => {
    const {
      price: _price,
      stock: _stock,
      sizes: _sizes,
      ...fields
    } = fresh() as Record<string, string>;
    const made = await create(
      admin.token,
      {
        ...fields,
        sku: 'SOL-1',
        variants: JSON.stringify([
          { sku: 'SOL-1-A', stock: 1, price: 9_000_000, certificates: [solitaire] },
        ]),
      },
      [await testImage(400, 400)],
    );
    expect(made.statusCode, made.body).toBe(201);
    const product = ProductResponseSchema.parse(made.json()).product;
    const body = VerifyResponseSchema.parse((await verify('lg600123456')).json());
    expect(body.certificate).toEqual(solitaire);
    expect(body.piece).toMatchObject({
      slug: product.slug,
      images: [product.images[0]!.url],
      metal: 'Gold',
      purity: '18K',
      weightGrams: 9.85,
      options: {},
    });
  });

  it('still answers for a piece sold and its product archived, and never says who bought it', async () => {
    const product = await createProduct(db(), {
      name: 'Bridal Solitaire Pendant',
      variants: [
        {
          sku: 'PEND-1',
          stock: 1,
          pricing: 'fixed',
          price: 1_500_000,
          certificates: [
            { kind: 'huid', number: 'PD44W9' },
            { ...solitaire, number: 'LG600999999' },
          ],
        },
      ],
    });
    const buyer = await shopper(shop, {
      cart: [{ productId: product.id, variantId: product.variantIds[0]!, quantity: 1 }],
    });
    const placed = await placeOrder(shop, buyer);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderOf(placed);
    const removed = await callAs(shop, admin, 'DELETE', `/api/product/delete/${product.id}`);
    expect(removed.json().message).toContain('archived');
    for (const code of ['PD44W9', 'LG600999999']) {
      const response = await verify(code);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().piece.name).toBe('Bridal Solitaire Pendant');
      for (const secret of [
        buyer.user.name,
        buyer.user.email,
        buyer.user.id,
        order._id,
        order.orderNumber,
        'Cancelled',
        'sold',
      ])
        expect(response.body).not.toContain(secret);
    }
  });

  it('answers 404 for an unknown code and 400 VALIDATION_FAILED for one that cannot be a number', async () => {
    const unknown = await verify('ZZZZ99');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: NO_SUCH_PIECE, code: 'NOT_FOUND' });
    // Some labs put a slash in their numbers: sent encoded, it is one code.
    expect((await verify('SGL/2024/0071')).json()).toEqual(unknown.json());
    for (const bad of ['ab', 'AB<script>', 'x'.repeat(41), '-ABCDE']) {
      const response = await verify(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it(`allows ${VERIFY_PER_IP.max} look-ups a minute per address, then answers 429 with Retry-After`, async () => {
    const ip = freshIp();
    for (let hit = 0; hit < VERIFY_PER_IP.max; hit++)
      expect((await verify('NOPE01', ip)).statusCode).toBe(404);
    const limited = await verify('NOPE01', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify('NOPE01')).statusCode).toBe(404);
  });
});

import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProductResponseSchema } from '#contract/catalog.ts';
import type { VariantInput } from '#contract/variants.ts';
import { createProduct } from '../../test/catalog-factories.ts';
import {
  cancelOrder,
  orderOf,
  placeOrder,
  shopper,
  staffUpdate,
} from '../../test/order-factories.ts';
import { useShopper, useTestApp } from '../../test/use-test-app.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { pieceCertificates } from './certificates.tables.ts';

const shop = useTestApp();
const manager = useShopper(shop, { role: 'MANAGER' });
const db = () => shop.database.db;

let made = 0;
const piece = (certificates: VariantInput['certificates'], stock = 5): VariantInput => ({
  sku: `SOLD-${++made}`,
  stock,
  pricing: 'fixed',
  price: 1_000_000,
  certificates,
});
const diamond = (number: string) => ({
  kind: 'lab' as const,
  lab: 'IGI',
  number,
  carat: 0.3,
  colour: 'G',
  clarity: 'VS2',
  cut: 'Very Good',
});

const linesOf = (orderId: string) =>
  db()
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
const certificateRows = (productId: string) =>
  db()
    .select()
    .from(pieceCertificates)
    .where(eq(pieceCertificates.productId, productId))
    .orderBy(asc(pieceCertificates.number));
const publicNumbers = async (productId: string) => {
  const response = await shop.app.inject({ url: `/api/product/get/${productId}` });
  const { product } = ProductResponseSchema.parse(response.json());
  return product.variants.flatMap((variant) => variant.certificates.map((cert) => cert.number));
};

async function buy(productId: string, variantId: string, quantity: number) {
  const buyer = await shopper(shop, { cart: [{ productId, variantId, quantity }] });
  const response = await placeOrder(shop, buyer);
  expect(response.statusCode, response.body).toBe(201);
  return { buyer, order: orderOf(response) };
}

describe('certificates at checkout', () => {
  it('a line of two takes two hallmarks and two lab certificates, oldest first, and marks them sold with the line', async () => {
    const product = await createProduct(db(), {
      hsnCode: '711319',
      isReturnable: false,
      variants: [
        piece([
          { kind: 'huid', number: 'HM0001' },
          { kind: 'huid', number: 'HM0002' },
          { kind: 'huid', number: 'HM0003' },
          diamond('IGI-1001'),
          diamond('IGI-1002'),
        ]),
      ],
    });
    const { order } = await buy(product.id, product.variantIds[0]!, 2);
    const [line] = await linesOf(order._id);
    expect(line!.certificates).toEqual([
      expect.objectContaining({ kind: 'huid', lab: null, number: 'HM0001' }),
      expect.objectContaining({ kind: 'huid', lab: null, number: 'HM0002' }),
      {
        kind: 'lab',
        lab: 'IGI',
        number: 'IGI-1001',
        carat: 0.3,
        colour: 'G',
        clarity: 'VS2',
        cut: 'Very Good',
        pdfUrl: null,
      },
      expect.objectContaining({ kind: 'lab', number: 'IGI-1002' }),
    ]);
    expect(line).toMatchObject({ isReturnable: false, hsnCode: '711319' });
    const rows = await certificateRows(product.id);
    expect(
      rows.map((row) => [row.number, row.soldItemId === line!.id, row.soldAt !== null]),
    ).toEqual([
      ['HM0001', true, true],
      ['HM0002', true, true],
      ['HM0003', false, false],
      ['IGI-1001', true, true],
      ['IGI-1002', true, true],
    ]);
    expect(await publicNumbers(product.id)).toEqual(['HM0003']);
  });

  it('takes only what there is, and nothing from a piece without certificates; the line copies the product flags', async () => {
    const single = await createProduct(db(), {
      variants: [piece([{ kind: 'huid', number: 'ONLY01' }])],
    });
    const plain = await createProduct(db(), { variants: [piece(undefined)] });
    const buyer = await shopper(shop, {
      cart: [
        { productId: single.id, variantId: single.variantIds[0]!, quantity: 3 },
        { productId: plain.id, variantId: plain.variantIds[0]!, quantity: 1 },
      ],
    });
    const response = await placeOrder(shop, buyer);
    expect(response.statusCode, response.body).toBe(201);
    const lines = await linesOf(orderOf(response)._id);
    expect(
      lines.map((line) => [line.certificates.map((cert) => cert.number), line.isReturnable]),
    ).toEqual([
      [['ONLY01'], true],
      [[], true],
    ]);
  });

  it('cancelling the order puts the certificates back with the pieces; the next buyer takes them', async () => {
    const product = await createProduct(db(), {
      variants: [piece([{ kind: 'huid', number: 'BACK01' }, diamond('IGI-2001')])],
    });
    const [variantId] = product.variantIds;
    const { buyer, order } = await buy(product.id, variantId!, 1);
    expect(await publicNumbers(product.id)).toEqual([]);
    const cancelled = await cancelOrder(shop, buyer, order._id, { reason: 'Changed my mind' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await certificateRows(product.id)).map((row) => [row.soldItemId, row.soldAt])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(await publicNumbers(product.id)).toEqual(['BACK01', 'IGI-2001']);

    const next = await buy(product.id, variantId!, 1);
    const [line] = await linesOf(next.order._id);
    expect(line!.certificates.map((cert) => cert.number)).toEqual(['BACK01', 'IGI-2001']);
    const staffCancel = await staffUpdate(shop, manager, next.order._id, {
      orderStatus: 'Cancelled',
    });
    expect(staffCancel.statusCode, staffCancel.body).toBe(200);
    expect(await publicNumbers(product.id)).toEqual(['BACK01', 'IGI-2001']);
  });
});

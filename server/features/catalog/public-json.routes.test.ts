import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { newId } from '../../db/ids.ts';
import { createCategory, createProduct, setStock } from '../../test/catalog-factories.ts';
import { callAs } from '../../test/factories.ts';
import { useCast, useTestApp } from '../../test/use-test-app.ts';
import { categories, productImages, productPublicJson, products } from './catalog.tables.ts';
import { pieceCertificates } from './certificates.tables.ts';
import { productVariants } from './variants.tables.ts';

// The listing's pieces are kept as JSON (product_public_json) and read instead of built; every
// write to what a piece shows empties its row in the same transaction, whoever writes, so the
// listing never answers the kept JSON of before a write. Nothing else is cached here.
const shop = useTestApp({ CATALOG_CACHE_MS: '0', CATALOG_COUNT_CACHE_MS: '0' });
const { admin } = useCast(shop);
const db = () => shop.database.db;

const keptOf = async (productId: string) =>
  (
    await db().select().from(productPublicJson).where(eq(productPublicJson.productId, productId))
  )[0];

/** Announces a settings change (the threshold as it is), which starts a refill; waits until the piece is kept. */
async function keep(productId: string) {
  const settings = await callAs(shop, admin, 'GET', '/api/settings');
  const threshold = settings.json<{ settings: { lowStockThreshold: number } }>().settings
    .lowStockThreshold;
  const saved = await callAs(shop, admin, 'PUT', '/api/settings', { lowStockThreshold: threshold });
  expect(saved.statusCode).toBe(200);
  for (let tries = 0; tries < 200; tries++) {
    if ((await keptOf(productId))?.json) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the piece was never kept');
}

/** The piece as the first listing page of its kind answers it, as text. */
async function listed(kindSlug: string) {
  const response = await shop.app.inject({ url: `/api/product/get?category=${kindSlug}` });
  expect(response.statusCode).toBe(200);
  const { data } = response.json<{ data: Record<string, unknown>[] }>();
  expect(data).toHaveLength(1);
  return data[0]!;
}

async function keptPiece() {
  const kind = await createCategory(db(), 'category');
  const product = await createProduct(db(), { categoryId: kind.id, sizes: ['10', '12'] });
  await keep(product.id);
  return { kind, product };
}

describe('the listing’s kept product JSON', () => {
  it('is the JSON the listing builds, field for field', async () => {
    const kind = await createCategory(db(), 'category');
    const product = await createProduct(db(), { categoryId: kind.id, sizes: ['10', '12'] });
    expect((await keptOf(product.id))?.json ?? null).toBeNull();
    const built = await listed(kind.slug);

    await keep(product.id);
    expect(JSON.parse((await keptOf(product.id))!.json!)).toEqual(built);
    expect(await listed(kind.slug)).toEqual(built);
  });

  it('is not answered after a write to the piece, its variants, images or certificates', async () => {
    const { kind, product } = await keptPiece();
    await db().update(products).set({ name: 'Renamed Kada' }).where(eq(products.id, product.id));
    expect((await listed(kind.slug)).name).toBe('Renamed Kada');

    await keep(product.id);
    await db()
      .update(productVariants)
      .set({ price: 1_234_500 })
      .where(eq(productVariants.id, product.variantIds[0]!));
    const variants = (await listed(kind.slug)).variants as { price: number }[];
    expect(variants[0]!.price).toBe(1_234_500);

    await keep(product.id);
    await setStock(db(), product.id, 0);
    expect((await listed(kind.slug)).stockState).toBe('out_of_stock');

    await keep(product.id);
    const variants6 = [{ url: '/uploads/products/kept-640.webp', width: 640, height: 640 }];
    await db().insert(productImages).values({
      id: newId(),
      productId: product.id,
      position: 0,
      alt: 'Kept kada',
      variants: variants6,
    });
    expect((await listed(kind.slug)).images).toMatchObject([{ alt: 'Kept kada' }]);

    await keep(product.id);
    await db()
      .insert(pieceCertificates)
      .values({
        id: newId(),
        productId: product.id,
        variantId: product.variantIds[0]!,
        kind: 'huid',
        number: `KEPT${product.id.slice(0, 2).toUpperCase()}`,
      });
    const certified = (await listed(kind.slug)).variants as { certificates: unknown[] }[];
    expect(certified[0]!.certificates).toHaveLength(1);
  });

  it('is not answered after its kind gets a new slug or name', async () => {
    const { kind, product } = await keptPiece();
    const slug = `${kind.slug}-new`;
    await db().update(categories).set({ slug }).where(eq(categories.id, kind.id));
    expect((await listed(slug)).category).toMatchObject({ _id: kind.id, slug });

    await keep(product.id);
    await db()
      .update(categories)
      .set({ name: `${kind.name} New` })
      .where(eq(categories.id, kind.id));
    expect((await listed(slug)).category).toMatchObject({ name: `${kind.name} New` });
  });

  it('has its row, stale, from the insert of the piece on, before it has any variant', async () => {
    const id = newId();
    await db()
      .insert(products)
      .values({
        id,
        name: 'Bare Kada',
        slug: `bare-kada-${id}`,
        description: 'A kada.',
        mrp: 100,
        sku: `BK-${id}`,
        metal: 'Silver',
      });
    expect(await keptOf(id)).toEqual({ productId: id, threshold: null, json: null });
  });

  it('is not answered for another low-stock threshold, and is kept again for the new one', async () => {
    const threshold = (lowStockThreshold: number) =>
      callAs(shop, admin, 'PUT', '/api/settings', { lowStockThreshold });
    expect((await threshold(3)).statusCode).toBe(200);
    const { kind, product } = await keptPiece();
    await setStock(db(), product.id, 4);
    await keep(product.id);
    expect((await listed(kind.slug)).stockState).toBe('in_stock');

    expect((await threshold(5)).statusCode).toBe(200);
    expect((await listed(kind.slug)).stockState).toBe('low_stock');
    await expect.poll(async () => (await keptOf(product.id))?.threshold).toBe(5);
    expect((await listed(kind.slug)).stockState).toBe('low_stock');
  });

  it('is not kept for a piece off sale, and staff listings never read it', async () => {
    const { kind, product } = await keptPiece();
    const { threshold } = (await keptOf(product.id))!;
    await db().update(products).set({ isActive: false }).where(eq(products.id, product.id));
    await keep((await createProduct(db())).id);
    // Looked at for this threshold, with nothing kept: not stale, so no refill reads it again.
    expect(await keptOf(product.id)).toEqual({ productId: product.id, threshold, json: null });
    const staff = await callAs(
      shop,
      admin,
      'GET',
      `/api/product/get?category=${kind.slug}&includeInactive=true`,
    );
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data).toMatchObject([{ _id: product.id, isActive: false }]);
  });

  // A write holding a piece's row (a checkout between its statements) while the shop refills: the
  // refill gives way on that piece instead of waiting for it, and keeps the others meanwhile. PGlite
  // runs one transaction at a time, so only PostgreSQL can hold one open beside a refill.
  it.runIf(inject('databaseTemplate').kind === 'postgres')(
    'gives way on a piece a write holds, keeps the rest meanwhile, and the piece after the write',
    async () => {
      const held = await keptPiece();
      const other = await keptPiece();
      for (const { product } of [held, other])
        await db().update(products).set({ name: 'Stale Kada' }).where(eq(products.id, product.id));

      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const isHolding = new Promise<void>((resolve) => (holding = resolve));
      const writing = db().transaction(async (tx) => {
        await tx
          .update(productVariants)
          .set({ price: 2_345_600 })
          .where(eq(productVariants.id, held.product.variantIds[0]!));
        holding();
        await released;
      });
      await isHolding;
      try {
        await keep(other.product.id);
        expect((await keptOf(held.product.id))?.json ?? null).toBeNull();
      } finally {
        release();
        await writing;
      }
      await keep(held.product.id);
      const variants = (await listed(held.kind.slug)).variants as { price: number }[];
      expect(variants[0]!.price).toBe(2_345_600);
    },
  );
});

import { and, asc, eq, gte, inArray, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PriceBreakdown } from '#contract/variants.ts';
import type { Db, Tx } from '../../db/client.ts';
import { products } from './catalog.tables.ts';
import { onSale } from './on-sale.ts';
import { metalRates, productVariants } from './variants.tables.ts';

export type VariantRow = typeof productVariants.$inferSelect;
export type VariantWriteRow = Omit<VariantRow, 'price' | 'breakdown' | 'createdAt' | 'updatedAt'>;
export type RateKey = { metal: string; purity: string };
/** Which variants a repricing covers: some products', one metal rate's, or all. */
export type RepriceScope = { productIds: string[] } | { rates: RateKey[] } | 'all';

/** A long id list as one parameter (a repricing may touch tens of thousands of rows). */
const idList = (ids: string[]): SQL =>
  sql`(select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

function scopeWhere(scope: RepriceScope): SQL | undefined {
  if (scope === 'all') return undefined;
  if ('productIds' in scope) return inArray(productVariants.productId, scope.productIds);
  return and(
    eq(productVariants.pricing, 'metal_rate'),
    or(
      ...scope.rates.map((rate) =>
        and(eq(productVariants.rateMetal, rate.metal), eq(productVariants.ratePurity, rate.purity)),
      ),
    ),
  );
}

/** The variants of products, their stock and prices. */
export function createVariantsRepo(db: Db | Tx) {
  /** Many products' variants in one query, in each product's order. */
  const findByProducts = (productIds: string[]): Promise<VariantRow[]> =>
    productIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(productVariants)
          .where(inArray(productVariants.productId, productIds))
          .orderBy(asc(productVariants.productId), asc(productVariants.position));

  /** Variants whose SKU another product's variant already has (case-insensitive). */
  async function findSkuClashes(skus: string[], productId: string | null): Promise<string[]> {
    if (skus.length === 0) return [];
    const rows = await db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(
        and(
          inArray(
            sql`lower(${productVariants.sku})`,
            skus.map((sku) => sku.toLowerCase()),
          ),
          productId ? sql`${productVariants.productId} <> ${productId}` : undefined,
        ),
      );
    return rows.map((row) => row.sku);
  }

  /** Makes the product's variants exactly `rows`: updated by id, new ones inserted, the rest deleted. */
  async function replaceForProduct(productId: string, rows: VariantWriteRow[]): Promise<void> {
    const keep = rows.map((row) => row.id);
    await db
      .delete(productVariants)
      .where(and(eq(productVariants.productId, productId), notInArray(productVariants.id, keep)));
    // Free the SKUs first, so two variants may swap theirs in one save.
    await db
      .update(productVariants)
      .set({ sku: sql`'~' || ${productVariants.id}::text` })
      .where(eq(productVariants.productId, productId));
    for (const row of rows)
      await db
        .insert(productVariants)
        .values(row)
        .onConflictDoUpdate({
          target: productVariants.id,
          set: { ...row, updatedAt: sql`now()` },
          setWhere: eq(productVariants.productId, productId),
        });
  }

  /** The variants a repricing covers, locked in id order (checkout locks the same way). */
  const lockForPricing = (scope: RepriceScope) =>
    db
      .select({
        // Only what pricing reads: a repricing may move tens of thousands of rows into the process.
        variant: {
          id: productVariants.id,
          productId: productVariants.productId,
          options: productVariants.options,
          pricing: productVariants.pricing,
          fixedPrice: productVariants.fixedPrice,
          rateMetal: productVariants.rateMetal,
          ratePurity: productVariants.ratePurity,
          netWeightMg: productVariants.netWeightMg,
          makingType: productVariants.makingType,
          makingValue: productVariants.makingValue,
          stoneCharges: productVariants.stoneCharges,
          otherCharges: productVariants.otherCharges,
          price: productVariants.price,
          breakdown: productVariants.breakdown,
        },
        productMetal: products.metal,
        productPurity: products.purity,
        productWeight: products.weightGrams,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(scopeWhere(scope))
      .orderBy(asc(productVariants.id))
      .for('update', { of: productVariants });

  const findRates = () => db.select().from(metalRates);

  /** New prices, all in one statement. */
  async function writePrices(
    prices: { id: string; price: number | null; breakdown: PriceBreakdown | null }[],
  ): Promise<void> {
    if (prices.length === 0) return;
    await db.execute(sql`
      update ${productVariants} as v set price = u.price, breakdown = u.breakdown, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(prices)}::jsonb) as u(id uuid, price int, breakdown jsonb)
      where v.id = u.id`);
  }

  /**
   * The products' lowest and highest price and their stock, from their variants; the product rows
   * are locked in id order first, as checkout takes them, so the two never deadlock.
   */
  async function refreshProducts(productIds: string[]): Promise<void> {
    if (productIds.length === 0) return;
    const ids = [...new Set(productIds)].sort();
    await db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.id} in ${idList(ids)}`)
      .orderBy(asc(products.id))
      .for('update');
    await db.execute(sql`
      update ${products} as p set price = r.min_price, max_price = r.max_price, stock = r.stock
      from (select product_id, min(price) as min_price, max(price) as max_price, sum(stock)::int as stock
            from ${productVariants} where product_id in ${idList(ids)} group by product_id) as r
      where p.id = r.product_id
        and (p.price, p.max_price, p.stock) is distinct from (r.min_price, r.max_price, r.stock)`);
  }

  /** Variants on sale at or below the threshold, fewest first. */
  const findLowStock = (threshold: number, limit: number) =>
    db
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(onSale, lte(productVariants.stock, threshold)))
      .orderBy(asc(productVariants.stock), asc(products.name), asc(productVariants.position))
      .limit(limit);

  /** Checkout's view of its variants, locked in id order so a repricing never splits a line. */
  const lockForOrder = (ids: string[]) =>
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.id, ids))
      .orderBy(asc(productVariants.id))
      .for('update');

  async function takeIfAvailable(id: string, quantity: number) {
    const [taken] = await db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${quantity}` })
      .where(and(eq(productVariants.id, id), gte(productVariants.stock, quantity)))
      .returning({ stock: productVariants.stock, productId: productVariants.productId });
    return taken;
  }

  /** Answers the variant's product, or undefined when the variant is gone. */
  async function putBack(id: string, quantity: number): Promise<string | undefined> {
    const [row] = await db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${quantity}` })
      .where(eq(productVariants.id, id))
      .returning({ productId: productVariants.productId });
    return row?.productId;
  }

  return {
    findByProducts,
    findSkuClashes,
    replaceForProduct,
    lockForPricing,
    findRates,
    writePrices,
    refreshProducts,
    findLowStock,
    lockForOrder,
    takeIfAvailable,
    putBack,
  };
}

export type VariantsRepo = ReturnType<typeof createVariantsRepo>;

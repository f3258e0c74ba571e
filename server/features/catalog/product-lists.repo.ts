import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { products } from './catalog.tables.ts';
import { onSale } from './on-sale.ts';
import type { ProductRow } from './product-mapper.ts';

type Family = Pick<ProductRow, 'id' | 'price' | 'categoryId' | 'collectionId'>;

/** The short lists beside the catalogue's listing: similar pieces, metals, the sitemap. */
export function createProductListsRepo(db: Db | Tx) {
  /** On sale, same kind or collection, nearest in price, in stock first; never the product itself. */
  async function findSimilarIds(product: Family, limit: number): Promise<string[]> {
    const sameFamily = or(
      product.categoryId ? eq(products.categoryId, product.categoryId) : undefined,
      product.collectionId ? eq(products.collectionId, product.collectionId) : undefined,
    );
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(onSale, ne(products.id, product.id), sameFamily))
      .orderBy(
        desc(sql`${products.stock} > 0`),
        sql`abs(${products.price} - ${product.price ?? 0}) nulls last`,
        asc(products.id),
      )
      .limit(limit);
    return rows.map(({ id }) => id);
  }

  /** The metals of the pieces on sale, each once however staff spelled its case. */
  async function findMetals(): Promise<string[]> {
    const rows = await db
      // Byte order puts capitals first, so "Silver" wins over "silver" on every database's collation.
      .select({ metal: sql<string>`min(${products.metal} collate "C")` })
      .from(products)
      .where(onSale)
      .groupBy(sql`lower(${products.metal})`)
      .orderBy(sql`lower(${products.metal})`);
    return rows.map((row) => row.metal);
  }

  const findSitemapEntries = () =>
    db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(onSale)
      .orderBy(asc(products.slug));

  return { findSimilarIds, findMetals, findSitemapEntries };
}

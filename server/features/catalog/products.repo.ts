import { and, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { createBindings, preparedOnce } from '../../db/prepared.ts';
import { onSale } from './on-sale.ts';
import { nearestFirst, similarIds } from './product-lists.repo.ts';
import { byIdOrSlug } from './product-lookup.ts';
import { products } from './catalog.tables.ts';
import {
  detailed,
  productColumns,
  type ProductWithDetails,
  type ProductWithRefs,
  refJoins,
  refs,
} from './product-details.repo.ts';
import type { ReviewJson } from './review-mapper.ts';
import { latestReviewsJson } from './reviews.repo.ts';

export function createProductsRepo(db: Db | Tx) {
  const [categoryJoin, collectionJoin] = refJoins(productColumns);

  /** A product with its kind's and collection's id, name and slug, in one prepared query. */
  async function findByIdOrSlug(idOrSlug: string): Promise<ProductWithRefs | undefined> {
    const { bind, values } = createBindings();
    const where = byIdOrSlug(idOrSlug, bind);
    const statement = preparedOnce(db, `product-refs:${isUuid(idOrSlug) ? 'id' : 'slug'}`, (name) =>
      db
        .select({ product: productColumns, ...refs })
        .from(products)
        .leftJoin(...categoryJoin)
        .leftJoin(...collectionJoin)
        .where(where)
        .prepare(name),
    );
    const [row] = await statement.execute(values);
    return row;
  }

  /**
   * One product with all its page shows, its latest reviews too, in one prepared query (`withSold`:
   * its sold certificates too).
   */
  async function findDetailed(
    idOrSlug: string,
    withSold: boolean,
  ): Promise<(ProductWithDetails & { reviews: ReviewJson[] }) | undefined> {
    const { bind, values } = createBindings();
    const where = byIdOrSlug(idOrSlug, bind);
    const shape = `product:${isUuid(idOrSlug) ? 'id' : 'slug'}:${withSold}`;
    const statement = preparedOnce(db, shape, (name) =>
      db
        .select({ ...detailed(productColumns, withSold), reviews: latestReviewsJson(products.id) })
        .from(products)
        .leftJoin(...categoryJoin)
        .leftJoin(...collectionJoin)
        .where(where)
        .prepare(name),
    );
    const [row] = await statement.execute(values);
    return row;
  }

  /** Many products with all a card shows, in one prepared query, in the order of `ids`. */
  async function findByIds(ids: string[]): Promise<ProductWithDetails[]> {
    if (ids.length === 0) return [];
    const { bind, values } = createBindings();
    // One array parameter, so every number of ids is the same statement.
    const where = sql`${products.id} = any(${bind('ids', ids)}::uuid[])`;
    const statement = preparedOnce(db, 'products-by-ids', (name) =>
      db
        .select(detailed(productColumns, false))
        .from(products)
        .leftJoin(...categoryJoin)
        .leftJoin(...collectionJoin)
        .where(where)
        .prepare(name),
    );
    const rows = await statement.execute(values);
    const byId = new Map(rows.map((row) => [row.product.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The pieces similar to the one on sale named by `idOrSlug` (product-lists.repo.ts), each as a card
   * shows it, in one prepared statement that finds the piece too; none when it is not on sale.
   */
  async function findSimilar(idOrSlug: string, limit: number): Promise<ProductWithDetails[]> {
    const { bind, values } = createBindings();
    const found = byIdOrSlug(idOrSlug, bind);
    const count = sql`${bind('limit', limit)}::integer`;
    const statement = preparedOnce(db, `similar:${isUuid(idOrSlug) ? 'id' : 'slug'}`, (name) => {
      const piece = db.$with('piece').as(
        db
          .select({
            id: products.id,
            price: sql<number>`coalesce(${products.price}, 0)`.as('price'),
            categoryId: products.categoryId,
            collectionId: products.collectionId,
          })
          .from(products)
          .where(and(found, onSale)),
      );
      const of = (column: SQLWrapper) => sql`(select ${column} from ${piece})`;
      const price = of(piece.price);
      const near = similarIds(
        {
          id: of(piece.id),
          price,
          category: of(piece.categoryId),
          collection: of(piece.collectionId),
        },
        count,
      );
      return db
        .with(piece)
        .select(detailed(productColumns, false))
        .from(products)
        .leftJoin(...categoryJoin)
        .leftJoin(...collectionJoin)
        .where(sql`${products.id} = any(${near})`)
        .orderBy(...nearestFirst(products.stock, products.price, products.id, price))
        .prepare(name);
    });
    return statement.execute(values);
  }

  return { findByIdOrSlug, findDetailed, findByIds, findSimilar };
}

export type ProductsRepo = ReturnType<typeof createProductsRepo>;

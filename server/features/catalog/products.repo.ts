import { and, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { createBindings, preparedOnce } from '../../db/prepared.ts';
import { onSale } from './on-sale.ts';
import { nearestFirst, similarIds } from './product-lists.repo.ts';
import { byIdOrSlug } from './product-lookup.ts';
import { products } from './catalog.tables.ts';
import type { Product, ProductCardData, ProductDetail, ProductShape } from '#contract/catalog.ts';
import type { JsonText } from '../../lib/json-text.ts';
import {
  productCardJson,
  productColumns,
  productJson,
  type ProductWithRefs,
  refJoins,
  refs,
} from './product-details.repo.ts';
import { latestReviewsJson } from './reviews.repo.ts';

/** The shop's low-stock threshold, a placeholder of every statement that writes a product's JSON. */
const threshold = sql`${sql.placeholder('threshold')}::integer`;

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
   * One product with all its page shows, its latest reviews too, as JSON in one prepared query, and
   * whether it is on sale (`withSold`: its sold certificates too; `variantId`: the default variant).
   * Archived products are never found: only their orders keep them.
   */
  async function findDetailed(
    idOrSlug: string,
    view: { withSold: boolean; threshold: number; variantId?: string },
  ): Promise<{ json: JsonText<ProductDetail>; onSale: boolean } | undefined> {
    const { bind, values } = createBindings();
    const where = and(byIdOrSlug(idOrSlug, bind), isNull(products.archivedAt));
    const shape = `product:${isUuid(idOrSlug) ? 'id' : 'slug'}:${view.withSold}`;
    const statement = preparedOnce(db, shape, (name) =>
      db
        .select({
          json: productJson(productColumns, {
            threshold,
            withSold: view.withSold,
            variant: sql`${sql.placeholder('variant')}::text`,
            extra: { reviews: latestReviewsJson(products.id) },
          }) as SQL<JsonText<ProductDetail>>,
          onSale: sql<boolean>`${onSale}`,
        })
        .from(products)
        .where(where)
        .prepare(name),
    );
    const [row] = await statement.execute({
      ...values,
      threshold: view.threshold,
      variant: view.variantId ?? null,
    });
    return row;
  }

  /** Many products as cards show them, as JSON in one prepared query, in the order of `ids`. */
  async function findByIds(
    ids: string[],
    view: { threshold: number },
  ): Promise<JsonText<Product>[]> {
    if (ids.length === 0) return [];
    const { bind, values } = createBindings();
    // One array parameter, so every number of ids is the same statement.
    const where = sql`${products.id} = any(${bind('ids', ids)}::uuid[])`;
    const statement = preparedOnce(db, 'products-by-ids', (name) =>
      db
        .select({
          id: products.id,
          json: productJson(productColumns, { threshold, withSold: false }),
        })
        .from(products)
        .where(where)
        .prepare(name),
    );
    const rows = await statement.execute({ ...values, threshold: view.threshold });
    const byId = new Map(rows.map((row) => [row.id, row.json]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The pieces similar to the one on sale named by `idOrSlug` (product-lists.repo.ts), whole or as
   * cards, in one prepared statement that finds the piece too; none when it is not on sale.
   */
  async function findSimilar(
    idOrSlug: string,
    view: { limit: number; threshold: number; shape: ProductShape },
  ): Promise<JsonText<Product | ProductCardData>[]> {
    const { bind, values } = createBindings();
    const found = byIdOrSlug(idOrSlug, bind);
    // The count in the SQL text, one statement per count asked (at most 24): with LIMIT as a
    // placeholder PostgreSQL guesses a generic plan reads a tenth of the table, so it planned this
    // statement afresh on every call, 1 ms of planning for 0.45 ms of execution.
    if (!Number.isSafeInteger(view.limit) || view.limit < 1)
      throw new RangeError('The number of similar pieces must be a positive integer');
    const count = sql.raw(String(view.limit));
    const lookup = isUuid(idOrSlug) ? 'id' : 'slug';
    const statement = preparedOnce(db, `similar:${lookup}:${view.limit}:${view.shape}`, (name) => {
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
        .select({
          json:
            view.shape === 'card'
              ? productCardJson(productColumns, { threshold })
              : productJson(productColumns, { threshold, withSold: false }),
        })
        .from(products)
        .where(sql`${products.id} = any(${near})`)
        .orderBy(...nearestFirst(products.stock, products.price, products.id, price))
        .prepare(name);
    });
    const rows = await statement.execute({ ...values, threshold: view.threshold });
    return rows.map((row) => row.json);
  }

  return { findByIdOrSlug, findDetailed, findByIds, findSimilar };
}

export type ProductsRepo = ReturnType<typeof createProductsRepo>;

import {
  and,
  asc,
  desc,
  gt,
  gte,
  isNull,
  lt,
  lte,
  ne,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { products } from './catalog.tables.ts';
import { onSale } from './on-sale.ts';

/** In stock first, then nearest in price (unpriced last), then by id: the order of similar pieces. */
export const nearestFirst = (
  stock: SQLWrapper,
  price: SQLWrapper,
  id: SQLWrapper,
  to: SQLWrapper,
) => [sql`${stock} > 0 desc`, sql`abs(${price} - ${to}) nulls last`, asc(id)];

/**
 * The piece whose similar pieces a statement reads, as SQL values (scalar subqueries of a one-row
 * `with`, so the statement finds the piece itself); its price is 0 when it has none.
 */
export type Piece = { id: SQL; price: SQL; category: SQL; collection: SQL };

/**
 * The ids of the pieces similar to `piece`, as an SQL array for a prepared statement: on sale, same
 * kind or collection (any piece when it has neither), nearest in price, in stock first; never the
 * piece itself (and none when there is no piece: `id <> null` holds for no row). Walked outwards
 * from its price on the price index, `count` rows per side, then ordered as one list: the same
 * answer as sorting the whole family by distance, without reading it. The sold-out and unpriced
 * sides are only walked when fewer than `count` priced pieces are in stock (PostgreSQL skips them
 * with a one-time filter): sold-out pieces are few, so their walk reads far along the index (1.8 →
 * 0.3 ms on 10,000 pieces).
 */
export function similarIds(piece: Piece, count: SQL): SQL<string[]> {
  const { id, price, category, collection } = piece;
  const sameFamily = sql`(${products.categoryId} = ${category} or ${products.collectionId} = ${collection} or (${category} is null and ${collection} is null))`;
  const side = (where: SQL, ...order: SQL[]) => sql`(
    select ${products.id} as id, ${products.stock} as stock, ${products.price} as price
    from ${products}
    where ${and(onSale, ne(products.id, id), sameFamily, where)}
    order by ${sql.join(order, sql`, `)}
    limit ${count})`;
  const inStock = gt(products.stock, 0);
  const fewInStock = sql`(select count(*) from in_stock) < ${count}`;
  return sql`array(
    with in_stock as (
      ${side(and(inStock, gte(products.price, price))!, asc(products.price), asc(products.id))}
      union all ${side(and(inStock, lt(products.price, price))!, desc(products.price), asc(products.id))}
    )
    select near.id from (
      select * from in_stock
      union all ${side(and(fewInStock, lte(products.stock, 0), gte(products.price, price))!, asc(products.price), asc(products.id))}
      union all ${side(and(fewInStock, lte(products.stock, 0), lt(products.price, price))!, desc(products.price), asc(products.id))}
      union all ${side(and(fewInStock, isNull(products.price))!, desc(inStock), asc(products.id))}
    ) as near
    order by ${sql.join(nearestFirst(sql`near.stock`, sql`near.price`, sql`near.id`, price), sql`, `)}
    limit ${count})`;
}

/** The short lists beside the catalogue's listing: metals and the sitemap. */
export function createProductListsRepo(db: Db | Tx) {
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

  return { findMetals, findSitemapEntries };
}

import { pageWindow } from '#contract/paging.ts';
import {
  and,
  asc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProductListQuerySchema } from '#contract/catalog.ts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { categories, productImages, products } from './catalog.tables.ts';
import { onSale } from './on-sale.ts';
import type { ProductImageRow, ProductRow } from './product-mapper.ts';

export type ListQuery = Omit<z.output<typeof ProductListQuerySchema>, 'includeInactive'> & {
  includeInactive?: boolean;
};
type CategoryRef = { id: string; name: string; slug: string } | null;
export type ProductWithRefs = {
  product: ProductRow;
  category: CategoryRef;
  collection: CategoryRef;
};

// The search vector is large and only ever used in WHERE; never fetch it.
const { search: _searchVector, ...productColumns } = getTableColumns(products);

const categoryRef = alias(categories, 'category_ref');
const collectionRef = alias(categories, 'collection_ref');

/**
 * Every ORDER BY matches an index (see catalog.tables.ts), including its NULLS LAST: a piece not yet
 * priced comes after the priced ones both ways. Low to high goes by the lowest variant price ("from
 * ₹X"), high to low by the highest.
 */
const ORDER: Record<string, SQL[]> = {
  newest: [sql`${products.createdAt} desc nulls last`, asc(products.id)],
  price_asc: [asc(products.price), asc(products.id)],
  price_desc: [sql`${products.maxPrice} desc nulls last`, asc(products.id)],
  rating: [sql`${products.averageRating} desc nulls last`, asc(products.id)],
  bestseller: [sql`${products.soldCount} desc nulls last`, asc(products.id)],
};

function categoryFilter(kind: 'category' | 'collection', value: string): SQL {
  const column = kind === 'category' ? products.categoryId : products.collectionId;
  const match = isUuid(value)
    ? sql`(${categories.id} = ${value} or ${categories.slug} = ${value})`
    : sql`${categories.slug} = ${value.toLowerCase()}`;
  return sql`${column} in (select ${categories.id} from ${categories} where ${categories.kind} = ${kind} and ${match})`;
}

/** The text the trigram index is built on: name, metal, stone, kind and collection (catalog.tables.ts). */
const fuzzyText = sql`(${products.name} || ' ' || ${products.metal} || ' ' || coalesce(${products.gemstone}, '') || ' ' || coalesce(${products.categoryName}, '') || ' ' || coalesce(${products.collectionName}, ''))`;

/**
 * Words typed with a typo ("neckalce", "earings") still match names, metals, stones, kinds and
 * collections by trigram word similarity. `<%` uses the GIN index on the same expression, with the
 * threshold set per connection (db/client.ts).
 */
export function fuzzyMatch(search: string): SQL {
  const words = search.split(/\s+/).filter(Boolean).slice(0, 6);
  return and(...words.map((word) => sql`${word} <% ${fuzzyText}`))!;
}

/** A product named by its id or its slug (slugs are lower-case), as every `{productId}` path takes it. */
export function byIdOrSlug(idOrSlug: string): SQL {
  return isUuid(idOrSlug)
    ? or(eq(products.id, idOrSlug), eq(products.slug, idOrSlug))!
    : eq(products.slug, idOrSlug.toLowerCase());
}

export function createProductsRepo(db: Db | Tx) {
  function filters(query: ListQuery): SQL[] {
    const where: SQL[] = [];
    where.push(query.includeInactive ? isNull(products.archivedAt) : onSale);
    if (query.category) where.push(categoryFilter('category', query.category));
    if (query.jewelleryCategory) where.push(categoryFilter('collection', query.jewelleryCategory));
    if (query.minPrice !== undefined) where.push(gte(products.price, query.minPrice));
    if (query.maxPrice !== undefined) where.push(lte(products.price, query.maxPrice));
    if (query.metal) where.push(sql`lower(${products.metal}) = ${query.metal.toLowerCase()}`);
    if (query.inStock === 'true') where.push(sql`${products.stock} > 0`);
    return where;
  }

  /** Products with their kind's and collection's id, name and slug. */
  const withRefs = (where: SQL | undefined) =>
    db
      .select({
        product: productColumns,
        category: { id: categoryRef.id, name: categoryRef.name, slug: categoryRef.slug },
        collection: { id: collectionRef.id, name: collectionRef.name, slug: collectionRef.slug },
      })
      .from(products)
      .leftJoin(categoryRef, eq(categoryRef.id, products.categoryId))
      .leftJoin(collectionRef, eq(collectionRef.id, products.collectionId))
      .where(where);

  const page = (where: SQL[], order: SQL[], limit: number, offset: number) =>
    withRefs(and(...where))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);

  async function countWhere(where: SQL[]): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(...where));
    return Number(row?.n ?? 0);
  }

  /**
   * The page (an index-ordered LIMIT) and its total (a separate count: a window count would read every
   * matching row); full-text search first, and only when it finds nothing, the trigram fallback.
   */
  async function list(query: ListQuery): Promise<{ rows: ProductWithRefs[]; total: number }> {
    const base = filters(query);
    const { offset } = pageWindow(query);
    const sortKey = query.type === 'bestseller' ? 'bestseller' : query.sort;
    const attempts: { where: SQL[]; order: SQL[] }[] = [];
    if (query.search) {
      const tsQuery = sql`websearch_to_tsquery('english', ${query.search})`;
      attempts.push({
        where: [...base, sql`${products.search} @@ ${tsQuery}`],
        order: sortKey
          ? ORDER[sortKey]!
          : [sql`ts_rank(${products.search}, ${tsQuery}) desc`, asc(products.id)],
      });
      attempts.push({
        where: [...base, fuzzyMatch(query.search)],
        order: sortKey
          ? ORDER[sortKey]!
          : [sql`word_similarity(${query.search}, ${fuzzyText}) desc`, asc(products.id)],
      });
    } else {
      attempts.push({ where: base, order: ORDER[sortKey ?? 'newest']! });
    }
    for (const attempt of attempts) {
      const [rows, total] = await Promise.all([
        page(attempt.where, attempt.order, query.limit, offset),
        countWhere(attempt.where),
      ]);
      if (total > 0 || attempt === attempts.at(-1)) return { rows, total };
    }
    return { rows: [], total: 0 };
  }

  async function findByIdOrSlug(idOrSlug: string): Promise<ProductWithRefs | undefined> {
    const [row] = await withRefs(byIdOrSlug(idOrSlug));
    return row;
  }

  /** Many products in one query, in the order of `ids`. */
  async function findByIds(ids: string[]): Promise<ProductWithRefs[]> {
    if (ids.length === 0) return [];
    const rows = await withRefs(inArray(products.id, ids));
    const byId = new Map(rows.map((row) => [row.product.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Images of many products in one query, grouped by product in display order. */
  async function imagesOf(productIds: string[]): Promise<Map<string, ProductImageRow[]>> {
    const byProduct = new Map<string, ProductImageRow[]>();
    if (productIds.length === 0) return byProduct;
    const rows = await db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, productIds))
      .orderBy(asc(productImages.productId), asc(productImages.position));
    for (const row of rows)
      byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
    return byProduct;
  }

  return { list, findByIdOrSlug, findByIds, imagesOf };
}

export type ProductsRepo = ReturnType<typeof createProductsRepo>;

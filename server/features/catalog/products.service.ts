import { pageCount } from '#contract/paging.ts';
import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Product,
  type ProductDetail,
  type ProductList,
  type ProductListQuerySchema,
} from '#contract/catalog.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { products } from './catalog.tables.ts';
import { toProduct } from './product-mapper.ts';
import { createProductsRepo, type ProductWithRefs } from './products.repo.ts';
import type { ReviewsService } from './reviews.service.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';

/** Reading the catalogue: listing, one product, similar pieces. Inactive products are staff-only. */
export function createProductsService(deps: {
  db: Db;
  settings: SettingsService;
  reviews: ReviewsService;
}) {
  const { db, settings } = deps;
  const repo = createProductsRepo(db);

  async function hydrate(rows: ProductWithRefs[]): Promise<Product[]> {
    const [images, { lowStockThreshold }] = await Promise.all([
      repo.imagesOf(rows.map((row) => row.product.id)),
      settings.getSettings(),
    ]);
    return rows.map((row) =>
      toProduct(row.product, row, images.get(row.product.id) ?? [], lowStockThreshold),
    );
  }

  async function list(
    query: z.output<typeof ProductListQuerySchema>,
    { includeInactive = false } = {},
  ): Promise<ProductList> {
    const { rows, total } = await repo.list({ ...query, includeInactive });
    return {
      data: await hydrate(rows),
      totalPages: pageCount(total, query.limit),
      totalProducts: total,
      page: query.page,
    };
  }

  /** Archived products are gone for everyone, staff included: only their orders keep them. */
  async function findVisible(idOrSlug: string, canSeeInactive: boolean): Promise<ProductWithRefs> {
    const row = await repo.findByIdOrSlug(idOrSlug);
    if (!row || row.product.archivedAt || (!row.product.isActive && !canSeeInactive))
      throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    return row;
  }

  async function get(idOrSlug: string, { canSeeInactive = false } = {}): Promise<ProductDetail> {
    const row = await findVisible(idOrSlug, canSeeInactive);
    const [[product], reviews] = await Promise.all([
      hydrate([row]),
      deps.reviews.latest(row.product.id),
    ]);
    return { ...product!, reviews };
  }

  /** Same kind or collection, nearest in price, in stock first; never the product itself. */
  async function similar(idOrSlug: string, limit: number): Promise<Product[]> {
    const { product } = await findVisible(idOrSlug, false);
    const sameFamily = or(
      product.categoryId ? eq(products.categoryId, product.categoryId) : undefined,
      product.collectionId ? eq(products.collectionId, product.collectionId) : undefined,
    );
    const ids = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.isActive, true),
          isNull(products.archivedAt),
          ne(products.id, product.id),
          sameFamily,
        ),
      )
      .orderBy(
        desc(sql`${products.stock} > 0`),
        sql`abs(${products.price} - ${product.price})`,
        asc(products.id),
      )
      .limit(limit);
    return hydrate(await repo.findByIds(ids.map(({ id }) => id)));
  }

  /** Products by id (any state), hydrated for cards; missing ids are simply absent. */
  async function byIds(ids: readonly string[]): Promise<Map<string, Product>> {
    if (ids.length === 0) return new Map();
    const hydrated = await hydrate(await repo.findByIds([...new Set(ids)]));
    return new Map(hydrated.map((product) => [product._id, product]));
  }

  /** The metals of the pieces on sale, each once however staff spelled its case (the filter ignores case). */
  async function metals(): Promise<string[]> {
    const rows = await db
      // Byte order puts capitals first, so "Silver" wins over "silver" on every database's collation.
      .select({ metal: sql<string>`min(${products.metal} collate "C")` })
      .from(products)
      .where(eq(products.isActive, true))
      .groupBy(sql`lower(${products.metal})`)
      .orderBy(sql`lower(${products.metal})`);
    return rows.map((row) => row.metal);
  }

  /** Every active product's slug and last change, for /sitemap.xml. */
  const sitemapEntries = () =>
    db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(and(eq(products.isActive, true), isNull(products.archivedAt)))
      .orderBy(asc(products.slug));

  return { list, get, similar, metals, findVisible, byIds, sitemapEntries };
}

export type ProductsService = ReturnType<typeof createProductsService>;

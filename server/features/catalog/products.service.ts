import { pageCount } from '#contract/paging.ts';
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
import { isOnSale } from './on-sale.ts';
import { createProductListsRepo } from './product-lists.repo.ts';
import { toProduct } from './product-mapper.ts';
import { createProductsRepo, type ProductWithRefs } from './products.repo.ts';
import type { ReviewsService } from './reviews.service.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';

type Deps = { db: Db; settings: SettingsService; reviews: ReviewsService };
type ListQuery = z.output<typeof ProductListQuerySchema>;

async function hydrate({ db, settings }: Deps, rows: ProductWithRefs[]): Promise<Product[]> {
  const [images, { lowStockThreshold }] = await Promise.all([
    createProductsRepo(db).imagesOf(rows.map((row) => row.product.id)),
    settings.getSettings(),
  ]);
  return rows.map((row) =>
    toProduct(row.product, row, images.get(row.product.id) ?? [], lowStockThreshold),
  );
}

export async function listProducts(
  deps: Deps,
  query: ListQuery,
  { includeInactive = false } = {},
): Promise<ProductList> {
  const { rows, total } = await createProductsRepo(deps.db).list({ ...query, includeInactive });
  return {
    data: await hydrate(deps, rows),
    totalPages: pageCount(total, query.limit),
    totalProducts: total,
    page: query.page,
  };
}

/** Archived products are gone for everyone, staff included: only their orders keep them. */
export async function findVisibleProduct(
  { db }: Deps,
  idOrSlug: string,
  canSeeInactive: boolean,
): Promise<ProductWithRefs> {
  const row = await createProductsRepo(db).findByIdOrSlug(idOrSlug);
  if (!row || row.product.archivedAt || (!isOnSale(row.product) && !canSeeInactive))
    throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return row;
}

export async function getProduct(
  deps: Deps,
  idOrSlug: string,
  { canSeeInactive = false } = {},
): Promise<ProductDetail> {
  const row = await findVisibleProduct(deps, idOrSlug, canSeeInactive);
  const [[product], reviews] = await Promise.all([
    hydrate(deps, [row]),
    deps.reviews.latest(row.product.id),
  ]);
  return { ...product!, reviews };
}

/** Same kind or collection, nearest in price, in stock first; never the product itself. */
export async function similarProducts(
  deps: Deps,
  idOrSlug: string,
  limit: number,
): Promise<Product[]> {
  const { product } = await findVisibleProduct(deps, idOrSlug, false);
  const ids = await createProductListsRepo(deps.db).findSimilarIds(product, limit);
  return hydrate(deps, await createProductsRepo(deps.db).findByIds(ids));
}

/** Products by id (any state), hydrated for cards, in the order of `ids`; missing ids are absent. */
export async function productsByIds(
  deps: Deps,
  ids: readonly string[],
): Promise<Map<string, Product>> {
  if (ids.length === 0) return new Map();
  const hydrated = await hydrate(
    deps,
    await createProductsRepo(deps.db).findByIds([...new Set(ids)]),
  );
  return new Map(hydrated.map((product) => [product._id, product]));
}

/** Pieces on sale at or below `threshold` in stock, fewest first. */
export async function lowStockProducts(
  deps: Deps,
  threshold: number,
  limit: number,
): Promise<Product[]> {
  const ids = await createProductListsRepo(deps.db).findLowStockIds(threshold, limit);
  return hydrate(deps, await createProductsRepo(deps.db).findByIds(ids));
}

/** Reading the catalogue: listing, one product, similar pieces. Inactive products are staff-only. */
export function createProductsService(deps: Deps) {
  const lists = createProductListsRepo(deps.db);
  return {
    list: (query: ListQuery, options?: { includeInactive?: boolean }) =>
      listProducts(deps, query, options),
    get: (idOrSlug: string, options?: { canSeeInactive?: boolean }) =>
      getProduct(deps, idOrSlug, options),
    similar: (idOrSlug: string, limit: number) => similarProducts(deps, idOrSlug, limit),
    /** The metals of the pieces on sale, each once however staff spelled its case (the filter ignores case). */
    metals: () => lists.findMetals(),
    findVisible: (idOrSlug: string, canSeeInactive: boolean) =>
      findVisibleProduct(deps, idOrSlug, canSeeInactive),
    byIds: (ids: readonly string[]) => productsByIds(deps, ids),
    lowStock: (threshold: number, limit: number) => lowStockProducts(deps, threshold, limit),
    /** Every product on sale: its slug and last change, for /sitemap.xml. */
    sitemapEntries: () => lists.findSitemapEntries(),
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;

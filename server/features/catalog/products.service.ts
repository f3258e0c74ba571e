import { pageCount } from '#contract/paging.ts';
import type { z } from 'zod';
import {
  type Product,
  type ProductCardData,
  type ProductCardList,
  type ProductShape,
  type ProductDetail,
  type ProductList,
  type ProductListQuerySchema,
} from '#contract/catalog.ts';
import type { LowStockItem } from '#contract/admin.ts';
import { lineVariantOf } from '#contract/cart.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { type JsonText, jsonTextArray, parseJsonText } from '../../lib/json-text.ts';
import type { FeedMemo } from '../../lib/feed-memo.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { isOnSale } from './on-sale.ts';
import { createProductListsRepo } from './product-lists.repo.ts';
import { createProductPagesRepo } from './product-pages.repo.ts';
import type { ProductRow, ProductWithRefs } from './product-details.repo.ts';
import { createProductsRepo } from './products.repo.ts';
import { createVariantsRepo } from './variants.repo.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';

type Deps = {
  db: Db;
  settings: SettingsService;
  /** Remembers each listing filter's total and the metals until the catalogue changes (server/lib/feed-memo.ts). */
  facts: Pick<FeedMemo<unknown>, 'remember'>;
};
type ListQuery = z.output<typeof ProductListQuerySchema>;

/** The shop's low-stock threshold, which every product's stock state depends on. */
const thresholdOf = async ({ settings }: Deps) => (await settings.getSettings()).lowStockThreshold;

/** A page of the listing as its answer's JSON (ProductListSchema, or ProductCardListSchema), written by PostgreSQL. */
export async function listProducts(
  deps: Deps,
  query: ListQuery,
  { includeInactive = false } = {},
): Promise<JsonText<ProductList | ProductCardList>> {
  const { rows, total } = await createProductPagesRepo(deps.db).list(
    { ...query, includeInactive },
    { threshold: await thresholdOf(deps), countOf: deps.facts.remember },
  );
  const totalPages = pageCount(total, query.limit);
  return `{"data":${jsonTextArray(rows)},"totalPages":${totalPages},"totalProducts":${total},"page":${query.page}}`;
}

/** Archived products are gone for everyone, staff included: only their orders keep them. */
const isVisible = (product: ProductRow, canSeeInactive: boolean): boolean =>
  !product.archivedAt && (isOnSale(product) || canSeeInactive);

export async function findVisibleProduct(
  { db }: Deps,
  idOrSlug: string,
  canSeeInactive: boolean,
): Promise<ProductWithRefs> {
  const row = await createProductsRepo(db).findByIdOrSlug(idOrSlug);
  if (!row || !isVisible(row.product, canSeeInactive))
    throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return row;
}

/** `canSeeInactive`: staff, who see inactive pieces and sold certificates; `variantId`: the default variant. */
type ProductView = { canSeeInactive?: boolean; variantId?: string };

/** One product with its latest reviews, as JSON (ProductDetailSchema); inactive ones only for staff. */
export async function getProduct(
  deps: Deps,
  idOrSlug: string,
  { canSeeInactive = false, variantId }: ProductView = {},
): Promise<JsonText<ProductDetail>> {
  const row = await createProductsRepo(deps.db).findDetailed(idOrSlug, {
    withSold: canSeeInactive,
    threshold: await thresholdOf(deps),
    variantId,
  });
  if (!row || !(row.onSale || canSeeInactive)) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return row.json;
}

/** Same kind or collection, nearest in price, in stock first; never the product itself. */
export async function similarProducts(
  deps: Deps,
  idOrSlug: string,
  view: { limit: number; shape: ProductShape },
): Promise<JsonText<Product[] | ProductCardData[]>> {
  const rows = await createProductsRepo(deps.db).findSimilar(idOrSlug, {
    ...view,
    threshold: await thresholdOf(deps),
  });
  // None: a piece alone in its kind, or no piece on sale by that name (then a 404). One statement
  // on the common path; the piece is looked up again only to tell the two apart.
  if (rows.length === 0) await findVisibleProduct(deps, idOrSlug, false);
  return jsonTextArray(rows);
}

/** Products by id (any state), as cards show them, in the order of `ids`; missing ids are absent. */
export async function productsByIds(
  deps: Deps,
  ids: readonly string[],
): Promise<Map<string, Product>> {
  if (ids.length === 0) return new Map();
  const found = await createProductsRepo(deps.db).findByIds([...new Set(ids)], {
    threshold: await thresholdOf(deps),
  });
  const products = found.map(parseJsonText);
  return new Map(products.map((product) => [product._id, product]));
}

/** Variants on sale at or below `threshold` in stock, fewest first, each with its product. */
export async function lowStockProducts(
  deps: Deps,
  threshold: number,
  limit: number,
): Promise<LowStockItem[]> {
  const low = await createVariantsRepo(deps.db).findLowStock(threshold, limit);
  const byId = await productsByIds(
    deps,
    low.map((row) => row.productId),
  );
  return low.flatMap(({ id, productId }) => {
    const product = byId.get(productId);
    const variant = product?.variants.find((one) => one._id === id);
    return product && variant ? [{ ...product, variant: lineVariantOf(variant) }] : [];
  });
}

/** Reading the catalogue: listing, one product, similar pieces. Inactive products are staff-only. */
export function createProductsService(deps: Deps) {
  const lists = createProductListsRepo(deps.db);
  return {
    list: (query: ListQuery, options?: { includeInactive?: boolean }) =>
      listProducts(deps, query, options),
    get: (idOrSlug: string, options?: ProductView) => getProduct(deps, idOrSlug, options),
    /** The same product as objects, for code that reads it (the page head, staff's writes). */
    read: async (idOrSlug: string, options?: ProductView) =>
      parseJsonText(await getProduct(deps, idOrSlug, options)),
    similar: (idOrSlug: string, view: { limit: number; shape: ProductShape }) =>
      similarProducts(deps, idOrSlug, view),
    /** The metals of the pieces on sale, each once however staff spelled its case (the filter ignores case). */
    metals: () => deps.facts.remember('metals', lists.findMetals),
    findVisible: (idOrSlug: string, canSeeInactive: boolean) =>
      findVisibleProduct(deps, idOrSlug, canSeeInactive),
    byIds: (ids: readonly string[]) => productsByIds(deps, ids),
    lowStock: (threshold: number, limit: number) => lowStockProducts(deps, threshold, limit),
    /** Every product on sale: its slug and last change, for /sitemap.xml. */
    sitemapEntries: () => lists.findSitemapEntries(),
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;

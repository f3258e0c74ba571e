import { z } from 'zod';
import { PRODUCT_PAGE_SIZE, ProductListQuerySchema, type ProductSort } from '#contract/catalog.ts';
import type { ProductListParams } from './catalog-api.ts';

/** What the listing shows, kept in the URL so it can be shared and the back button restores it. */
export type ProductFilters = {
  search?: string;
  category?: string;
  jewelleryCategory?: string;
  metal?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  sort?: ProductSort;
  type?: 'bestseller';
  page: number;
};

const RUPEE = 100;
/** Price bands in paise; `undefined` leaves that end open. */
export const PRICE_RANGES: readonly { min?: number; max?: number }[] = [
  { max: 10_000 * RUPEE },
  { min: 10_000 * RUPEE, max: 25_000 * RUPEE },
  { min: 25_000 * RUPEE, max: 50_000 * RUPEE },
  { min: 50_000 * RUPEE, max: 1_00_000 * RUPEE },
  { min: 1_00_000 * RUPEE, max: 2_50_000 * RUPEE },
  { min: 2_50_000 * RUPEE },
];

const ORDER = [
  'search',
  'category',
  'jewelleryCategory',
  'metal',
  'minPrice',
  'maxPrice',
  'inStock',
  'sort',
  'type',
  'page',
] as const;

const {
  search,
  category,
  jewelleryCategory,
  metal,
  minPrice,
  maxPrice,
  inStock,
  sort,
  type,
  page,
} = ProductListQuerySchema.shape;

/**
 * The listing's query as an address may hold it: each field by the contract's own rule, so the page
 * asks only what the server takes, and a bad value falls back to its default (a bad link still lists).
 */
const AddressFiltersSchema = z.object({
  search: search.catch(undefined),
  category: category.catch(undefined),
  jewelleryCategory: jewelleryCategory.catch(undefined),
  metal: metal.catch(undefined),
  minPrice: minPrice.catch(undefined),
  maxPrice: maxPrice.catch(undefined),
  inStock: inStock.catch(undefined),
  sort: sort.catch(undefined),
  type: type.catch(undefined),
  page: page.catch(1),
});

/** Reads the listing's state from the address; anything malformed is ignored, never an error. */
export function filtersFromParams(params: URLSearchParams): ProductFilters {
  // A blank value is no value, as when the key is missing.
  const raw = Object.fromEntries(ORDER.map((key) => [key, params.get(key)?.trim() || undefined]));
  const { inStock, ...filters } = AddressFiltersSchema.parse(raw);
  return { ...filters, inStock: inStock === 'true' ? true : undefined };
}

/** The address for a listing state: only what differs from the defaults, in a stable order. */
export function paramsFromFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = filters[key];
    if (value === undefined || value === '' || value === false) continue;
    if (key === 'page' && value === 1) continue;
    params.set(key, String(value));
  }
  return params;
}

/** A changed filter starts again from the first page. */
export function withFilters(
  filters: ProductFilters,
  patch: Partial<Omit<ProductFilters, 'page'>>,
): ProductFilters {
  return { ...filters, ...patch, page: 1 };
}

export function clearedFilters(filters: ProductFilters): ProductFilters {
  return { page: 1, type: filters.type, sort: filters.sort };
}

/** Filters that narrow the results (search included); sort and bestseller do not. */
export function activeFilterCount(filters: ProductFilters): number {
  const { search, category, jewelleryCategory, metal, minPrice, maxPrice, inStock } = filters;
  const hasPrice = minPrice !== undefined || maxPrice !== undefined;
  return [search, category, jewelleryCategory, metal, hasPrice || undefined, inStock].filter(
    Boolean,
  ).length;
}

export function toListQuery(
  filters: ProductFilters,
  limit: number = PRODUCT_PAGE_SIZE,
): ProductListParams {
  const { inStock, ...rest } = filters;
  return { ...rest, limit, inStock: inStock ? 'true' : undefined };
}

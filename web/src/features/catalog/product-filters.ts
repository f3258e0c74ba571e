import {
  PRODUCT_FILTER_TEXT_MAX,
  PRODUCT_METAL_MAX,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  type ProductSort,
} from '#contract/catalog-constants.ts';
import { PAGE_MAX } from '#contract/paging-constants.ts';
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

type Raw = string | undefined;

// Each field by the contract's rule for ProductListQuerySchema (the tests hold the two together),
// written without zod, which stays out of the first load.
const text = (value: Raw, max: number) => (value && value.length <= max ? value : undefined);
const oneOf = <T extends string>(value: Raw, values: readonly T[]) =>
  values.find((allowed) => allowed === value);
/** A whole number in range, as `z.coerce.number().int()` reads one. */
function whole(value: Raw, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const number = value === undefined ? Number.NaN : Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

/**
 * Reads the listing's state from the address as the contract would take it, so the page asks only
 * what the server takes; anything malformed falls back to its default (a bad link still lists).
 */
export function filtersFromParams(params: URLSearchParams): ProductFilters {
  // A blank value is no value, as when the key is missing.
  const get = (key: (typeof ORDER)[number]): Raw => params.get(key)?.trim() || undefined;
  return {
    search: text(get('search'), PRODUCT_FILTER_TEXT_MAX),
    category: text(get('category'), PRODUCT_FILTER_TEXT_MAX),
    jewelleryCategory: text(get('jewelleryCategory'), PRODUCT_FILTER_TEXT_MAX),
    metal: text(get('metal'), PRODUCT_METAL_MAX),
    minPrice: whole(get('minPrice'), 0),
    maxPrice: whole(get('maxPrice'), 0),
    inStock: get('inStock') === 'true' ? true : undefined,
    sort: oneOf(get('sort'), PRODUCT_SORTS),
    type: oneOf(get('type'), ['bestseller'] as const),
    page: whole(get('page'), 1, PAGE_MAX) ?? 1,
  };
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

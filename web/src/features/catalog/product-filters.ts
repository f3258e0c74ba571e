import { PRODUCT_PAGE_SIZE, PRODUCT_SORTS, type ProductSort } from '#contract/catalog.ts';
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

function text(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key)?.trim();
  return value ? value.slice(0, 100) : undefined;
}

function amount(params: URLSearchParams, key: string): number | undefined {
  const value = params.get(key);
  if (!value || !/^\d{1,12}$/.test(value)) return undefined;
  return Number(value);
}

const isSort = (value: string | null): value is ProductSort =>
  (PRODUCT_SORTS as readonly (string | null)[]).includes(value);

/** Reads the listing's state from the address; anything malformed is ignored, never an error. */
export function filtersFromParams(params: URLSearchParams): ProductFilters {
  const page = amount(params, 'page');
  const sort = params.get('sort');
  return {
    search: text(params, 'search'),
    category: text(params, 'category'),
    jewelleryCategory: text(params, 'jewelleryCategory'),
    metal: text(params, 'metal'),
    minPrice: amount(params, 'minPrice'),
    maxPrice: amount(params, 'maxPrice'),
    inStock: params.get('inStock') === 'true' ? true : undefined,
    sort: isSort(sort) ? sort : undefined,
    type: params.get('type') === 'bestseller' ? 'bestseller' : undefined,
    page: page && page >= 1 ? Math.min(page, 10_000) : 1,
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

// No zod here: the storefront's first load reads these (catalog.ts has the schemas).

export const PRODUCT_PAGE_SIZE = 12;
export const PRODUCT_PAGE_SIZE_MAX = 48;
/** How many pieces each of the home page's rows (bestsellers, new arrivals) shows. */
export const HOME_ROW_SIZE = 8;
export const PRODUCT_IMAGES_MAX = 8;
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 1200] as const;
export const CATEGORY_IMAGE_WIDTHS = [320, 640] as const;
/** `sizes` of the product page's main photo; the server preloads the same choice. */
export const PRODUCT_MAIN_IMAGE_SIZES =
  '(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw';

export const CATEGORY_KINDS = ['category', 'collection'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

export const STOCK_STATES = ['in_stock', 'low_stock', 'out_of_stock'] as const;

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'rating', 'bestseller'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The listing's search and its category and collection slugs are at most this long. */
export const PRODUCT_FILTER_TEXT_MAX = 100;
export const PRODUCT_METAL_MAX = 40;

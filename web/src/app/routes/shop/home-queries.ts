import type { ProductListParams } from '#web/features/catalog/catalog-api.ts';

const HOME_ROW = 8;

/** The home page's two rows of pieces; the server fetches the same queries before rendering it. */
export const BESTSELLERS_ROW: ProductListParams = { type: 'bestseller', limit: HOME_ROW };
export const NEW_ARRIVALS_ROW: ProductListParams = { sort: 'newest', limit: HOME_ROW };

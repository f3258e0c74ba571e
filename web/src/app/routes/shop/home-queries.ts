import { HOME_ROW_SIZE } from '#contract/catalog-constants.ts';
import type { ProductListParams } from '#web/features/catalog/catalog-api.ts';

/** The home page's two rows of pieces; the server fetches the same queries before rendering it. */
export const BESTSELLERS_ROW: ProductListParams = { type: 'bestseller', limit: HOME_ROW_SIZE };
export const NEW_ARRIVALS_ROW: ProductListParams = { sort: 'newest', limit: HOME_ROW_SIZE };

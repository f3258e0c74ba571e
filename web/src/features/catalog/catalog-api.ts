import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CategoryKind, ProductListQuerySchema } from '#contract/catalog.ts';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { storefrontSchema } from '#web/lib/lazy-schema.ts';
import { FETCH_FAILED, PRODUCTS_FETCH_FAILED } from '#web/lib/messages.ts';

const CategoriesResponseSchema = storefrontSchema('CategoriesResponseSchema');
const ProductCardListSchema = storefrontSchema('ProductCardListSchema');
const ProductMetalsSchema = storefrontSchema('ProductMetalsSchema');
const ProductResponseSchema = storefrontSchema('ProductResponseSchema');
const SimilarCardsSchema = storefrontSchema('SimilarCardsSchema');

/** A listing request as the client builds it: any subset of the contract's query. */
export type ProductListParams = Partial<z.output<typeof ProductListQuerySchema>>;

const CATEGORY_PATHS: Record<CategoryKind, string> = {
  category: '/api/category/get',
  collection: '/api/jewellery/get',
};

/** Kinds of piece (`category`) or collections (`collection`); they change rarely. */
export const categoriesQuery = (kind: CategoryKind) =>
  queryOptions({
    queryKey: ['catalog', 'categories', kind],
    queryFn: async ({ signal }) =>
      (
        await api.get(CATEGORY_PATHS[kind], CategoriesResponseSchema, {
          signal,
          defaultMessage: FETCH_FAILED,
        })
      ).categories,
    staleTime: 5 * 60 * 1000,
  });

/** A page of the listing, as the cards of its grid. */
export const productListQuery = (query: ProductListParams) =>
  queryOptions({
    queryKey: ['catalog', 'products', query],
    queryFn: ({ signal }) =>
      api.get('/api/product/get', ProductCardListSchema, {
        signal,
        query: { ...query, view: 'card' },
        defaultMessage: PRODUCTS_FETCH_FAILED,
      }),
    // The current page stays on screen while the next filter's answer is on its way.
    placeholderData: keepPreviousData,
  });

export const productQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', idOrSlug],
    queryFn: async ({ signal }) =>
      (
        await api.get(`/api/product/get/${encodeURIComponent(idOrSlug)}`, ProductResponseSchema, {
          signal,
          defaultMessage: PRODUCTS_FETCH_FAILED,
        })
      ).product,
  });

/** How many similar pieces a product page shows. */
export const SIMILAR_SHOWN = 4;

export const similarProductsQuery = (productId: string, limit = SIMILAR_SHOWN) =>
  queryOptions({
    queryKey: ['catalog', 'similar', productId, limit],
    queryFn: async ({ signal }) =>
      (
        await api.get('/api/product/similar', SimilarCardsSchema, {
          signal,
          // Cards are all the page shows: about a quarter of the pieces' JSON, for the server and the page.
          query: { productId, limit, view: 'card' },
          defaultMessage: PRODUCTS_FETCH_FAILED,
        })
      ).similarProducts,
  });

/** The metals of the pieces on sale, for the listing's filter; they change as rarely as categories. */
export const metalsQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'metals'],
    queryFn: async ({ signal }) =>
      (
        await api.get('/api/product/metals', ProductMetalsSchema, {
          signal,
          defaultMessage: FETCH_FAILED,
        })
      ).metals,
    staleTime: 5 * 60 * 1000,
  });

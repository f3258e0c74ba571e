import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import {
  categoriesQuery,
  metalsQuery,
  productListQuery,
  productQuery,
} from '#web/features/catalog/catalog-api.ts';
import { filtersFromParams, toListQuery } from '#web/features/catalog/product-filters.ts';
import { reviewsInProduct, reviewsQuery } from '#web/features/catalog/reviews-api.ts';
import { configQuery } from '#web/features/config/config-api.ts';
import { faqsQuery, photosQuery, policyQuery } from '#web/features/content/content-api.ts';
import { testimonialsQuery } from '#web/features/testimonials/testimonials-api.ts';
import { BESTSELLERS_ROW, NEW_ARRIVALS_ROW } from './routes/shop/home-queries.ts';

export type PageDataArgs = { client: QueryClient; params: Params; search: URLSearchParams };

/**
 * Fetches every query a page reads on its first render, with the same query options its components
 * use, so the server can render the page whole and hand the answers to the browser. A page with one
 * is rendered on the server; a failed fetch (a piece that does not exist) leaves it to the browser.
 */
export type PageData = (args: PageDataArgs) => Promise<unknown>;

/** The route's data, as React Router's `handle` carries it. */
export type PageHandle = { data: PageData };

/** Every page reads the shop's settings: its name in the header, the currency of its prices. */
export const shellData: PageData = ({ client }) => client.fetchQuery(configQuery());

export const PAGE_DATA = {
  home: ({ client }) =>
    Promise.all([
      client.fetchQuery(categoriesQuery('category')),
      client.fetchQuery(categoriesQuery('collection')),
      client.fetchQuery(productListQuery(BESTSELLERS_ROW)),
      client.fetchQuery(productListQuery(NEW_ARRIVALS_ROW)),
      // The teaser leaves itself out when testimonials cannot be read; the page renders anyway.
      client.prefetchQuery(testimonialsQuery()),
    ]),
  products: ({ client, search }) =>
    Promise.all([
      client.fetchQuery(categoriesQuery('category')),
      client.fetchQuery(categoriesQuery('collection')),
      client.fetchQuery(metalsQuery()),
      client.fetchQuery(productListQuery(toListQuery(filtersFromParams(search)))),
    ]),
  product: async ({ client, params }) => {
    const product = await client.fetchQuery(productQuery(params.productId ?? ''));
    // The list is asked for only when the piece's answer does not carry all of it. Similar pieces
    // are read by the browser, when the visitor scrolls near them.
    return reviewsInProduct(product) ?? client.fetchQuery(reviewsQuery(product._id));
  },
  about: ({ client }) => client.fetchQuery(photosQuery()),
  gallery: ({ client }) => client.fetchQuery(photosQuery()),
  faqs: ({ client }) => client.fetchQuery(faqsQuery()),
  privacy: ({ client }) => client.fetchQuery(policyQuery('privacy')),
  terms: ({ client }) => client.fetchQuery(policyQuery('terms')),
  testimonials: ({ client }) => client.fetchQuery(testimonialsQuery()),
  notFound: () => Promise.resolve(),
} satisfies Record<string, PageData>;

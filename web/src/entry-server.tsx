import {
  dehydrate,
  defaultShouldDehydrateQuery,
  QueryClient,
  type Query,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createStaticHandler, renderMatches, StaticRouter } from 'react-router';
import type { Product, ProductDetail } from '#contract/catalog.ts';
import { productQuery } from './features/catalog/catalog-api.ts';
import { configQuery } from './features/config/config-api.ts';
import { LayoutPartContext, type LayoutPart } from './app/layout/layout-part.ts';
import { shellData, type PageHandle } from './app/page-data.ts';
import { PAGE_DATA_ELEMENT_ID } from './app/page-data-element.ts';
import { Providers } from './app/providers.tsx';
import { appRoutes } from './app/router.tsx';
import { setApiFetch } from './lib/api-client.ts';
import { renderToHtml } from './render-to-html.ts';
import { createChromeMemo, putInChrome } from './server-chrome.ts';

/**
 * A page rendered on the server: its markup for `#root`, the answers it was rendered from as a JSON
 * data block (never a script: the CSP allows none inline), the queries its components asked for
 * that its page data did not fetch (none, when the page data is right), and on a product page the
 * piece as the API answered it but for its reviews, so the server's head describes it without
 * reading it again (and the reviews, which the head does not show, are not copied across). The
 * markup and data are UTF-8 bytes from here to the socket, never decoded or measured again.
 */
export type RenderedPage = { html: Buffer; data: Buffer; unfetched: string[]; product?: Product };

/**
 * Finds the routes an address shows, which the page renders with `renderMatches`: the tree the
 * browser's `AppRoutes` builds (routes-markup.test.tsx). React Router's static handler ranks the
 * route tree once, where `matchRoutes` (and so `useRoutes`) compiles and ranks every route's pattern
 * on each call, some 0.3 ms a page here. No route has a loader, so its query only matches.
 */
const handler = createStaticHandler(appRoutes);

async function routesAt(address: URL) {
  const context = await handler.query(new Request(address));
  return context instanceof Response ? [] : context.matches;
}

/**
 * The answers the page was rendered from, as fetched: a query that started from initial data
 * derived from another answer (a piece's reviews) is derived again in the browser, so it does not
 * travel twice.
 */
const wasFetched = (query: Query) =>
  defaultShouldDehydrateQuery(query) && query.state.dataUpdateCount > 0;

function withoutReviews({ reviews, ...piece }: ProductDetail): Product {
  void reviews;
  return piece;
}

function unfetchedQueries(client: QueryClient): string[] {
  const isUnfetched = (query: Query) =>
    query.state.status === 'pending' && (query.options as { enabled?: unknown }).enabled !== false;
  return client
    .getQueryCache()
    .getAll()
    .filter(isUnfetched)
    .map((query) => query.queryHash);
}

const DATA_BLOCK_OPEN = Buffer.from(
  `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`,
);
const DATA_BLOCK_CLOSE = Buffer.from('</script>');

/**
 * `<` escaped, so no answer can close the data block it travels in. The JSON goes to bytes on its
 * own: most pages hold no `<`, and each copy of a product page's answers is some 40 kB.
 */
function dataBlock(value: unknown): Buffer {
  const json = JSON.stringify(value);
  const escaped = json.includes('<') ? json.replace(/</g, '\\u003c') : json;
  return Buffer.concat([DATA_BLOCK_OPEN, Buffer.from(escaped), DATA_BLOCK_CLOSE]);
}

/**
 * The storefront's server renderer. `fetchApi` answers the app's API calls (the shop passes its own
 * routes, in process). Resolves to null when the page is not rendered on the server: a page without
 * page data (sign-in, account, admin) or data that could not be read (a piece that does
 * not exist); the browser then renders it as before. With `reuseChrome: false` every page is rendered
 * whole, as the browser renders it, and with `checkAnswers: true` every answer is parsed through its
 * schema, as the browser parses it (the tests compare each with the default).
 */
export function createPageRenderer(
  fetchApi: typeof fetch,
  { reuseChrome = true, checkAnswers = false } = {},
) {
  setApiFetch(fetchApi, { checkAnswers });
  const chromes = createChromeMemo();
  return async function renderPage(url: string): Promise<RenderedPage | null> {
    const address = new URL(url, 'http://shop.invalid');
    const { pathname, searchParams } = address;
    const matches = await routesAt(address);
    const page = matches.at(-1);
    const data = (page?.route.handle as PageHandle | undefined)?.data;
    if (!page || !data) return null;
    const { params } = page;

    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    const args = { client, params, search: searchParams };
    try {
      await Promise.all([shellData(args), data(args)]);
    } catch {
      return null;
    }
    const app = (
      <StrictMode>
        <Providers queryClient={client}>
          <StaticRouter location={address.pathname + address.search}>
            {renderMatches(matches)}
          </StaticRouter>
        </Providers>
      </StrictMode>
    );
    const only = (part: LayoutPart) => <LayoutPartContext value={part}>{app}</LayoutPartContext>;
    const settings = client.getQueryData(configQuery().queryKey);
    const html = reuseChrome
      ? putInChrome(
          await chromes.chromeFor(pathname, settings, () => renderToHtml(only('chrome'))),
          await renderToHtml(only('content')),
        )
      : await renderToHtml(app);
    const product = params.productId
      ? client.getQueryData(productQuery(params.productId).queryKey)
      : undefined;
    return {
      html,
      data: dataBlock(dehydrate(client, { shouldDehydrateQuery: wasFetched })),
      unfetched: unfetchedQueries(client),
      product: product && withoutReviews(product),
    };
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;

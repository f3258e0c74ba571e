import { Writable } from 'node:stream';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type { Product } from '#contract/catalog.ts';
import { productQuery } from './features/catalog/catalog-api.ts';
import { shellData, type PageHandle } from './app/page-data.ts';
import { PAGE_DATA_ELEMENT_ID } from './app/page-data-element.ts';
import { Providers } from './app/providers.tsx';
import { appRoutes } from './app/router.tsx';
import { setApiFetch } from './lib/api-client.ts';

/**
 * A page rendered on the server: its markup for `#root`, the answers it was rendered from as a JSON
 * data block (never a script: the CSP allows none inline), the queries its components asked for
 * that its page data did not fetch (none, when the page data is right), and on a product page the
 * piece as the API answered it, so the server's head describes it without reading it again. The
 * markup and data stay UTF-8 bytes, as React wrote them, all the way to the socket.
 */
export type RenderedPage = { html: Buffer; data: Buffer; unfetched: string[]; product?: Product };

const handler = createStaticHandler(appRoutes);

function pageDataOf(context: StaticHandlerContext) {
  const page = context.matches.at(-1)?.route.handle as PageHandle | undefined;
  return page?.data;
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

/**
 * The whole page as UTF-8 bytes, once every lazy page and boundary is ready (the HTML needs no
 * script to finish it). Node's own stream API: in Node, the web-stream renderer spent about as long
 * moving bytes through ReadableStreams as React spent rendering. Bytes, not a string: a 100 kB
 * string cost the shop a decode here, then a UTF-8 length and an encode again when it was sent.
 */
function renderToHtml(element: React.ReactNode): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let failed: Error | undefined;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => (failed ? reject(failed) : resolve(Buffer.concat(chunks))));
    const { pipe } = renderToPipeableStream(element, {
      // Keep every boundary in place however large: React otherwise moves large ones to the end of
      // the page with an inline script that swaps them in, which the CSP forbids.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => {
        failed ??= error instanceof Error ? error : new Error('The page could not be rendered');
      },
    });
  });
}

/** `<` escaped, so no answer can close the data block it travels in. */
const dataBlock = (value: unknown) =>
  Buffer.from(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`,
  );

/**
 * The storefront's server renderer. `fetchApi` answers the app's API calls (the shop passes its own
 * routes, in process). Resolves to null when the page is not rendered on the server: a page without
 * page data (sign-in, account, admin), a redirect, or data that could not be read (a piece that does
 * not exist); the browser then renders it as before.
 */
export function createPageRenderer(fetchApi: typeof fetch) {
  setApiFetch(fetchApi);
  return async function renderPage(url: string): Promise<RenderedPage | null> {
    const request = new Request(new URL(url, 'http://shop.invalid'));
    const context = await handler.query(request);
    if (context instanceof Response) return null;
    const data = pageDataOf(context);
    if (!data) return null;

    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    const params = context.matches.at(-1)?.params ?? {};
    const args = {
      client,
      params,
      search: new URL(request.url).searchParams,
    };
    try {
      await Promise.all([shellData(args), data(args)]);
    } catch {
      return null;
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderToHtml(
      <StrictMode>
        <Providers queryClient={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    );
    const product = params.productId
      ? client.getQueryData(productQuery(params.productId).queryKey)
      : undefined;
    return {
      html,
      data: dataBlock(dehydrate(client)),
      unfetched: unfetchedQueries(client),
      product,
    };
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;

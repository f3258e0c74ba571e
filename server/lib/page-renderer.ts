import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Product } from '#contract/catalog.ts';

/** What the storefront's server renderer (web/src/entry-server.tsx, built to dist/ssr) gives back. */
export type RenderedPage = { html: Buffer; data: Buffer; unfetched: string[]; product?: Product };
export type RenderPage = (url: string) => Promise<RenderedPage | null>;
type RendererModule = { createPageRenderer(fetchApi: typeof fetch): RenderPage };

/**
 * The app's API calls, answered by this process's own routes without a socket: the same hooks,
 * cache and answers a browser gets, as a visitor (no credentials are passed on). Once the shop is
 * closing, 503 without asking: a page still rendering would otherwise reach a closed pool.
 */
function inProcessFetch(app: FastifyInstance, isClosing: () => boolean): typeof fetch {
  return async (input, init) => {
    if (isClosing()) return new Response(null, { status: 503 });
    const url = new URL(
      input instanceof Request ? input.url : String(input),
      'http://shop.invalid',
    );
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: { accept: 'application/json' },
    });
    const headers = new Headers();
    for (const name of ['content-type', 'retry-after']) {
      const value = answer.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    return new Response(answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/**
 * Loads the renderer the first time a page asks for it (tests that never ask a page never pay for
 * React's server build). Without the built renderer every page is rendered by the browser alone.
 */
export function lazyPageRenderer(
  app: FastifyInstance,
  moduleFile: string,
  isClosing: () => boolean = () => false,
): RenderPage {
  const fetchApi = inProcessFetch(app, isClosing);
  let loading: Promise<RenderPage | null> | undefined;
  const load = async (): Promise<RenderPage | null> => {
    if (!existsSync(moduleFile)) return null;
    const module = (await import(pathToFileURL(moduleFile).href)) as RendererModule;
    return module.createPageRenderer(fetchApi);
  };
  return async (url) => {
    loading ??= load();
    const render = await loading;
    return render ? render(url) : null;
  };
}

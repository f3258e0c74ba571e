import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Product } from '#contract/catalog.ts';
import type { PublicReads } from './public-reads.ts';

/** What the storefront's server renderer (web/src/entry-server.tsx, built to dist/ssr) gives back. */
export type RenderedPage = { html: Buffer; data: Buffer; unfetched: string[]; product?: Product };
export type RenderPage = (url: string) => Promise<RenderedPage | null>;
/** `reuseChrome: false` renders every page whole, as the browser does (for the tests to compare). */
export type RendererOptions = { reuseChrome?: boolean };
type RendererModule = {
  createPageRenderer(fetchApi: typeof fetch, options?: RendererOptions): RenderPage;
};

/**
 * An answer as the app's API client reads it (web/src/lib/api-client.ts: `ok`, `status`, `headers`,
 * `text()`). A whole `Response` carries its body through a web stream, which cost a server-rendered
 * page more than reading the answers did.
 */
class InProcessAnswer {
  readonly ok: boolean;
  constructor(
    readonly status: number,
    readonly headers: Headers,
    private readonly body: string,
  ) {
    this.ok = status >= 200 && status < 300;
  }
  text() {
    return Promise.resolve(this.body);
  }
}

/**
 * Marks the renderer's own API calls, so the request log keeps one line per page rather than five:
 * a header whose value is drawn once per process, which no client can know to send.
 */
const RENDERER_CALL = { header: 'x-page-renderer-call', value: randomUUID() };

/** Whether a request is one of this process's renderer's API calls (Fastify's `LogController`). */
export const isRendererCall = (request: { headers: Record<string, unknown> }): boolean =>
  request.headers[RENDERER_CALL.header] === RENDERER_CALL.value;

const answer = (status: number, headers = new Headers(), body = '') =>
  new InProcessAnswer(status, headers, body) as unknown as Response;

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The app's API calls, answered in this process without a socket, as a visitor (no credentials are
 * passed on): a public read by its own answer (public-reads.ts), anything else, and any read that
 * did not answer, by the route itself through `app.inject`, with the hooks and answers a browser
 * gets. Once the shop is closing, 503 without asking: a page still rendering would otherwise reach
 * a closed pool.
 */
function inProcessFetch(
  app: FastifyInstance,
  reads: PublicReads,
  isClosing: () => boolean,
): typeof fetch {
  return async (input, init) => {
    if (isClosing()) return answer(503);
    const url = new URL(
      input instanceof Request ? input.url : String(input),
      'http://shop.invalid',
    );
    const method = init?.method ?? 'GET';
    const read = method === 'GET' ? await reads.answer(url) : undefined;
    if (read !== undefined) return answer(200, new Headers({ 'content-type': JSON_TYPE }), read);
    const reply = await app.inject({
      method: method as 'GET',
      url: url.pathname + url.search,
      headers: { accept: 'application/json', [RENDERER_CALL.header]: RENDERER_CALL.value },
    });
    const headers = new Headers();
    for (const name of ['content-type', 'retry-after']) {
      const value = reply.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    return answer(reply.statusCode, headers, reply.body);
  };
}

/**
 * Loads the renderer the first time a page asks for it (tests that never ask a page never pay for
 * React's server build). Without the built renderer every page is rendered by the browser alone.
 */
export function lazyPageRenderer({
  app,
  reads,
  moduleFile,
  isClosing = () => false,
  options,
}: {
  app: FastifyInstance;
  reads: PublicReads;
  moduleFile: string;
  isClosing?: () => boolean;
  options?: RendererOptions;
}): RenderPage {
  const fetchApi = inProcessFetch(app, reads, isClosing);
  let loading: Promise<RenderPage | null> | undefined;
  const load = async (): Promise<RenderPage | null> => {
    if (!existsSync(moduleFile)) return null;
    const module = (await import(pathToFileURL(moduleFile).href)) as RendererModule;
    return module.createPageRenderer(fetchApi, options);
  };
  return async (url) => {
    loading ??= load();
    const render = await loading;
    return render ? render(url) : null;
  };
}

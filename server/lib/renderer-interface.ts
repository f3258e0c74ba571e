import type { Product } from '#contract/catalog.ts';

/**
 * What passes between the shop and the storefront's server renderer (web/src/entry-server.tsx,
 * built to dist/ssr), on the main thread or across to the render thread (render-thread.ts).
 */

/** What the renderer gives back for a page. */
export type RenderedPage = { html: Buffer; data: Buffer; unfetched: string[]; product?: Product };
export type RenderPage = (url: string) => Promise<RenderedPage | null>;
/**
 * `reuseChrome: false` renders every page whole, as the browser does; `checkAnswers: true` parses
 * every answer through its schema, as the browser does (both for the tests to compare).
 */
export type RendererOptions = { reuseChrome?: boolean; checkAnswers?: boolean };
/** The built renderer's module. */
export type RendererModule = {
  createPageRenderer(fetchApi: typeof fetch, options?: RendererOptions): RenderPage;
};
/** Pages, and the thread they are rendered on to stop once the shop closes. */
export type PageRenderer = { render: RenderPage; close(): Promise<void> };

/**
 * An API call's answer as plain data, so that it can cross from the main thread to the render
 * thread as it is: only the headers the app's API client reads.
 */
export type ApiAnswer = {
  status: number;
  headers: { 'content-type'?: string; 'retry-after'?: string };
  body: string;
};
export type AnswerApiCall = (url: string, method: string) => Promise<ApiAnswer>;

/**
 * An answer as the app's API client reads it (web/src/lib/api-client.ts: `ok`, `status`, `headers`,
 * `text()`). A whole `Response` carries its body through a web stream, which cost a server-rendered
 * page more than reading the answers did.
 */
class InProcessAnswer {
  readonly ok: boolean;
  readonly status: number;
  readonly headers: Headers;
  private readonly body: string;
  constructor({ status, headers, body }: ApiAnswer) {
    this.ok = status >= 200 && status < 300;
    this.status = status;
    this.headers = new Headers(headers);
    this.body = body;
  }
  text() {
    return Promise.resolve(this.body);
  }
}

/** The `fetch` the storefront's server renderer is given: every call answered by `answer`. */
export function fetchFrom(answer: AnswerApiCall): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const found = await answer(url, init?.method ?? 'GET');
    return new InProcessAnswer(found) as unknown as Response;
  };
}

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PublicReads } from './public-reads.ts';
import { renderThread } from './render-thread.ts';
import {
  fetchFrom,
  type AnswerApiCall,
  type ApiAnswer,
  type PageRenderer,
  type RendererModule,
  type RendererOptions,
  type RenderPage,
} from './renderer-interface.ts';

/**
 * Marks the renderer's own API calls, so the request log keeps one line per page rather than five:
 * a header whose value is drawn once per process, which no client can know to send.
 */
const RENDERER_CALL = { header: 'x-page-renderer-call', value: randomUUID() };

/** Whether a request is one of this process's renderer's API calls (Fastify's `LogController`). */
export const isRendererCall = (request: { headers: Record<string, unknown> }): boolean =>
  request.headers[RENDERER_CALL.header] === RENDERER_CALL.value;

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The app's API calls, answered in this process without a socket, as a visitor (no credentials are
 * passed on): a public read by its own answer (public-reads.ts), anything else, and any read that
 * did not answer, by the route itself through `app.inject`, with the hooks and answers a browser
 * gets. Once the shop is closing, 503 without asking: a page still rendering would otherwise reach
 * a closed pool.
 */
function inProcessAnswers(
  app: FastifyInstance,
  reads: PublicReads,
  isClosing: () => boolean,
): AnswerApiCall {
  return async (address, method) => {
    if (isClosing()) return { status: 503, headers: {}, body: '' };
    const url = new URL(address, 'http://shop.invalid');
    const read = method === 'GET' ? await reads.answer(url) : undefined;
    if (read !== undefined)
      return { status: 200, headers: { 'content-type': JSON_TYPE }, body: read };
    const reply = await app.inject({
      method: method as 'GET',
      url: url.pathname + url.search,
      headers: { accept: 'application/json', [RENDERER_CALL.header]: RENDERER_CALL.value },
    });
    const headers: ApiAnswer['headers'] = {};
    for (const name of ['content-type', 'retry-after'] as const) {
      const value = reply.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    return { status: reply.statusCode, headers, body: reply.body };
  };
}

/**
 * The render thread's code, beside the compiled server (scripts/build-server.ts puts it there). Run
 * from source (the tests, `npm run dev`) there is none, and pages render on the main thread.
 */
const RENDER_THREAD_FILE = fileURLToPath(new URL('./render-thread.worker.mjs', import.meta.url));

/**
 * From source, loads the renderer the first time a page asks for it (tests that never ask a page
 * never pay for React's server build). Without the built renderer every page is rendered by the
 * browser alone. The compiled shop renders on a thread of its own (render-thread.ts): rendering
 * is the CPU-bound part of a page, and on the main thread it held up every API request behind it.
 */
export function lazyPageRenderer({
  app,
  reads,
  moduleFile,
  isClosing = () => false,
  options,
  threadFile = RENDER_THREAD_FILE,
}: {
  app: FastifyInstance;
  reads: PublicReads;
  moduleFile: string;
  isClosing?: () => boolean;
  options?: RendererOptions;
  threadFile?: string;
}): PageRenderer {
  const answer = inProcessAnswers(app, reads, isClosing);
  if (existsSync(threadFile))
    return renderThread({ threadFile, moduleFile, answer, options, isClosing });
  let loading: Promise<RenderPage | null> | undefined;
  const load = async (): Promise<RenderPage | null> => {
    if (!existsSync(moduleFile)) return null;
    const module = (await import(pathToFileURL(moduleFile).href)) as RendererModule;
    return module.createPageRenderer(fetchFrom(answer), options);
  };
  return {
    async render(url) {
      loading ??= load();
      const render = await loading;
      return render ? render(url) : null;
    },
    close: () => Promise.resolve(),
  };
}

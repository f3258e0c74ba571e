import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { FromRenderThread, RenderThreadData, ToRenderThread } from './render-thread.ts';
import {
  fetchFrom,
  type ApiAnswer,
  type RenderedPage,
  type RendererModule,
} from './renderer-interface.ts';

/**
 * The render thread (render-thread.ts starts it): the storefront's server renderer, whose API calls
 * go back to the main thread to be answered.
 */
const port = parentPort!;
const { moduleFile, options } = workerData as RenderThreadData;
const send = (message: FromRenderThread, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);
/**
 * A page's bytes move across instead of being copied, where they own their whole memory (small
 * ones share Node's pool, and must be copied). The renderer keeps none of the bytes it returns.
 */
const movable = (page: RenderedPage | null) =>
  page
    ? [page.html, page.data]
        .filter((bytes) => bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength)
        .map((bytes) => bytes.buffer as ArrayBuffer)
    : [];

const calls = new Map<number, (answer: ApiAnswer) => void>();
let nextCall = 0;
const askMainThread = (url: string, method: string) =>
  new Promise<ApiAnswer>((resolve) => {
    const id = nextCall++;
    calls.set(id, resolve);
    send({ type: 'call', id, url, method });
  });

const module = (await import(pathToFileURL(moduleFile).href)) as RendererModule;
const render = module.createPageRenderer(fetchFrom(askMainThread), options);

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'answer') {
    calls.get(message.id)?.(message.answer);
    calls.delete(message.id);
    return;
  }
  const { id, url } = message;
  render(url).then(
    (page) => send({ type: 'rendered', id, page }, movable(page)),
    (error: unknown) =>
      send({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) }),
  );
});

import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { FromRenderThread, RenderThreadData, ToRenderThread } from './render-thread.ts';
import { fetchFrom, type ApiAnswer, type RendererModule } from './renderer-interface.ts';

/**
 * The render thread (render-thread.ts starts it): the storefront's server renderer, whose API calls
 * go back to the main thread to be answered.
 */
const port = parentPort!;
const { moduleFile, options } = workerData as RenderThreadData;
const send = (message: FromRenderThread) => port.postMessage(message);

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
    (page) => send({ type: 'rendered', id, page }),
    (error: unknown) =>
      send({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) }),
  );
});

import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type {
  AnswerApiCall,
  ApiAnswer,
  PageRenderer,
  RenderedPage,
  RendererOptions,
} from './renderer-interface.ts';

/** What the main thread asks of the render thread. */
export type ToRenderThread =
  { type: 'render'; id: number; url: string } | { type: 'answer'; id: number; answer: ApiAnswer };
/** A page as it crosses back: structured clone hands a Buffer over as a plain Uint8Array. */
type PageOnTheWire = Omit<RenderedPage, 'html' | 'data'> & { html: Uint8Array; data: Uint8Array };
/** What the render thread sends back: an API call of its page's, or the page. */
export type FromRenderThread =
  | { type: 'call'; id: number; url: string; method: string }
  | { type: 'rendered'; id: number; page: PageOnTheWire | null }
  | { type: 'failed'; id: number; message: string };
/** What the render thread is started with. */
export type RenderThreadData = { moduleFile: string; options?: RendererOptions };

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
const tell = (thread: Worker, message: ToRenderThread) => thread.postMessage(message);
const RESTART_DELAY_MS = 1000;
const UNANSWERED: ApiAnswer = { status: 500, headers: {}, body: '' };

/**
 * Renders pages on a worker thread (render-thread.worker.ts), with the page's API calls answered
 * here, where the routes and the database pool live. React's server rendering is most of a page's
 * CPU; on a thread of its own it runs beside the API requests instead of in front of them, and on a
 * second core. One thread: the process has two cores to share with PostgreSQL and the collector.
 *
 * A page the thread could not render rejects (the caller leaves it to the browser). A thread that
 * died is started again by a page asked a second or more later; pages asked sooner are left to the
 * browser, so that a thread that cannot load does not take a core restarting. Once closing, no
 * page is rendered. The thread starts at once, so that the shop's first visitor does not wait for
 * it to load React and the app (about a tenth of a second).
 */
export function renderThread({
  threadFile,
  moduleFile,
  answer,
  options,
  isClosing,
}: {
  threadFile: string;
  moduleFile: string;
  answer: AnswerApiCall;
  options?: RendererOptions;
  isClosing: () => boolean;
}): PageRenderer {
  type Waiting = {
    resolve: (page: RenderedPage | null) => void;
    reject: (error: Error) => void;
  };
  const waiting = new Map<number, Waiting>();
  let nextId = 0;
  let thread: Worker | undefined;
  let closed = false;
  let restartAfter = 0;

  const failAll = (error: Error) => {
    for (const page of waiting.values()) page.reject(error);
    waiting.clear();
  };
  const settle = (id: number, settleWith: (page: Waiting) => void) => {
    const page = waiting.get(id);
    waiting.delete(id);
    if (page) settleWith(page);
  };

  function start(): Worker {
    const workerData: RenderThreadData = { moduleFile, options };
    const started = new Worker(threadFile, { workerData });
    // An idle thread does not keep the process alive; a page waiting on it is waiting on a socket.
    started.unref();
    started.on('message', (message: FromRenderThread) => {
      if (message.type === 'call') {
        const reply = (found: ApiAnswer) =>
          tell(started, { type: 'answer', id: message.id, answer: found });
        answer(message.url, message.method).then(reply, () => reply(UNANSWERED));
      } else if (message.type === 'rendered') {
        const { page } = message;
        settle(message.id, ({ resolve }) =>
          resolve(page && { ...page, html: bufferOf(page.html), data: bufferOf(page.data) }),
        );
      } else {
        settle(message.id, ({ reject }) => reject(new Error(message.message)));
      }
    });
    started.on('error', failAll);
    started.on('exit', (code) => {
      if (thread === started) thread = undefined;
      restartAfter = Date.now() + RESTART_DELAY_MS;
      failAll(new Error(`the render thread stopped (exit code ${code})`));
    });
    return started;
  }

  // Looked for once: the compiled shop is built before it starts.
  const isBuilt = existsSync(moduleFile);
  if (isBuilt) thread = start();

  return {
    render(url) {
      if (closed || isClosing() || !isBuilt) return Promise.resolve(null);
      if (!thread && Date.now() < restartAfter) return Promise.resolve(null);
      thread ??= start();
      const id = nextId++;
      const page = new Promise<RenderedPage | null>((resolve, reject) =>
        waiting.set(id, { resolve, reject }),
      );
      tell(thread, { type: 'render', id, url });
      return page;
    },
    async close() {
      closed = true;
      const stopping = thread;
      thread = undefined;
      await stopping?.terminate();
    },
  };
}

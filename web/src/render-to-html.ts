import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/**
 * A Suspense boundary React left to the browser: `renderToString` writes one for a part it could
 * not finish at once (code still loading, or an error), with the boundary's fallback inside.
 */
const LEFT_TO_THE_BROWSER = /<!--\$[!?]-->/;

/**
 * The streaming renderer, waiting for every lazy part and boundary (the HTML needs no script to
 * finish it). Node's own stream API: in Node, the web-stream renderer spent about as long moving
 * bytes through ReadableStreams as React spent rendering.
 */
function renderWaitingForAll(element: ReactNode): Promise<Buffer> {
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

/**
 * The whole page as UTF-8 bytes. A page's data is fetched before it renders, so once its code has
 * loaded nothing suspends, and `renderToString` writes the very same markup in about three quarters
 * of the time: it appends strings, where the streaming renderer encodes every small piece of markup
 * into bytes and passes them through a stream. When it had to give up on a boundary (the page's code
 * not loaded yet, the first time after a start; or an error), the streaming renderer does the page
 * again and waits for it, or fails with the error.
 */
export function renderToHtml(element: ReactNode): Promise<Buffer> {
  const html = renderToString(element);
  if (LEFT_TO_THE_BROWSER.test(html)) return renderWaitingForAll(element);
  return Promise.resolve(Buffer.from(html));
}

import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
// The edge build's streaming renderer, not Node's: Node's runs every render inside an
// AsyncLocalStorage, which turns on async hooks for every promise of the process from then on,
// the API routes' too (about 0.08 ms more CPU a listing request after the first page rendered).
import { renderToReadableStream } from 'react-dom/server.edge';

/**
 * A Suspense boundary React left to the browser: `renderToString` writes one for a part it could
 * not finish at once (code still loading, or an error), with the boundary's fallback inside.
 */
const LEFT_TO_THE_BROWSER = /<!--\$[!?]-->/;

/** The streaming renderer, waiting for every lazy part and boundary (the HTML needs no script to finish it). */
async function renderWaitingForAll(element: ReactNode): Promise<Buffer> {
  let failed: Error | undefined;
  const stream = await renderToReadableStream(element, {
    // Keep every boundary in place however large: React otherwise moves large ones to the end of
    // the page with an inline script that swaps them in, which the CSP forbids.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failed ??= error instanceof Error ? error : new Error('The page could not be rendered');
    },
  });
  await stream.allReady;
  const html = Buffer.from(await new Response(stream).arrayBuffer());
  if (failed) throw failed;
  return html;
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

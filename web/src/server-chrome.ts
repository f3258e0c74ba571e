import { CONTENT_SLOT } from './app/layout/layout-part.ts';

/**
 * A chrome render cut at its content slot: `layoutOpen` is the layout's first tag, `mainOpen` the
 * `<main …>` tag the slot sits in.
 */
type Chrome = { before: Buffer; after: Buffer; layoutOpen: Buffer; mainOpen: Buffer };

/** Chromes kept: a few per first path segment, each a few kilobytes. */
const MAX_KEPT = 64;

/**
 * The header and footer of a server-rendered page (see app/layout/layout-part.ts), rendered once for
 * every page that shares the shop's settings and the first segment of its path, instead of on every
 * request: they were about 40 % of a product page's render. Kept by what they are rendered from, so
 * a changed setting is a new key and nothing needs clearing; the oldest key goes past `MAX_KEPT`.
 */
export function createChromeMemo() {
  const kept = new Map<string, Chrome>();
  return {
    async chromeFor(pathname: string, settings: unknown, render: () => Promise<Buffer>) {
      const key = `${pathname.split('/')[1] ?? ''}\n${JSON.stringify(settings)}`;
      let chrome = kept.get(key);
      if (!chrome) {
        chrome = cutChrome(await render());
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
        kept.set(key, chrome);
      }
      return chrome;
    },
  };
}

/**
 * React writes the resources a render asks to preload (a piece's main image) in front of its markup.
 * The chrome may ask for none: the whole render would write them first, in an order a splice could
 * not keep.
 */
function cutChrome(html: Buffer): Chrome {
  const slot = html.indexOf(CONTENT_SLOT);
  if (!html.subarray(0, 4).equals(Buffer.from('<div')) || slot < 0)
    throw new Error('The chrome render must start with the layout and hold the content slot');
  const before = html.subarray(0, slot);
  return {
    before,
    after: html.subarray(slot + CONTENT_SLOT.length),
    layoutOpen: before.subarray(0, before.indexOf('>') + 1),
    mainOpen: before.subarray(before.lastIndexOf('<main')),
  };
}

/**
 * The whole page's markup: what the content render preloads, then the chrome around what it wrote
 * inside `<main>`.
 */
export function putInChrome(chrome: Chrome, content: Buffer): Buffer {
  const layout = content.indexOf(chrome.layoutOpen);
  const start = content.indexOf(chrome.mainOpen, layout);
  const end = content.lastIndexOf('</main>');
  if (layout < 0 || start < 0 || end < start)
    throw new Error('The content render has no layout around its <main>');
  return Buffer.concat([
    content.subarray(0, layout),
    chrome.before,
    content.subarray(start + chrome.mainOpen.length, end),
    chrome.after,
  ]);
}

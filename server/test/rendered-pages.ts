import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { lazyPageRenderer } from '../lib/page-renderer.ts';
import { createPublicReads } from '../lib/public-reads.ts';
import type { RendererOptions } from '../lib/renderer-interface.ts';

/** The storefront's renderer from its source: the build turns the same file into dist/ssr. */
export const PAGE_RENDERER_SOURCE = path.resolve('web/src/entry-server.tsx');

/** A stand-in for the built storefront: only its index.html, whose head and #root a page fills. */
export function builtStorefront(): string {
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  writeFileSync(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Kanak Jewels</title></head><body><div id="root"></div></body></html>',
  );
  return webDistDir;
}

/** Config for an app whose pages are rendered on the server, by the renderer's source. */
export const renderedPages = () => ({
  webDistDir: builtStorefront(),
  pageRendererFile: PAGE_RENDERER_SOURCE,
});

/** What a rendered page put in `#root`. */
export const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1];

/** The answers a page was rendered from, as its data block hands them to the browser. */
export const pageDataOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as {
    queries: { queryKey: unknown[]; state: { data: unknown } }[];
  } | null;

/** The server-rendered pages that need no catalogue of their own. */
export const CONTENT_PAGES = [
  '/',
  '/about',
  '/faqs',
  '/privacy-policy',
  '/terms',
  '/testimonials',
  '/photo',
];

export type PageRendererOptions = RendererOptions & { isClosing?: () => boolean };

/**
 * The renderer on its own, every API call answered by the app's routes through `app.inject` (no
 * public read offered): what the tests that use it check does not depend on how answers are read.
 */
export const pageRendererOf = (
  app: FastifyInstance,
  { isClosing, ...options }: PageRendererOptions = {},
) =>
  lazyPageRenderer({
    app,
    reads: createPublicReads(),
    moduleFile: PAGE_RENDERER_SOURCE,
    isClosing,
    options,
  }).render;

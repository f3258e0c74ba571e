// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createStaticHandler, renderMatches, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../render-to-html.ts';
import { Providers } from './providers.tsx';
import { AppRoutes, appRoutes } from './router.tsx';

/**
 * The server renders the routes its static handler matched (entry-server.tsx); the browser renders
 * `AppRoutes`. Hydration keeps the server's attributes without checking them, so the two must build
 * the same tree: the same markup, and the same `useId` ids that tie labels to their fields.
 */
describe('the routes as the server and the browser render them', () => {
  const handler = createStaticHandler(appRoutes);
  const inShop = (url: string, routes: ReactNode) => (
    <Providers queryClient={new QueryClient()}>
      <StaticRouter location={url}>{routes}</StaticRouter>
    </Providers>
  );

  it.each(['/login', '/signup', '/products?category=rings'])('%s', async (url) => {
    const context = await handler.query(new Request(new URL(url, 'http://shop.invalid')));
    if (context instanceof Response) throw new Error(`${url} redirected`);
    const server = (await renderToHtml(inShop(url, renderMatches(context.matches)))).toString();
    const browser = (await renderToHtml(inShop(url, <AppRoutes />))).toString();
    expect(server).toMatch(/id="_R_/);
    expect(server).toBe(browser);
  });
});

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PublicConfig } from '#contract/config.ts';
import { api } from '#web/lib/api-client.ts';
import { storefrontSchema } from '#web/lib/lazy-schema.ts';
import { CONFIG_QUERY_ROOT } from '#web/lib/query-client.ts';

const PublicConfigSchema = storefrontSchema('PublicConfigSchema');

/** Used until /api/config answers, so the header and titles never render empty. */
export const FALLBACK_SHOP_NAME = 'Kanak Jewels';
export const FALLBACK_FOUNDED_YEAR = 2002;

export const configQuery = () =>
  queryOptions({
    queryKey: [CONFIG_QUERY_ROOT],
    queryFn: ({ signal }) => api.get('/api/config', PublicConfigSchema, { signal }),
    staleTime: 60 * 60 * 1000,
    gcTime: Infinity,
  });

export function useConfig(): PublicConfig | undefined {
  return useQuery(configQuery()).data;
}

/** Sets `document.title` to "Page · Shop name", or just the shop name and tagline for the home page. */
export function usePageTitle(pageName: string | null): void {
  const config = useConfig();
  const shopName = config?.shopName ?? FALLBACK_SHOP_NAME;
  const tagline = config?.tagline;
  useEffect(() => {
    if (pageName) document.title = `${pageName} · ${shopName}`;
    else document.title = tagline ? `${shopName} · ${tagline}` : shopName;
  }, [pageName, shopName, tagline]);
}

/** The shop's per-line cap until /api/config answers (the server's default). */
const DEFAULT_LINE_CAP = 10;

/** The shop's per-line cap: the most of one piece a cart line (or a wish) may hold. */
export function useLineCap(): number {
  return useConfig()?.maxQtyPerLine ?? DEFAULT_LINE_CAP;
}

/** The most a customer can ask for on one line now: the stock within the per-line cap, at least 1. */
export function lineQtyLimit(stock: number, lineCap: number): number {
  return Math.max(1, Math.min(stock, lineCap));
}

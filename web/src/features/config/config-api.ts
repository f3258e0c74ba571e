import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicConfigSchema, type PublicConfig } from '#contract/config.ts';
import { api } from '#web/lib/api-client.ts';
import { CONFIG_QUERY_ROOT } from '#web/lib/query-client.ts';

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

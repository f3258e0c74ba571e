import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  MetalRateHistorySchema,
  MetalRatesResponseSchema,
  MetalRatesUpdatedSchema,
  type MetalRate,
  type MetalRateHistoryQuerySchema,
  type MetalRatesUpdate,
} from '#contract/metal-rates.ts';
import { api } from '#web/lib/api-client.ts';
import { pagedQuery } from '#web/lib/paged-query.ts';
import { FETCH_FAILED, SOMETHING_WENT_WRONG } from '#web/lib/messages.ts';
import { useInvalidate } from '#web/lib/use-invalidate.ts';
import { STAFF_PRODUCTS_ROOT } from './products-api.ts';

const METAL_RATES_ROOT = ['metal-rates'] as const;

export type MetalRateHistoryQuery = Omit<
  z.input<typeof MetalRateHistoryQuerySchema>,
  'page' | 'limit'
> & { page?: number; limit?: number };

/** Today's rate of each metal and purity (public). */
export const metalRatesQuery = () =>
  queryOptions({
    queryKey: [...METAL_RATES_ROOT, 'today'],
    queryFn: async ({ signal }) =>
      (
        await api.get('/api/metal-rates', MetalRatesResponseSchema, {
          signal,
          defaultMessage: FETCH_FAILED,
        })
      ).rates,
  });

export function useMetalRates() {
  return useQuery(metalRatesQuery());
}

/** Staff only: the rate changes, newest first. */
export const metalRateHistoryQuery = (query: MetalRateHistoryQuery) =>
  pagedQuery({
    key: [...METAL_RATES_ROOT, 'history'],
    path: '/api/metal-rates/history',
    schema: MetalRateHistorySchema,
    query,
  });

export function useMetalRateHistory(query: MetalRateHistoryQuery) {
  return useQuery(metalRateHistoryQuery(query));
}

/** Today's rates with the ones just saved in place; a saved rate not yet listed goes last. */
export function mergeRates(rates: readonly MetalRate[], saved: readonly MetalRate[]): MetalRate[] {
  const key = (rate: MetalRate) => `${rate.metal}|${rate.purity}`;
  const byKey = new Map(saved.map((rate) => [key(rate), rate]));
  const merged = rates.map((rate) => byKey.get(key(rate)) ?? rate);
  const listed = new Set(rates.map(key));
  return [...merged, ...saved.filter((rate) => !listed.has(key(rate)))];
}

/**
 * ADMIN (or MANAGER when the shop allows it). A large move answers 409 CONFIRMATION_REQUIRED and
 * a refused role 403; the form handles both itself. New rates reprice the metal-rate pieces, so
 * every product list is read again.
 */
export function useSaveMetalRates() {
  const queryClient = useQueryClient();
  const refresh = useInvalidate([...METAL_RATES_ROOT, 'history'], STAFF_PRODUCTS_ROOT, ['catalog']);
  return useMutation({
    mutationFn: (update: MetalRatesUpdate) =>
      api.put('/api/metal-rates', update, MetalRatesUpdatedSchema, {
        defaultMessage: SOMETHING_WENT_WRONG,
      }),
    meta: { toastOnError: false },
    onSuccess: ({ rates }) => {
      queryClient.setQueryData(metalRatesQuery().queryKey, (today) =>
        mergeRates(today ?? [], rates),
      );
      void refresh();
    },
  });
}

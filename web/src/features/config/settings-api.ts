import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { SettingsResponseSchema, type SettingsUpdateSchema } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { FETCH_FAILED, SOMETHING_WENT_WRONG } from '#web/lib/messages.ts';
import { configQuery } from './config-api.ts';

export type SettingsUpdate = z.input<typeof SettingsUpdateSchema>;

export const settingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'settings'],
    queryFn: async ({ signal }) => {
      const { settings } = await api.get('/api/settings', SettingsResponseSchema, {
        signal,
        defaultMessage: FETCH_FAILED,
      });
      return settings;
    },
  });

export function useShopSettings() {
  return useQuery(settingsQuery());
}

/** ADMIN only; sends just the keys given. The shop's public config is read again after. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SettingsUpdate) =>
      api.put('/api/settings', update, SettingsResponseSchema, {
        defaultMessage: SOMETHING_WENT_WRONG,
      }),
    onSuccess: ({ settings }) => {
      queryClient.setQueryData(settingsQuery().queryKey, settings);
      void queryClient.invalidateQueries({ queryKey: configQuery().queryKey });
    },
  });
}

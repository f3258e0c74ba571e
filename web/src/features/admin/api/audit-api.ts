import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { AuditResponseSchema, type AuditQuerySchema } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { FETCH_FAILED } from '#web/lib/messages.ts';

export type AuditQuery = Omit<z.input<typeof AuditQuerySchema>, 'page' | 'limit'> & {
  page?: number;
  limit?: number;
};

export const auditQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) =>
      api.get('/api/audit', AuditResponseSchema, { query, signal, defaultMessage: FETCH_FAILED }),
  });

/** ADMIN only: one page of the audit log, newest first. */
export function useAuditLog(query: AuditQuery) {
  return useQuery({ ...auditQuery(query), placeholderData: keepPreviousData });
}

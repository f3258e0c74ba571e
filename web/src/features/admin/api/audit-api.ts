import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { AuditResponseSchema, type AuditQuerySchema } from '#contract/admin.ts';
import { pagedQuery } from '#web/lib/paged-query.ts';

export type AuditQuery = Omit<z.input<typeof AuditQuerySchema>, 'page' | 'limit'> & {
  page?: number;
  limit?: number;
};

export const auditQuery = (query: AuditQuery) =>
  pagedQuery({ key: ['admin', 'audit'], path: '/api/audit', schema: AuditResponseSchema, query });

/** ADMIN only: one page of the audit log, newest first. */
export function useAuditLog(query: AuditQuery) {
  return useQuery(auditQuery(query));
}

import type { z } from 'zod';
import type { AuditQuerySchema, AuditResponseSchema } from '#contract/admin.ts';
import { pageCount, pageWindow } from '#contract/paging.ts';
import type { Db } from '../../db/client.ts';
import { toAuditEntry } from './audit-mapper.ts';
import { type AuditRepo, createAuditRepo } from './audit.repo.ts';

const IST = '+05:30';
const dayStart = (date: string) => new Date(`${date}T00:00:00${IST}`);
const nextDay = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);

/** The log of staff writes, newest first; `from`/`to` are inclusive India-time dates. */
export async function listAuditEntries(
  repo: AuditRepo,
  query: z.output<typeof AuditQuerySchema>,
): Promise<z.output<typeof AuditResponseSchema>> {
  const { rows, total } = await repo.findPage(
    {
      entity: query.entity,
      actorId: query.actorId,
      since: query.from ? dayStart(query.from) : undefined,
      before: query.to ? nextDay(query.to) : undefined,
    },
    pageWindow(query),
  );
  return {
    entries: rows.map(toAuditEntry),
    totalEntries: total,
    totalPages: pageCount(total, query.limit),
    page: query.page,
  };
}

export function createAuditService(db: Db) {
  const repo = createAuditRepo(db);
  return { list: (query: z.output<typeof AuditQuerySchema>) => listAuditEntries(repo, query) };
}

export type AuditService = ReturnType<typeof createAuditService>;

import type { AuditEntry } from '#contract/admin.ts';
import type { AuditRow } from './audit.table.ts';

export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  _id: row.id,
  actor: { _id: row.actorId, name: row.actorName, email: row.actorEmail, role: row.actorRole },
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  summary: row.summary,
  statusCode: row.statusCode,
  createdAt: row.createdAt.toISOString(),
});

import type { Policy } from '#contract/content.ts';
import type { PolicyRow } from './policies.table.ts';

export const toPolicy = (row: PolicyRow): Policy => ({
  _id: row.id,
  title: row.title,
  content: row.content,
  html: row.html,
  order: row.position,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Policy,
  PolicyInputSchema,
  PolicyKind,
  PolicyUpdateSchema,
} from '#contract/content.ts';
import type { Db } from '../../db/client.ts';
import { isUuid, newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import { renderMarkdown } from './markdown.ts';
import { policies } from './policies.table.ts';

type Row = typeof policies.$inferSelect;
const LIST_MAX = 200;
const NOUN: Record<PolicyKind, string> = { privacy: 'Privacy section', terms: 'Terms section' };

const toPolicy = (row: Row): Policy => ({
  _id: row.id,
  title: row.title,
  content: row.content,
  html: row.html,
  order: row.position,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The privacy policy and the terms, each a list of sections in order. The Markdown is rendered and
 * sanitised when written, so every read is a plain select.
 */
export function createPoliciesService(db: Db) {
  async function list(kind: PolicyKind): Promise<Policy[]> {
    const rows = await db
      .select()
      .from(policies)
      .where(eq(policies.kind, kind))
      .orderBy(asc(policies.position), asc(policies.createdAt), asc(policies.id))
      .limit(LIST_MAX);
    return rows.map(toPolicy);
  }

  async function nextPosition(kind: PolicyKind): Promise<number> {
    const [row] = await db
      .select({ last: max(policies.position) })
      .from(policies)
      .where(eq(policies.kind, kind));
    return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
  }

  async function add(kind: PolicyKind, input: z.output<typeof PolicyInputSchema>) {
    const [row] = await db
      .insert(policies)
      .values({
        id: newId(),
        kind,
        title: input.title,
        content: input.content,
        html: renderMarkdown(input.content),
        position: input.order ?? (await nextPosition(kind)),
      })
      .returning();
    return { data: toPolicy(row!), message: `${NOUN[kind]} added` };
  }

  const matches = (kind: PolicyKind, id: string) =>
    and(eq(policies.kind, kind), eq(policies.id, id));

  async function update(kind: PolicyKind, id: string, input: z.output<typeof PolicyUpdateSchema>) {
    const [row] = isUuid(id)
      ? await db
          .update(policies)
          .set({
            title: input.title,
            content: input.content,
            html: input.content === undefined ? undefined : renderMarkdown(input.content),
            position: input.order,
            updatedAt: sql`now()`,
          })
          .where(matches(kind, id))
          .returning()
      : [];
    if (!row) throw new AppError('NOT_FOUND', `${NOUN[kind]} not found`);
    return { data: toPolicy(row), message: `${NOUN[kind]} updated` };
  }

  async function remove(kind: PolicyKind, id: string): Promise<{ message: string }> {
    const [row] = isUuid(id) ? await db.delete(policies).where(matches(kind, id)).returning() : [];
    if (!row) throw new AppError('NOT_FOUND', `${NOUN[kind]} not found`);
    return { message: `${NOUN[kind]} deleted` };
  }

  return { list, add, update, remove };
}

export type PoliciesService = ReturnType<typeof createPoliciesService>;

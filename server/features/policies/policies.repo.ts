import { and, asc, eq, sql } from 'drizzle-orm';
import type { PolicyKind } from '#contract/content.ts';
import type { Db } from '../../db/client.ts';
import { isUuid, newId } from '../../db/ids.ts';
import { type PolicyRow, policies } from './policies.table.ts';

type PolicyFields = Pick<PolicyRow, 'title' | 'content' | 'html' | 'position'>;

/** The sections of each policy. An id that is no UUID, or of the other policy, finds nothing. */
export function createPoliciesRepo(db: Db) {
  const matches = (kind: PolicyKind, id: string) =>
    and(eq(policies.kind, kind), eq(policies.id, id));

  async function list(kind: PolicyKind, limit: number): Promise<PolicyRow[]> {
    return db
      .select()
      .from(policies)
      .where(eq(policies.kind, kind))
      .orderBy(asc(policies.position), asc(policies.createdAt), asc(policies.id))
      .limit(limit);
  }

  /** The position after the policy's last section, 0 when it has none. */
  async function nextPosition(kind: PolicyKind): Promise<number> {
    const [row] = await db
      .select({ next: sql`coalesce(max(${policies.position}) + 1, 0)`.mapWith(Number) })
      .from(policies)
      .where(eq(policies.kind, kind));
    return row?.next ?? 0;
  }

  async function insert(kind: PolicyKind, fields: PolicyFields): Promise<PolicyRow> {
    const [row] = await db
      .insert(policies)
      .values({ id: newId(), kind, ...fields })
      .returning();
    return row!;
  }

  async function update(
    kind: PolicyKind,
    id: string,
    changes: Partial<PolicyFields>,
  ): Promise<PolicyRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .update(policies)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(matches(kind, id))
      .returning();
    return row;
  }

  async function remove(kind: PolicyKind, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await db.delete(policies).where(matches(kind, id)).returning({ id: policies.id });
    return rows.length > 0;
  }

  return { list, nextPosition, insert, update, remove };
}

export type PoliciesRepo = ReturnType<typeof createPoliciesRepo>;

import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { users } from '../users/users.table.ts';
import { sessions } from './sessions.table.ts';

export function createSessionsRepo(db: Db | Tx) {
  async function insert(input: {
    userId: string;
    expiresAt: Date;
    userAgent?: string;
    ip?: string;
  }): Promise<string> {
    const id = newId();
    await db.insert(sessions).values({
      id,
      userId: input.userId,
      expiresAt: input.expiresAt,
      userAgent: input.userAgent?.slice(0, 300),
      ip: input.ip,
    });
    return id;
  }

  /** The session with its user's current role and status: one indexed lookup per request. */
  async function findWithUser(id: string) {
    const [row] = await db
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        endedAt: sessions.endedAt,
        user: users,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, id));
    return row;
  }

  async function end(id: string): Promise<void> {
    await db
      .update(sessions)
      .set({ endedAt: sql`now()` })
      .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
  }

  /** Ends every live session of a user, except `keep` (the one changing the password). */
  async function endAllForUser(userId: string, keep?: string): Promise<void> {
    const live = and(eq(sessions.userId, userId), isNull(sessions.endedAt));
    await db
      .update(sessions)
      .set({ endedAt: sql`now()` })
      .where(keep ? and(live, ne(sessions.id, keep)) : live);
  }

  return { insert, findWithUser, end, endAllForUser };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;

import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid, newId } from '../../db/ids.ts';
import { type PhotoRow, photos } from './photos.table.ts';

/** The gallery's queries. An id that is no UUID finds nothing. */
export function createPhotosRepo(db: Db) {
  async function listNewestFirst(limit: number): Promise<PhotoRow[]> {
    return db.select().from(photos).orderBy(desc(photos.createdAt), desc(photos.id)).limit(limit);
  }

  async function insert(fields: Pick<PhotoRow, 'caption' | 'variants'>): Promise<PhotoRow> {
    const [row] = await db
      .insert(photos)
      .values({ id: newId(), ...fields })
      .returning();
    return row!;
  }

  /** Deletes the photo and answers its row, for its files. */
  async function remove(id: string): Promise<PhotoRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.delete(photos).where(eq(photos.id, id)).returning();
    return row;
  }

  return { listNewestFirst, insert, remove };
}

export type PhotosRepo = ReturnType<typeof createPhotosRepo>;

import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { metalRateChanges, metalRates } from './variants.tables.ts';

export type MetalRateRow = typeof metalRates.$inferSelect;
export type RateChange = {
  metal: string;
  purity: string;
  previousRate: number | null;
  ratePerGram: number;
};

/** Today's metal rates and the history of their changes. */
export function createMetalRatesRepo(db: Db | Tx) {
  const findAll = (): Promise<MetalRateRow[]> =>
    db.select().from(metalRates).orderBy(asc(metalRates.metal), asc(metalRates.purity));

  /** The current rates of these metals, locked: two rate changes never interleave. */
  const lockMetals = (metals: string[]) =>
    db
      .select()
      .from(metalRates)
      .where(inArray(metalRates.metal, metals))
      .orderBy(asc(metalRates.metal), asc(metalRates.purity))
      .for('update');

  async function save(changes: RateChange[], by: { id: string; name: string }): Promise<void> {
    for (const change of changes)
      await db
        .insert(metalRates)
        .values({
          metal: change.metal,
          purity: change.purity,
          ratePerGram: change.ratePerGram,
          updatedBy: by.id,
        })
        .onConflictDoUpdate({
          target: [metalRates.metal, metalRates.purity],
          set: { ratePerGram: change.ratePerGram, updatedBy: by.id, updatedAt: sql`now()` },
        });
    await db.insert(metalRateChanges).values(
      changes.map((change) => ({
        id: newId(),
        ...change,
        changedBy: by.id,
        changedByName: by.name,
      })),
    );
  }

  async function history(
    filter: { metal?: string; purity?: string },
    limit: number,
    offset: number,
  ) {
    const where: SQL | undefined = and(
      filter.metal ? eq(metalRateChanges.metal, filter.metal) : undefined,
      filter.purity ? eq(metalRateChanges.purity, filter.purity) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(metalRateChanges)
        .where(where)
        .orderBy(desc(metalRateChanges.changedAt), desc(metalRateChanges.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(metalRateChanges).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  return { findAll, lockMetals, save, history };
}

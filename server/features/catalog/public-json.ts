import { inArray, isNull, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Product, ProductCardData, ProductShape } from '#contract/catalog.ts';
import type { Db } from '../../db/client.ts';
import { sqlStateOf } from '../../lib/db-errors.ts';
import type { JsonText } from '../../lib/json-text.ts';
import { productPublicJson, products } from './catalog.tables.ts';
import { onSale } from './on-sale.ts';
import { productCardJson, productColumns, productJson } from './product-details.repo.ts';

/**
 * A listed piece's JSON: a card's; staff's, built with sold certificates; or the public's, the kept
 * text when it was kept for this `threshold`, else built (its row stale, another threshold's, or
 * looked at while the piece was off sale).
 */
export function listedProductJson(
  columns: typeof productColumns,
  options: { threshold: SQLWrapper; withSold: boolean; shape: ProductShape },
): SQL<JsonText<Product | ProductCardData>> {
  const { threshold, withSold, shape } = options;
  if (shape === 'card') return productCardJson(columns, { threshold });
  const built = productJson(columns, { threshold, withSold });
  if (withSold) return built;
  const kept = productPublicJson;
  return sql`coalesce((select ${kept.json} from ${kept} where ${kept.productId} = ${columns.id} and ${kept.threshold} = ${threshold}), ${built})`;
}

type Log = { warn: (details: object, message: string) => void };

/** Pieces written per transaction. */
const BATCH = 100;
/**
 * A serialization failure (a write to a piece came first), a deadlock, or a lock not granted in
 * `LOCK_WAIT`: the refill gives way, and a later try writes the pieces.
 */
const GAVE_WAY = new Set(['40001', '40P01', '55P03']);
/** The longest a refill waits for a piece's row that a checkout or a staff write holds. */
const LOCK_WAIT = '50ms';
/**
 * The least time between two refills of a process. Every checkout announces a change: a stream of
 * them costs a look every quarter second, not one look after another.
 */
const REFILL_GAP_MS = 250;

/**
 * Fills `product_public_json` (catalog.tables.ts) for the pieces whose row was made by their insert
 * or emptied by a write (migrations 0015 and 0017's triggers), or holds another low-stock threshold's
 * JSON: when the shop starts and after every change of the catalogue or the settings the feed
 * announces, in every process. A piece off sale gets the threshold and no JSON: looked at, nothing
 * to keep. The listing is right without any of it, only slower: a read builds what is not kept.
 *
 * The stale rows are found by their partial index. Rows of another threshold are looked for in a
 * scan of the table only when this process has not yet refilled for the threshold it reads now (at
 * start, and after the threshold changed).
 *
 * A batch is written in one REPEATABLE READ transaction. A write to a piece committed after the
 * refill read it also wrote the piece's row, so the refill fails on that row (a serialization
 * failure) rather than keep JSON older than the write. A refill holding some rows never waits more
 * than `LOCK_WAIT` for another, so a checkout that wants a row it holds waits at most that long and
 * never meets a deadlock (detected only after a second): the refill gives way. A batch that gave way
 * is written again one piece at a time, so one busy piece does not hold back the rest; what fails
 * then is written after the next change. The JSON can be rebuilt at any time, so its commit does not
 * wait for the disk.
 */
export function createPublicJsonKeeper(deps: {
  db: Db;
  threshold: () => Promise<number>;
  log: Log;
}) {
  const { db, log } = deps;
  let running: Promise<void> | undefined;
  let isAgain = false;
  let isClosed = false;
  /** The threshold this process last refilled every row for. */
  let refilledFor: number | undefined;

  function staleIds(threshold: number) {
    const kept = productPublicJson;
    const stale = isNull(kept.threshold);
    return db
      .select({ id: kept.productId })
      .from(kept)
      .where(threshold === refilledFor ? stale : or(stale, ne(kept.threshold, threshold)))
      .orderBy(kept.productId)
      .limit(BATCH);
  }

  /**
   * How many of the pieces' rows were written (those kept first by another process are not);
   * undefined when the refill gave way.
   */
  async function write(ids: string[], threshold: number): Promise<number | undefined> {
    const json = productJson(productColumns, {
      threshold: sql`${threshold}::integer`,
      withSold: false,
    });
    const kept = productPublicJson;
    try {
      return await db.transaction(
        async (tx) => {
          await tx.execute(
            sql`select set_config('synchronous_commit', 'off', true), set_config('lock_timeout', ${LOCK_WAIT}, true)`,
          );
          // In id order, as the triggers mark rows, so two such statements take rows in one order.
          const written = await tx.execute(
            sql`insert into ${kept} (product_id, threshold, json)
              select ${products.id}, ${threshold}, case when ${onSale} then ${json} end from ${products}
              where ${inArray(products.id, ids)} and not exists (
                select 1 from ${kept} where ${kept.productId} = ${products.id} and ${kept.threshold} = ${threshold})
              order by ${products.id}
              on conflict (product_id) do update set threshold = excluded.threshold, json = excluded.json
              returning product_id`,
          );
          return (written as { rows: unknown[] }).rows.length;
        },
        { isolationLevel: 'repeatable read' },
      );
    } catch (error) {
      if (GAVE_WAY.has(sqlStateOf(error) ?? '')) return undefined;
      throw error;
    }
  }

  async function refillAll() {
    const threshold = await deps.threshold();
    for (;;) {
      if (isClosed) return;
      const ids = (await staleIds(threshold)).map((row) => row.id);
      if (ids.length === 0) {
        refilledFor = threshold;
        return;
      }
      let written = await write(ids, threshold);
      if (written === undefined) {
        written = 0;
        for (const id of ids) {
          if (isClosed) return;
          written += (await write([id], threshold)) ?? 0;
        }
      }
      // Nothing left, or nothing that could be written now: a later change starts another run.
      if (ids.length < BATCH && written === ids.length) refilledFor = threshold;
      if (ids.length < BATCH || written === 0) return;
    }
  }

  /** Starts a refill, or asks the one running to look again when it is done. */
  function schedule() {
    if (isClosed) return;
    if (running) {
      isAgain = true;
      return;
    }
    running = (async () => {
      do {
        isAgain = false;
        await refillAll();
        if (isAgain && !isClosed)
          await new Promise((resolve) => setTimeout(resolve, REFILL_GAP_MS));
      } while (isAgain && !isClosed);
    })()
      .catch((error: unknown) => {
        if (!isClosed) log.warn({ err: error }, 'Keeping the listing’s product JSON failed');
      })
      .finally(() => {
        running = undefined;
      });
  }

  /** Stops between batches (or after the gap) and waits for the one being written. */
  async function close() {
    isClosed = true;
    await running;
  }

  return { schedule, close };
}

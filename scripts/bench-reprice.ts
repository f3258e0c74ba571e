import { parseArgs } from 'node:util';
import { and, count, eq, sql } from 'drizzle-orm';
import { canonicalMetal, canonicalPurity } from '../contract/metal-rates.ts';
import type { Db } from '../server/db/client.ts';
import { createMetalRatesRepo } from '../server/features/catalog/metal-rates.repo.ts';
import type { TaxSettings } from '../server/features/catalog/pricing.ts';
import { repriceVariants } from '../server/features/catalog/variant-pricing.ts';
import { metalRates, productVariants } from '../server/features/catalog/variants.tables.ts';
import { createSettingsService } from '../server/features/settings/settings.service.ts';
import { runOnDatabase } from './run-on-database.ts';

type Rate = { metal: string; purity: string };

/**
 * Times a metal-rate change on the database the server would use (DATABASE_URL, else DATA_DIR): the
 * rate moves up by --percent and back, --runs times each way, each in the transaction the rate
 * service uses (the metal's rate rows locked, the rate saved, its variants repriced and their
 * products' ranges refreshed), and ends as it was. It writes no history rows: those need a staff
 * account, and one insert is not what is measured. Run it while the server is stopped on PGlite.
 */
function readArgs() {
  const { values } = parseArgs({
    options: {
      metal: { type: 'string', default: 'Gold' },
      purity: { type: 'string', default: '22K' },
      percent: { type: 'string', default: '1' },
      runs: { type: 'string', default: '3' },
    },
  });
  const percent = Number(values.percent);
  const runs = Number(values.runs);
  if (!(percent > 0 && percent <= 50)) throw new Error('--percent must be above 0 and at most 50');
  if (!Number.isInteger(runs) || runs < 1 || runs > 50)
    throw new Error('--runs must be a whole number from 1 to 50');
  const rate = { metal: canonicalMetal(values.metal), purity: canonicalPurity(values.purity) };
  return { rate, percent, runs };
}

async function setRate(db: Db, rate: Rate, ratePerGram: number, tax: TaxSettings) {
  const started = performance.now();
  const repriced = await db.transaction(async (tx) => {
    await createMetalRatesRepo(tx).lockMetals([rate.metal]);
    await tx
      .update(metalRates)
      .set({ ratePerGram, updatedAt: sql`now()` })
      .where(and(eq(metalRates.metal, rate.metal), eq(metalRates.purity, rate.purity)));
    return repriceVariants(tx, { rates: [rate] }, tax);
  });
  return { repriced, seconds: (performance.now() - started) / 1000 };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

await runOnDatabase('time the repricing', readArgs, async (database, { rate, percent, runs }) => {
  const { db } = database;
  const [current] = await db
    .select()
    .from(metalRates)
    .where(and(eq(metalRates.metal, rate.metal), eq(metalRates.purity, rate.purity)));
  if (!current) throw new Error(`${rate.metal} ${rate.purity} has no rate; run seed:bench first`);
  const [priced] = await db
    .select({ n: count() })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.pricing, 'metal_rate'),
        eq(productVariants.rateMetal, rate.metal),
        eq(productVariants.ratePurity, rate.purity),
      ),
    );
  const tax = await createSettingsService(db).getSettings();
  const before = current.ratePerGram;
  const moved = Math.round(before * (1 + percent / 100));
  process.stdout.write(
    `${database.kind}: ${rate.metal} ${rate.purity} prices ${priced?.n ?? 0} variants; ` +
      `moving it ${before} → ${moved} paise/g and back, ${runs} times.\n`,
  );
  const seconds: number[] = [];
  let isMoved = false;
  try {
    for (let run = 1; run <= runs; run++)
      for (const ratePerGram of [moved, before]) {
        const result = await setRate(db, rate, ratePerGram, tax);
        isMoved = ratePerGram === moved;
        seconds.push(result.seconds);
        process.stdout.write(
          `run ${run} ${isMoved ? 'up  ' : 'back'} ${result.repriced} repriced in ${result.seconds.toFixed(3)} s\n`,
        );
      }
  } finally {
    if (isMoved) await setRate(db, rate, before, tax);
  }
  process.stdout.write(
    `median ${median(seconds).toFixed(3)} s, max ${Math.max(...seconds).toFixed(3)} s over ${seconds.length} changes; the rate is ${before} again.\n`,
  );
});

import type { Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { metalRateChanges, metalRates } from '../features/catalog/variants.tables.ts';

/** Today's demo rates in paise per gram, believable Indian retail rates for the standard purities. */
export const DEMO_RATES = [
  { metal: 'Gold', purity: '24K', ratePerGram: 780_000 },
  { metal: 'Gold', purity: '22K', ratePerGram: 715_000 },
  { metal: 'Gold', purity: '18K', ratePerGram: 585_000 },
  { metal: 'Gold', purity: '14K', ratePerGram: 455_000 },
  { metal: 'Silver', purity: '999', ratePerGram: 9_500 },
  { metal: 'Silver', purity: '925', ratePerGram: 8_800 },
  { metal: 'Platinum', purity: '950', ratePerGram: 320_000 },
] as const;

/** The rate some days ago as a share of today's, oldest first: a gentle climb with one dip. */
const HISTORY = [
  { daysAgo: 41, share: 0.962 },
  { daysAgo: 27, share: 0.975 },
  { daysAgo: 19, share: 0.989 },
  { daysAgo: 8, share: 0.981 },
  { daysAgo: 0, share: 1 },
];
const DAY_MS = 86_400_000;
const CHANGED_BY = 'Kanak Jewels';

/** Rates are quoted in whole rupees a gram. */
const toRupee = (paise: number) => Math.round(paise / 100) * 100;

/**
 * Sets today's rates of the purities that have none yet, each with a few weeks of history so the
 * rate chart has a line; rates staff already set are kept. Answers the rates now stored.
 */
export async function seedMetalRates(tx: Tx, now = Date.now()) {
  const added = await tx
    .insert(metalRates)
    .values(DEMO_RATES.map((rate) => ({ ...rate, updatedAt: new Date(now) })))
    .onConflictDoNothing()
    .returning({ metal: metalRates.metal, purity: metalRates.purity });
  const history = DEMO_RATES.filter((rate) =>
    added.some((row) => row.metal === rate.metal && row.purity === rate.purity),
  ).flatMap((rate) =>
    HISTORY.map(({ daysAgo, share }, index) => ({
      id: newId(),
      metal: rate.metal,
      purity: rate.purity,
      previousRate: index === 0 ? null : toRupee(rate.ratePerGram * HISTORY[index - 1]!.share),
      ratePerGram: toRupee(rate.ratePerGram * share),
      changedBy: null,
      changedByName: CHANGED_BY,
      changedAt: new Date(now - daysAgo * DAY_MS),
    })),
  );
  if (history.length > 0) await tx.insert(metalRateChanges).values(history);
  return tx.select().from(metalRates);
}

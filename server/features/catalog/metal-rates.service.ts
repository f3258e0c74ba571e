import type { z } from 'zod';
import {
  canonicalMetal,
  canonicalPurity,
  type MetalRate,
  type MetalRateHistoryQuerySchema,
  type MetalRatesUpdateSchema,
} from '#contract/metal-rates.ts';
import { pageCount, pageWindow } from '#contract/paging.ts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { AppError } from '../../lib/errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createMetalRatesRepo, type MetalRateRow, type RateChange } from './metal-rates.repo.ts';
import { repriceVariants } from './variant-pricing.ts';

type Deps = { db: Db; settings: SettingsService };
type Update = z.output<typeof MetalRatesUpdateSchema>;
type HistoryQuery = z.output<typeof MetalRateHistoryQuerySchema>;

const toRate = (row: MetalRateRow): MetalRate => ({
  metal: row.metal,
  purity: row.purity,
  ratePerGram: row.ratePerGram,
  updatedAt: row.updatedAt.toISOString(),
});

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

/** DESIGN §8: a move above the set percent needs `confirm: true`; a purity's first rate never does. */
function confirmationsNeeded(changes: RateChange[], percent: number) {
  return changes.flatMap((change, index) => {
    if (change.previousRate === null) return [];
    const moved = (Math.abs(change.ratePerGram - change.previousRate) / change.previousRate) * 100;
    if (moved <= percent) return [];
    const message = `${change.metal} ${change.purity} moves ${moved.toFixed(1)} % (from ${rupees(change.previousRate)} to ${rupees(change.ratePerGram)} a gram)`;
    return [{ path: `rates.${index}.ratePerGram`, message }];
  });
}

export async function assertMaySetRates({ settings }: Deps, auth: AuthContext): Promise<void> {
  if (auth.user.role === 'ADMIN') return;
  const { managersSetMetalRates } = await settings.getSettings();
  if (auth.user.role === 'MANAGER' && managersSetMetalRates) return;
  throw new AppError(
    'FORBIDDEN',
    'Only an admin may set metal rates (a setting lets managers do it too)',
  );
}

/**
 * Sets today's rates and reprices every variant they price, in one transaction: the rate rows are
 * locked so two staff members never interleave, and the variants are locked as checkout locks them.
 */
export async function setRates(deps: Deps, auth: AuthContext, input: Update) {
  await assertMaySetRates(deps, auth);
  // Read before the transaction: PGlite has one connection, busy until the transaction ends.
  const settings = await deps.settings.getSettings();
  const repriced = await deps.db.transaction(async (tx) => {
    const repo = createMetalRatesRepo(tx);
    const current = await repo.lockMetals([...new Set(input.rates.map((rate) => rate.metal))]);
    const asked = input.rates.map((rate) => ({
      ...rate,
      previousRate:
        current.find((row) => row.metal === rate.metal && row.purity === rate.purity)
          ?.ratePerGram ?? null,
    }));
    // In the body's order, so that each detail names the rate's place in what was sent.
    const unconfirmed = confirmationsNeeded(asked, settings.rateChangeConfirmPercent);
    if (unconfirmed.length > 0 && input.confirm !== true)
      throw new AppError(
        'CONFIRMATION_REQUIRED',
        `${unconfirmed.map((detail) => detail.message).join('; ')}. Send again with confirm: true to reprice the catalogue.`,
        unconfirmed,
      );
    const changes = asked.filter((rate) => rate.previousRate !== rate.ratePerGram);
    if (changes.length === 0) return 0;
    await repo.save(changes, { id: auth.user._id, name: auth.user.name });
    return repriceVariants(tx, { rates: changes }, settings);
  });
  const rates = await listRates(deps);
  const message =
    repriced === 1 ? 'Rates saved; 1 price changed' : `Rates saved; ${repriced} prices changed`;
  return { rates, message, repriced };
}

export const listRates = async ({ db }: Deps): Promise<MetalRate[]> =>
  (await createMetalRatesRepo(db).findAll()).map(toRate);

export async function rateHistory({ db }: Deps, query: HistoryQuery) {
  const { offset } = pageWindow(query);
  const filter = {
    metal: query.metal ? canonicalMetal(query.metal) : undefined,
    purity: query.purity ? canonicalPurity(query.purity) : undefined,
  };
  const { rows, total } = await createMetalRatesRepo(db).history(filter, query.limit, offset);
  return {
    changes: rows.map((row) => ({
      _id: row.id,
      metal: row.metal,
      purity: row.purity,
      previousRate: row.previousRate,
      ratePerGram: row.ratePerGram,
      changedBy:
        row.changedByName === null ? null : { _id: row.changedBy, name: row.changedByName },
      changedAt: row.changedAt.toISOString(),
    })),
    totalChanges: total,
    totalPages: pageCount(total, query.limit),
    page: query.page,
  };
}

/** Every price again, after the tax or rounding settings changed. */
export async function repriceAll(deps: Deps): Promise<number> {
  const settings = await deps.settings.getSettings();
  return deps.db.transaction((tx) => repriceVariants(tx, 'all', settings));
}

/** Metal rates (DESIGN §8) and the prices that follow them. */
export function createMetalRatesService(deps: Deps) {
  return {
    list: () => listRates(deps),
    set: (auth: AuthContext, input: Update) => setRates(deps, auth, input),
    history: (query: HistoryQuery) => rateHistory(deps, query),
    repriceAll: () => repriceAll(deps),
  };
}

export type MetalRatesService = ReturnType<typeof createMetalRatesService>;

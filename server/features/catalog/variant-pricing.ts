import { optionOf } from '#contract/variants.ts';
import type { Tx } from '../../db/client.ts';
import { priceVariant, type PricingInput, type TaxSettings } from './pricing.ts';
import { createVariantsRepo, type RepriceScope, type VariantRow } from './variants.repo.ts';

type Locked = {
  variant: Omit<VariantRow, 'position' | 'sku' | 'stock' | 'imageIds' | 'createdAt' | 'updatedAt'>;
  productMetal: string;
  productPurity: string | null;
  productWeight: number | null;
};

/** The formula's input from a stored variant and its product. */
function pricingInputOf({
  variant,
  productMetal,
  productPurity,
  productWeight,
}: Locked): PricingInput {
  if (variant.pricing === 'metal_rate')
    return {
      pricing: 'metal_rate',
      metal: variant.rateMetal!,
      purity: variant.ratePurity!,
      netWeightMg: variant.netWeightMg!,
      making:
        variant.makingType === null
          ? null
          : { type: variant.makingType, value: Number(variant.makingValue ?? 0) },
      stoneCharges: variant.stoneCharges,
      otherCharges: variant.otherCharges,
    };
  const grams = productWeight === null ? null : Math.round(Number(productWeight) * 1000);
  return {
    pricing: 'fixed',
    fixedPrice: variant.fixedPrice!,
    metal: optionOf(variant.options, 'metal') ?? productMetal,
    purity: optionOf(variant.options, 'purity') ?? productPurity,
    netWeightMg: variant.netWeightMg ?? grams,
  };
}

/** jsonb keeps its own key order, so compare breakdowns key by key. */
const sameBreakdown = (a: object | null, b: object | null): boolean =>
  a === null || b === null
    ? a === b
    : Object.keys(a).length === Object.keys(b).length &&
      Object.entries(a).every(([key, value]) => (b as Record<string, unknown>)[key] === value);

const rateKey = (metal: string, purity: string) => `${metal}|${purity}`;

/**
 * Prices the variants in `scope` again from their inputs, today's rates and the tax settings, inside
 * the caller's transaction: the rows are locked (in id order, as checkout locks them) so an order
 * line sees the old price or the new one, never a mix; only the changed rows are written, in one
 * statement, and their products' price range and stock follow. Answers how many prices changed.
 */
export async function repriceVariants(
  tx: Tx,
  scope: RepriceScope,
  tax: TaxSettings,
): Promise<number> {
  const repo = createVariantsRepo(tx);
  const [locked, rates] = [await repo.lockForPricing(scope), await repo.findRates()];
  const rateOf = new Map(rates.map((rate) => [rateKey(rate.metal, rate.purity), rate.ratePerGram]));
  const changed = locked.flatMap((row) => {
    const input = pricingInputOf(row);
    const rate =
      input.pricing === 'metal_rate' ? rateOf.get(rateKey(input.metal, input.purity)) : undefined;
    const { price, breakdown } = priceVariant(input, rate, tax);
    const same = price === row.variant.price && sameBreakdown(breakdown, row.variant.breakdown);
    return same ? [] : [{ id: row.variant.id, price, breakdown, before: row.variant.price }];
  });
  await repo.writePrices(changed.map(({ before: _before, ...write }) => write));
  await repo.refreshProducts(locked.map((row) => row.variant.productId));
  // A new breakdown at the same price (a rate moved by less than the rounding) is no new price.
  return changed.filter((row) => row.price !== row.before).length;
}

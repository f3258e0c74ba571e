import { z } from 'zod';
import { MetalRatesUpdateSchema, type MetalRate } from '#contract/metal-rates.ts';

const PAISE_PER_RUPEE = 100;

/**
 * The shared rules, with each rate typed in rupees per gram and checked (and sent) in paise. Rate
 * inputs are numbers (`valueAsNumber`), so an emptied one reads as NaN.
 */
export const MetalRatesFormSchema = z.object({
  rates: z
    .array(
      z.object({
        metal: z.string(),
        purity: z.string(),
        ratePerGram: z
          .number({ error: 'Enter the rate per gram in rupees' })
          .transform((rupees) => Math.round(rupees * PAISE_PER_RUPEE)),
        /** Added here, not yet saved: its metal and purity can still be typed. */
        isNew: z.boolean(),
      }),
    )
    // The shared rules coerce, so they take `unknown`: widen the rows to hand them over.
    .transform((rows): unknown => rows)
    .pipe(MetalRatesUpdateSchema.shape.rates),
});
export type MetalRatesFormInput = z.input<typeof MetalRatesFormSchema>;
export type RateToSave = z.output<typeof MetalRatesFormSchema>['rates'][number];

export function toFormValues(rates: readonly MetalRate[]): MetalRatesFormInput {
  return {
    rates: rates.map(({ metal, purity, ratePerGram }) => ({
      metal,
      purity,
      ratePerGram: ratePerGram / PAISE_PER_RUPEE,
      isNew: false,
    })),
  };
}

export const rateName = ({ metal, purity }: { metal: string; purity: string }) =>
  `${metal} ${purity}`;

/** Only the rates that are new or moved: each one sent is a change in the history. */
export function changedRates(saved: readonly MetalRate[], next: readonly RateToSave[]) {
  const today = new Map(saved.map((rate) => [rateName(rate), rate.ratePerGram]));
  return next.filter((rate) => today.get(rateName(rate)) !== rate.ratePerGram);
}

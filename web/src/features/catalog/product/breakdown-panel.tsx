import { useId } from 'react';
import type { PriceBreakdown } from '#contract/variants.ts';
import { PriceBreakdownList } from '../components/price-breakdown.tsx';

/** How the chosen piece's price is made, today; nothing while it has no price. */
export function BreakdownPanel({ breakdown }: { breakdown: PriceBreakdown | null }) {
  const headingId = useId();
  if (!breakdown) return null;
  return (
    <section aria-labelledby={headingId} className="border border-line bg-surface p-5">
      <h2 id={headingId} className="mb-4 font-sans label-caps">
        Price breakdown
      </h2>
      <PriceBreakdownList breakdown={breakdown} />
    </section>
  );
}

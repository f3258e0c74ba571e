import type { CartItem } from '#contract/cart.ts';
import { useMoney } from '#web/lib/money.ts';

type PriceChangeNoteProps = Pick<CartItem, 'priceChanged' | 'previousPrice' | 'unitPrice'>;

/** Metal-rate prices follow the day's rate: a line says when its price moved since it was added. */
export function PriceChangeNote({ priceChanged, previousPrice, unitPrice }: PriceChangeNoteProps) {
  const money = useMoney();
  if (!priceChanged) return null;
  const from = previousPrice === null ? '' : ` from ${money(previousPrice)}`;
  return (
    <p role="status" className="text-sm font-medium text-accent">
      Price changed{from} to {money(unitPrice)} since you added it
    </p>
  );
}

import type { CartTotals } from '#contract/cart.ts';
import { useMoney } from '#web/lib/money.ts';

type OrderTotalsProps = {
  /** The server's figures (a cart's or an order's); nothing is worked out here. */
  totals: Omit<CartTotals, 'freeShippingThreshold'>;
};

function Row({
  label,
  value,
  isTotal = false,
}: {
  label: string;
  value: string;
  isTotal?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${isTotal ? 'border-t border-line pt-4 text-lg font-medium' : 'text-sm'}`}
    >
      <dt className={isTotal ? '' : 'text-muted'}>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

export function piecesLabel(count: number): string {
  return `${count} ${count === 1 ? 'piece' : 'pieces'}`;
}

/** Subtotal, shipping, GST and total as the server computed them. */
export function OrderTotals({ totals }: OrderTotalsProps) {
  const money = useMoney();
  const gst = `GST (${totals.taxRatePercent}%)`;
  return (
    <dl className="space-y-3">
      <Row label={`Subtotal (${piecesLabel(totals.itemCount)})`} value={money(totals.subtotal)} />
      <Row label="Shipping" value={totals.shipping === 0 ? 'Free' : money(totals.shipping)} />
      {totals.taxIncluded ? (
        <Row label={`${gst}, included`} value={money(totals.tax)} />
      ) : (
        <Row label={gst} value={money(totals.tax)} />
      )}
      <Row label="Total" value={money(totals.total)} isTotal />
    </dl>
  );
}

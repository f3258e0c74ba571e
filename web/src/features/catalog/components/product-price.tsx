import type { Product } from '#contract/catalog.ts';
import { discountPercent, useMoney } from '#web/lib/money.ts';

type ProductPriceProps = {
  /** Null while the piece cannot be priced (its metal has no rate yet). */
  price: number | null;
  mrp: number;
  /** The lowest of several prices: "from ₹X". */
  isFrom?: boolean;
  /** The product page's larger price with the saving spelled out. */
  isDetailed?: boolean;
};

/** A card's price: the lowest of its variants, "from" it when they differ. */
export function cardPrice({ priceRange }: Pick<Product, 'priceRange'>) {
  return {
    price: priceRange?.min ?? null,
    isFrom: !!priceRange && priceRange.min !== priceRange.max,
  };
}

/**
 * The price, and when the MRP is higher, the MRP struck through and the saving. A "from" price
 * claims no saving: the MRP belongs to no one variant.
 */
export function ProductPrice({
  price,
  mrp,
  isFrom = false,
  isDetailed = false,
}: ProductPriceProps) {
  const money = useMoney();
  const percent = price === null || isFrom ? 0 : discountPercent(price, mrp);
  const size = isDetailed ? 'font-display text-3xl sm:text-4xl' : 'font-medium';
  if (price === null) return <p className={size}>Price on request</p>;
  return (
    <div className={isDetailed ? 'space-y-1' : ''}>
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
        <span className={size}>
          <span className="sr-only">Price </span>
          {isFrom && 'from '}
          {money(price)}
        </span>
        {percent > 0 && (
          <>
            <s className={`text-muted ${isDetailed ? 'text-base' : 'text-sm'}`}>
              <span className="sr-only">MRP </span>
              {money(mrp)}
            </s>
            <span className={`font-medium text-success ${isDetailed ? 'text-sm' : 'text-xs'}`}>
              {percent}% off
            </span>
          </>
        )}
      </p>
      {isDetailed && percent > 0 && (
        <p className="text-sm text-success">You save {money(mrp - price)}</p>
      )}
    </div>
  );
}

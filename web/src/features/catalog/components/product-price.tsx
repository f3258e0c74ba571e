import { discountPercent, useMoney } from '#web/lib/money.ts';

type ProductPriceProps = {
  price: number;
  mrp: number;
  /** The product page's larger price with the saving spelled out. */
  isDetailed?: boolean;
};

/** The price, and when the MRP is higher, the MRP struck through and the saving. */
export function ProductPrice({ price, mrp, isDetailed = false }: ProductPriceProps) {
  const money = useMoney();
  const percent = discountPercent(price, mrp);
  return (
    <div className={isDetailed ? 'space-y-1' : ''}>
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
        <span className={isDetailed ? 'font-display text-3xl sm:text-4xl' : 'font-medium'}>
          <span className="sr-only">Price </span>
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

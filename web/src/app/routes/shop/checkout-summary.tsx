import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { Cart } from '#contract/cart.ts';
import { LineDetails, ProductNameLink } from '#web/features/catalog/components/product-line.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { useMoney } from '#web/lib/money.ts';
import { OrderTotals } from '#web/features/orders/order-totals.tsx';

/** The cart as the server priced it; nothing here is worked out on the client. */
export function CheckoutSummary({ cart }: { cart: Cart }) {
  const money = useMoney();
  const hasUnavailable = cart.items.some((item) => !item.available);
  return (
    <div>
      <ul className="divide-y divide-line">
        {cart.items.map(({ _id, product, variant, quantity, size, lineTotal, available }) => {
          const image = product.images[0] ?? null;
          return (
            <li key={_id} className="flex gap-4 py-4 first:pt-0">
              <ResponsiveImage
                image={image}
                alt=""
                sizes="80px"
                className="size-16 shrink-0 border border-line object-cover sm:size-20"
              />
              <div className="min-w-0 flex-1">
                <p className="font-display text-lg leading-snug">
                  <ProductNameLink product={product} />
                </p>
                <LineDetails
                  metal={product.metal}
                  purity={product.purity}
                  size={size}
                  variant={variant}
                />
                <p className="mt-1 text-sm text-muted">Quantity {quantity}</p>
                {!available && (
                  <p className="mt-1 text-sm font-medium text-danger">
                    Not available in this quantity
                  </p>
                )}
              </div>
              <p className="shrink-0 text-sm font-medium tabular-nums">{money(lineTotal)}</p>
            </li>
          );
        })}
      </ul>
      {hasUnavailable && (
        <p className="mt-4 flex items-start gap-2 text-sm text-danger">
          <TriangleAlert size={16} className="mt-0.5 shrink-0" aria-hidden />
          <span>
            Some pieces cannot be ordered as they are.{' '}
            <Link to="/cart" className="underline underline-offset-4">
              Review your cart
            </Link>
          </span>
        </p>
      )}
      <div className="mt-6 border-t border-line pt-5">
        <OrderTotals totals={cart.totals} />
      </div>
    </div>
  );
}

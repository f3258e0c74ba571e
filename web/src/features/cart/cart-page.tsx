import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { OrderTotals } from '#web/features/orders/order-totals.tsx';
import { CART_FETCH_FAILED } from '#web/lib/messages.ts';
import { useMoney } from '#web/lib/money.ts';
import { useCart } from './cart-api.ts';
import { CartLine } from './components/cart-line.tsx';
import { EmptyList } from './components/empty-list.tsx';

export function CartPage() {
  usePageTitle('Your Cart');
  const money = useMoney();
  const cart = useCart();
  const data = cart.data;
  const canCheckout = data !== undefined && data.totals.itemCount > 0;
  const toFreeShipping = data ? data.totals.freeShippingThreshold - data.totals.subtotal : 0;

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <p className="label-caps text-accent">Shopping bag</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">Your Cart</h1>
      <div className="mt-10">
        {cart.isPending && (
          <div role="status" aria-label="Loading your cart" className="space-y-4">
            {[0, 1].map((index) => (
              <div key={index} className="h-28 animate-pulse bg-surface" />
            ))}
          </div>
        )}
        {cart.isError && (
          <LoadError
            title="We could not load your cart"
            error={cart.error}
            fallback={CART_FETCH_FAILED}
            onRetry={() => void cart.refetch()}
          />
        )}
        {data?.items.length === 0 && (
          <EmptyList
            icon={ShoppingBag}
            title="Your cart is empty"
            text="Find a piece you love and it will wait for you here."
          />
        )}
        {data && data.items.length > 0 && (
          <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
            <ul
              className="divide-y divide-line border-y border-line"
              aria-label="Pieces in your cart"
            >
              {data.items.map((item) => (
                <CartLine key={item._id} item={item} />
              ))}
            </ul>
            <aside aria-labelledby="cart-summary" className="border border-line bg-surface p-6">
              <h2 id="cart-summary" className="text-2xl">
                Order summary
              </h2>
              <div className="mt-5">
                <OrderTotals totals={data.totals} />
              </div>
              {data.totals.shipping > 0 && toFreeShipping > 0 && (
                <p className="mt-4 text-sm text-muted">
                  Add {money(toFreeShipping)} more for free shipping.
                </p>
              )}
              {canCheckout ? (
                <Link to="/checkout" className={buttonClass('primary', 'mt-6 w-full')}>
                  Proceed to checkout
                </Link>
              ) : (
                <p className="mt-6 text-sm text-danger">
                  Nothing in your cart can be ordered as it is.
                </p>
              )}
              <Link to="/products" className={buttonClass('outline', 'mt-3 w-full')}>
                Continue shopping
              </Link>
            </aside>
          </div>
        )}
      </div>
    </section>
  );
}

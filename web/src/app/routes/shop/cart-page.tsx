import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { CartItem } from '#contract/cart.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { useCart, useRemoveFromCart, useUpdateCartQty } from '#web/features/cart/cart-api.ts';
import { productHref } from '#web/features/catalog/components/product-card.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { useMoney } from '#web/lib/money.ts';
import { useConfig } from '#web/features/config/config-api.ts';
import { usePageTitle } from '#web/features/config/use-page-title.ts';
import { OrderTotals } from '#web/features/orders/order-totals.tsx';
import { CART_FETCH_FAILED } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';

/** The shop's per-line cap until /api/config answers (the server's default). */
const DEFAULT_LINE_CAP = 10;

function availability(item: CartItem): string | null {
  if (!item.product.isActive) return 'No longer available';
  if (item.product.stock === 0) return 'Out of stock';
  if (!item.available) return `Only ${item.product.stock} left`;
  return null;
}

function CartLine({ item }: { item: CartItem }) {
  const money = useMoney();
  const update = useUpdateCartQty();
  const remove = useRemoveFromCart();
  const { product } = item;
  // The most a customer can ask for on one line: the stock, and the shop's per-line cap.
  const lineCap = useConfig()?.maxQtyPerLine ?? DEFAULT_LINE_CAP;
  const max = Math.max(1, Math.min(product.stock, lineCap));
  const problem = availability(item);
  const busy = update.isPending || remove.isPending;
  const setQty = (qty: number) => update.mutate({ _id: item._id, qty });
  return (
    <li className="flex gap-4 py-6">
      <ResponsiveImage
        image={product.images[0] ?? null}
        alt=""
        sizes="112px"
        className="size-24 shrink-0 border border-line object-cover sm:size-28"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-display text-xl leading-snug">
              <Link to={productHref(product)} className="hover:text-accent">
                {product.name}
              </Link>
            </h2>
            <p className="text-xs text-muted">
              {[product.metal, product.purity, item.size && `Size ${item.size}`]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="mt-1 text-sm text-muted">{money(product.price)} each</p>
          </div>
          <p className="font-medium tabular-nums">{money(item.lineTotal)}</p>
        </div>
        {problem && <p className="text-sm font-medium text-danger">{problem}</p>}
        <div className="flex flex-wrap items-center gap-4">
          <div
            className="flex items-center border border-line"
            role="group"
            aria-label={`Quantity of ${product.name}`}
          >
            <button
              type="button"
              className="flex size-11 items-center justify-center hover:text-accent disabled:opacity-40"
              aria-label={`One fewer ${product.name}`}
              disabled={busy || item.quantity <= 1}
              onClick={() => setQty(item.quantity - 1)}
            >
              <Minus size={16} aria-hidden />
            </button>
            <span className="w-10 text-center tabular-nums" aria-live="polite">
              {item.quantity}
            </span>
            <button
              type="button"
              className="flex size-11 items-center justify-center hover:text-accent disabled:opacity-40"
              aria-label={`One more ${product.name}`}
              disabled={busy || item.quantity >= max}
              onClick={() => setQty(item.quantity + 1)}
            >
              <Plus size={16} aria-hidden />
            </button>
          </div>
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-2 text-sm text-muted hover:text-danger disabled:opacity-40"
            disabled={busy}
            onClick={() =>
              remove.mutate(
                { _id: item._id },
                { onSuccess: () => notify.success(`${product.name} removed from your cart`) },
              )
            }
          >
            <Trash2 size={16} aria-hidden />
            Remove<span className="sr-only"> {product.name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

function EmptyCart() {
  return (
    <div className="border border-line bg-surface px-6 py-16 text-center">
      <ShoppingBag className="mx-auto text-gold" size={40} strokeWidth={1.2} aria-hidden />
      <h2 className="mt-4 text-2xl">Your cart is empty</h2>
      <p className="mt-2 text-muted">Find a piece you love and it will wait for you here.</p>
      <Link to="/products" className={buttonClass('primary', 'mt-8')}>
        Browse the collection
      </Link>
    </div>
  );
}

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
        {data?.items.length === 0 && <EmptyCart />}
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

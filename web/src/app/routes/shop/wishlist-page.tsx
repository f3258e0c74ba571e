import { Heart, ShoppingBag, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { WishlistItem } from '#contract/cart.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { useAddToCart } from '#web/features/cart/cart-api.ts';
import { productHref } from '#web/features/catalog/components/product-card.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { useMoney } from '#web/lib/money.ts';
import { useConfig } from '#web/features/config/config-api.ts';
import { usePageTitle } from '#web/features/config/use-page-title.ts';
import {
  useRemoveFromWishlist,
  useUpdateWishlistQty,
  useWishlist,
} from '#web/features/wishlist/wishlist-api.ts';
import { WISHLIST_FETCH_FAILED } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';

/** The shop's per-line cap until /api/config answers (the server's default). */
const DEFAULT_LINE_CAP = 10;

/** As many as the entry asks for, within what the cart takes now: the stock and the per-line cap. */
function qtyToMove(item: WishlistItem, lineCap: number): number {
  return Math.max(1, Math.min(item.quantity, item.product.stock, lineCap));
}

function SavedPiece({ item }: { item: WishlistItem }) {
  const money = useMoney();
  const addToCart = useAddToCart();
  const update = useUpdateWishlistQty();
  const remove = useRemoveFromWishlist();
  const { product } = item;
  // A wish keeps no size; a piece that comes in sizes is sized here, as on its own page.
  const hasSizes = product.sizes.length > 0;
  const [size, setSize] = useState('');
  const [sizeError, setSizeError] = useState<string | null>(null);
  const sizeRef = useRef<HTMLSelectElement>(null);
  const sizeErrorId = useId();
  // The server holds a wish to the per-line cap too; stock limits only the move to the cart.
  const lineCap = useConfig()?.maxQtyPerLine ?? DEFAULT_LINE_CAP;
  const canBuy = product.isActive && product.stock > 0;
  const busy = addToCart.isPending || update.isPending || remove.isPending;
  // While a change is on its way the select shows it; a refusal puts the saved quantity back.
  const quantity = update.isPending ? update.variables.qty : item.quantity;
  const quantities = Array.from({ length: Math.max(lineCap, item.quantity) }, (_, index) => ({
    value: String(index + 1),
    label: String(index + 1),
  }));
  // Moving = in the cart first, then out of the wishlist, so a refused add loses nothing.
  const moveToCart = () => {
    if (hasSizes && !size) {
      setSizeError('Choose a size');
      sizeRef.current?.focus();
      return;
    }
    const qty = qtyToMove(item, lineCap);
    const pieces = `${qty > 1 ? `${qty} × ` : ''}${product.name}`;
    const capped =
      qty >= item.quantity
        ? ''
        : qty === product.stock
          ? `Only ${qty} left: `
          : `You can order at most ${qty} at a time: `;
    addToCart.mutate(
      hasSizes ? { productId: product._id, qty, size } : { productId: product._id, qty },
      {
        onSuccess: () =>
          remove.mutate(
            { _id: item._id },
            {
              onSuccess: () => notify.success(`${capped}${pieces} moved to your cart`),
              // The refusal itself is toasted by the query client; say where the piece is now.
              onError: () =>
                notify.success(`${pieces} is in your cart, but still on your wishlist`),
            },
          ),
      },
    );
  };
  return (
    <li className="flex flex-col border border-line">
      <Link to={productHref(product)} className="block">
        <ResponsiveImage
          image={product.images[0] ?? null}
          alt={product.name}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-square w-full object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-display text-lg leading-snug">
          <Link to={productHref(product)} className="hover:text-accent">
            {product.name}
          </Link>
        </h2>
        <p className="font-medium tabular-nums">{money(product.price)}</p>
        <p className={`text-sm ${canBuy ? 'text-muted' : 'text-danger'}`}>
          {!product.isActive
            ? 'No longer available'
            : product.stock === 0
              ? 'Out of stock'
              : product.stockState === 'low_stock' || item.quantity > product.stock
                ? `Only ${product.stock} left`
                : 'In stock'}
        </p>
        <SelectField
          label="Quantity"
          aria-label={`Quantity of ${product.name}`}
          isInline
          className="mt-auto pt-2"
          options={quantities}
          value={String(quantity)}
          disabled={busy}
          onChange={(event) => update.mutate({ _id: item._id, qty: Number(event.target.value) })}
        />
        {hasSizes && (
          <div>
            <SelectField
              ref={sizeRef}
              label="Size"
              aria-label={`Size of ${product.name}`}
              isInline
              options={[
                { value: '', label: 'Choose…' },
                ...product.sizes.map((one) => ({ value: one, label: one })),
              ]}
              value={size}
              disabled={busy}
              aria-invalid={sizeError ? true : undefined}
              aria-describedby={sizeError ? sizeErrorId : undefined}
              onChange={(event) => {
                setSize(event.target.value);
                setSizeError(null);
              }}
            />
            {sizeError && (
              <p id={sizeErrorId} role="alert" className="mt-1 text-sm text-danger">
                {sizeError}
              </p>
            )}
          </div>
        )}
        <div className="flex flex-wrap gap-2 pt-2">
          <button
            type="button"
            className={buttonClass('primary', 'flex-1')}
            disabled={!canBuy || busy}
            onClick={moveToCart}
          >
            <ShoppingBag size={16} aria-hidden />
            Move to cart<span className="sr-only">: {product.name}</span>
          </button>
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={busy}
            onClick={() =>
              remove.mutate(
                { _id: item._id },
                { onSuccess: () => notify.success(`${product.name} removed from your wishlist`) },
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

export function WishlistPage() {
  usePageTitle('Your Wishlist');
  const wishlist = useWishlist();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <p className="label-caps text-accent">Saved for later</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">Your Wishlist</h1>
      <div className="mt-10">
        {wishlist.isPending && (
          <div
            role="status"
            aria-label="Loading your wishlist"
            className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          >
            {[0, 1, 2, 3].map((index) => (
              <div key={index} className="aspect-[3/4] animate-pulse bg-surface" />
            ))}
          </div>
        )}
        {wishlist.isError && (
          <LoadError
            title="We could not load your wishlist"
            error={wishlist.error}
            fallback={WISHLIST_FETCH_FAILED}
            onRetry={() => void wishlist.refetch()}
          />
        )}
        {wishlist.data?.items.length === 0 && (
          <div className="border border-line bg-surface px-6 py-16 text-center">
            <Heart className="mx-auto text-gold" size={40} strokeWidth={1.2} aria-hidden />
            <h2 className="mt-4 text-2xl">Your wishlist is empty</h2>
            <p className="mt-2 text-muted">Tap the heart on any piece to keep it here.</p>
            <Link to="/products" className={buttonClass('primary', 'mt-8')}>
              Browse the collection
            </Link>
          </div>
        )}
        {wishlist.data && wishlist.data.items.length > 0 && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label="Saved pieces">
            {wishlist.data.items.map((item) => (
              <SavedPiece key={item._id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

import { Heart, ShoppingBag, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { WishlistItem } from '#contract/cart.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { useAddToCart } from '#web/features/cart/cart-api.ts';
import { productHref } from '#web/features/catalog/components/product-card.tsx';
import { ResponsiveImage } from '#web/features/catalog/components/responsive-image.tsx';
import { useMoney } from '#web/features/catalog/money.ts';
import { usePageTitle } from '#web/features/config/use-page-title.ts';
import { useRemoveFromWishlist, useWishlist } from '#web/features/wishlist/wishlist-api.ts';
import { WISHLIST_FETCH_FAILED } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';

function SavedPiece({ item }: { item: WishlistItem }) {
  const money = useMoney();
  const addToCart = useAddToCart();
  const remove = useRemoveFromWishlist();
  const { product } = item;
  const canBuy = product.isActive && product.stock > 0;
  const busy = addToCart.isPending || remove.isPending;
  // Moving = in the cart first, then out of the wishlist, so a refused add loses nothing.
  const moveToCart = () =>
    addToCart.mutate(
      { productId: product._id, qty: 1 },
      {
        onSuccess: () =>
          remove.mutate(
            { _id: item._id },
            { onSuccess: () => notify.success(`${product.name} moved to your cart`) },
          ),
      },
    );
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
              : product.stockState === 'low_stock'
                ? `Only ${product.stock} left`
                : 'In stock'}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
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

import { Heart } from 'lucide-react';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { EmptyList } from '#web/features/cart/components/empty-list.tsx';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { WISHLIST_FETCH_FAILED } from '#web/lib/messages.ts';
import { SavedPiece } from './components/saved-piece.tsx';
import { useWishlist } from './wishlist-api.ts';

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
          <EmptyList
            icon={Heart}
            title="Your wishlist is empty"
            text="Tap the heart on any piece to keep it here."
          />
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

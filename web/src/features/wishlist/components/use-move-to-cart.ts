import type { WishlistItem } from '#contract/cart.ts';
import { useAddToCart } from '#web/features/cart/cart-api.ts';
import { lineQtyLimit } from '#web/features/config/config-api.ts';
import { onlyLeftText } from '#web/features/catalog/components/stock-note.tsx';
import { notify } from '#web/lib/notify.ts';
import { useRemoveFromWishlist } from '../wishlist-api.ts';

/** Why fewer than the wish asked for went to the cart, as the toast's lead-in. */
function cappedNote(qty: number, item: WishlistItem): string {
  if (qty >= item.quantity) return '';
  if (qty === item.variant.stock) return `${onlyLeftText(qty)}: `;
  return `You can order at most ${qty} at a time: `;
}

/**
 * Moving = in the cart first, then out of the wishlist, so a refused add loses nothing. The saved
 * variant goes, as many as the entry asks for within what the cart takes now: its stock and the
 * per-line cap.
 */
export function useMoveToCart(item: WishlistItem, lineCap: number) {
  const addToCart = useAddToCart();
  const remove = useRemoveFromWishlist();
  const { product, variant } = item;
  const move = () => {
    const qty = Math.min(item.quantity, lineQtyLimit(variant.stock, lineCap));
    const pieces = `${qty > 1 ? `${qty} × ` : ''}${product.name}`;
    addToCart.mutate(
      { productId: product._id, variantId: variant._id, qty },
      {
        onSuccess: () =>
          remove.mutate(
            { _id: item._id },
            {
              onSuccess: () =>
                notify.success(`${cappedNote(qty, item)}${pieces} moved to your cart`),
              // The refusal itself is toasted by the query client; say where the piece is now.
              onError: () =>
                notify.success(`${pieces} is in your cart, but still on your wishlist`),
            },
          ),
      },
    );
  };
  return { move, remove, isPending: addToCart.isPending || remove.isPending };
}

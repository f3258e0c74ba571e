import type { Product } from '#contract/catalog.ts';
import { useAddToCart } from '#web/features/cart/cart-api.ts';
import type { AddToCartChoice } from '#web/features/catalog/product/purchase-panel.tsx';
import { useAddToWishlist } from '#web/features/wishlist/wishlist-api.ts';
import { useGoToLogin } from '#web/lib/login-redirect.ts';
import { notify } from '#web/lib/notify.ts';
import { useSession } from '#web/lib/session.ts';

/**
 * Add to cart and to wishlist for the chosen variant of one product: a signed-out visitor is told
 * to log in, sent there and brought back here; a signed-in one's request goes out, and a refusal is
 * toasted by the query client.
 */
export function useProductActions(product: Product) {
  const { isSignedIn } = useSession();
  const toLogin = useGoToLogin();
  const addToCart = useAddToCart();
  const addToWishlist = useAddToWishlist();

  return {
    isAddingToCart: addToCart.isPending,
    isAddingToWishlist: addToWishlist.isPending,
    onAddToCart: ({ variantId, qty }: AddToCartChoice) => {
      if (!isSignedIn) return toLogin();
      addToCart.mutate(
        { productId: product._id, variantId, qty },
        { onSuccess: () => notify.success(`${product.name} is in your cart`) },
      );
    },
    onAddToWishlist: (variantId: string) => {
      if (!isSignedIn) return toLogin();
      addToWishlist.mutate(
        { productId: product._id, variantId },
        { onSuccess: () => notify.success(`${product.name} is in your wishlist`) },
      );
    },
  };
}

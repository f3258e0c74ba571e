import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartAddInput } from '#contract/cart.ts';
import { api } from '#web/lib/api-client.ts';
import { storefrontSchema } from '#web/lib/lazy-schema.ts';
import {
  CART_ADD_FAILED,
  CART_DELETE_FAILED,
  CART_FETCH_FAILED,
  CART_UPDATE_FAILED,
} from '#web/lib/messages.ts';
import { useSession } from '#web/lib/session.ts';

const CartSchema = storefrontSchema('CartSchema');

export const cartQuery = () =>
  queryOptions({
    queryKey: ['cart'],
    queryFn: ({ signal }) =>
      api.get('/api/cart/get', CartSchema, { signal, defaultMessage: CART_FETCH_FAILED }),
  });

/** The signed-in customer's cart with the server's totals. */
export function useCart() {
  const { isSignedIn } = useSession();
  return useQuery({ ...cartQuery(), enabled: isSignedIn });
}

/** Pieces in the bag (sum of quantities); 0 when signed out or when the cart cannot be read. */
export function useCartCount(): number {
  const { isSignedIn } = useSession();
  const { data } = useQuery({ ...cartQuery(), enabled: isSignedIn, retry: false });
  if (!isSignedIn || !data) return 0;
  return data.items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Every cart call answers the whole cart: it goes straight into the cache, so badges follow at once. */
function useCartMutation<I>(send: (input: I) => Promise<Cart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (cart) => queryClient.setQueryData(cartQuery().queryKey, cart),
  });
}

export type AddToCartInput = { productId: string; variantId: string; qty: number };

/** Puts a variant in the bag; a refusal is toasted (the server's message, else SPEC §8's default). */
export function useAddToCart() {
  return useCartMutation(({ productId, variantId, qty }: AddToCartInput) =>
    api.post('/api/cart/create', { productId, variantId, qty } satisfies CartAddInput, CartSchema, {
      defaultMessage: CART_ADD_FAILED,
    }),
  );
}

export function useUpdateCartQty() {
  return useCartMutation((input: { _id: string; qty: number }) =>
    api.put('/api/cart/update', input, CartSchema, { defaultMessage: CART_UPDATE_FAILED }),
  );
}

export function useRemoveFromCart() {
  return useCartMutation((input: { _id: string }) =>
    api.delete('/api/cart/delete', input, CartSchema, { defaultMessage: CART_DELETE_FAILED }),
  );
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { CART_ADD_FAILED, CART_FETCH_FAILED } from '#web/lib/messages.ts';
import { useSession } from '#web/lib/session.ts';

// The header only needs quantities; the full shape arrives with contract/cart.ts.
const CartCountSchema = z.object({
  items: z.array(z.object({ _id: z.string(), quantity: z.number().int().nonnegative() })),
});

export const cartQuery = () =>
  queryOptions({
    queryKey: ['cart'],
    queryFn: ({ signal }) =>
      api.get('/api/cart/get', CartCountSchema, { signal, defaultMessage: CART_FETCH_FAILED }),
  });

/** Pieces in the bag (sum of quantities); 0 when signed out or when the cart cannot be read. */
export function useCartCount(): number {
  const { isSignedIn } = useSession();
  const { data } = useQuery({ ...cartQuery(), enabled: isSignedIn, retry: false });
  if (!isSignedIn || !data) return 0;
  return data.items.reduce((sum, item) => sum + item.quantity, 0);
}

export type AddToCartInput = { productId: string; qty: number };

/** Puts a piece in the bag; a refusal is toasted (the server's message, else SPEC §8's default). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddToCartInput) =>
      api.post('/api/cart/create', input, undefined, { defaultMessage: CART_ADD_FAILED }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQuery().queryKey }),
  });
}

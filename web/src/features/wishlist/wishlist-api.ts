import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { WISHLIST_ADD_FAILED, WISHLIST_FETCH_FAILED } from '#web/lib/messages.ts';
import { useSession } from '#web/lib/session.ts';

// The header only needs the number of saved pieces; the full shape arrives with the contract.
const WishlistCountSchema = z.object({ items: z.array(z.object({ _id: z.string() })) });

export const wishlistQuery = () =>
  queryOptions({
    queryKey: ['wishlist'],
    queryFn: ({ signal }) =>
      api.get('/api/wishlist/get', WishlistCountSchema, {
        signal,
        defaultMessage: WISHLIST_FETCH_FAILED,
      }),
  });

/** Saved pieces; 0 when signed out or when the wishlist cannot be read. */
export function useWishlistCount(): number {
  const { isSignedIn } = useSession();
  const { data } = useQuery({ ...wishlistQuery(), enabled: isSignedIn, retry: false });
  if (!isSignedIn || !data) return 0;
  return data.items.length;
}

/** Saves a piece for later; a refusal is toasted (the server's message, else SPEC §8's default). */
export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) =>
      api.post('/api/wishlist/create', { productId }, undefined, {
        defaultMessage: WISHLIST_ADD_FAILED,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistQuery().queryKey }),
  });
}

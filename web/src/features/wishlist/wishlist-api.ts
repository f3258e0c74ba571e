import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Wishlist, WishlistAddSchema } from '#contract/cart.ts';
import { api } from '#web/lib/api-client.ts';
import { storefrontSchema } from '#web/lib/lazy-schema.ts';
import {
  WISHLIST_ADD_FAILED,
  WISHLIST_DELETE_FAILED,
  WISHLIST_FETCH_FAILED,
  WISHLIST_UPDATE_FAILED,
} from '#web/lib/messages.ts';
import { useSession } from '#web/lib/session.ts';

const WishlistSchema = storefrontSchema('WishlistSchema');

export const wishlistQuery = () =>
  queryOptions({
    queryKey: ['wishlist'],
    queryFn: ({ signal }) =>
      api.get('/api/wishlist/get', WishlistSchema, {
        signal,
        defaultMessage: WISHLIST_FETCH_FAILED,
      }),
  });

export function useWishlist() {
  const { isSignedIn } = useSession();
  return useQuery({ ...wishlistQuery(), enabled: isSignedIn });
}

/** Saved pieces; 0 when signed out or when the wishlist cannot be read. */
export function useWishlistCount(): number {
  const { isSignedIn } = useSession();
  const { data } = useQuery({ ...wishlistQuery(), enabled: isSignedIn, retry: false });
  if (!isSignedIn || !data) return 0;
  return data.items.length;
}

function useWishlistMutation<I>(send: (input: I) => Promise<Wishlist>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (wishlist) => queryClient.setQueryData(wishlistQuery().queryKey, wishlist),
  });
}

export type AddToWishlistInput = z.input<typeof WishlistAddSchema>;

/**
 * Saves a variant for later (without one, the server keeps the product's first); a refusal is
 * toasted (the server's message, else SPEC §8's default).
 */
export function useAddToWishlist() {
  return useWishlistMutation((input: AddToWishlistInput) =>
    api.post('/api/wishlist/create', input, WishlistSchema, {
      defaultMessage: WISHLIST_ADD_FAILED,
    }),
  );
}

/** Sets how many of a saved piece the customer wants; a refusal is toasted. */
export function useUpdateWishlistQty() {
  return useWishlistMutation((input: { _id: string; qty: number }) =>
    api.put('/api/wishList/update', input, WishlistSchema, {
      defaultMessage: WISHLIST_UPDATE_FAILED,
    }),
  );
}

export function useRemoveFromWishlist() {
  return useWishlistMutation((input: { _id: string }) =>
    api.delete('/api/wishList/delete', input, WishlistSchema, {
      defaultMessage: WISHLIST_DELETE_FAILED,
    }),
  );
}

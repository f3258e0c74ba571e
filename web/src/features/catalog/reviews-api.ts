import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail, Review, ReviewInput, ReviewsResponse } from '#contract/catalog.ts';
import { api } from '#web/lib/api-client.ts';
import { storefrontSchema } from '#web/lib/lazy-schema.ts';
import { DELETE_FAILED, FETCH_FAILED, SOMETHING_WENT_WRONG } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';

const ReviewsResponseSchema = storefrontSchema('ReviewsResponseSchema');
const ReviewResponseSchema = storefrontSchema('ReviewResponseSchema');
const MessageSchema = storefrontSchema('MessageSchema');

export const reviewsQuery = (productId: string) =>
  queryOptions({
    queryKey: ['catalog', 'reviews', productId],
    queryFn: ({ signal }) =>
      api.get(`/api/product/reviews/${encodeURIComponent(productId)}`, ReviewsResponseSchema, {
        signal,
        defaultMessage: FETCH_FAILED,
      }),
  });

/**
 * A piece's answer carries its latest reviews (`LATEST_ON_PRODUCT` on the server): when they are
 * all of them, they are its list, and the page asks for none.
 */
export function reviewsInProduct({
  reviews,
  averageRating,
  reviewCount,
}: ProductDetail): ReviewsResponse | undefined {
  return reviews.length >= reviewCount ? { reviews, averageRating, reviewCount } : undefined;
}

/**
 * A piece's reviews list, starting from what its answer carries (read when it was): the list then
 * goes stale with the piece, and a server-rendered page sends the reviews to the browser once, in
 * the piece (a query that starts from initial data is never dehydrated, see entry-server.tsx).
 */
export const productReviewsQuery = (product: ProductDetail, loadedAt: number) =>
  queryOptions({
    ...reviewsQuery(product._id),
    initialData: () => reviewsInProduct(product),
    initialDataUpdatedAt: loadedAt,
  });

/** A review changes the product's average and count, so both are read again. */
function useRefreshAfterReview(productId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewsQuery(productId).queryKey }),
      queryClient.invalidateQueries({ queryKey: ['catalog', 'product'] }),
    ]);
}

export function useSubmitReview(productId: string) {
  const refresh = useRefreshAfterReview(productId);
  return useMutation({
    mutationFn: (reviewData: ReviewInput) =>
      api.post(
        `/api/product/review/${encodeURIComponent(productId)}`,
        { reviewData },
        ReviewResponseSchema,
        { defaultMessage: SOMETHING_WENT_WRONG },
      ),
    // The form shows the refusal beside itself.
    meta: { toastOnError: false },
    onSuccess: async ({ message }) => {
      notify.success(message);
      await refresh();
    },
  });
}

export function useDeleteReview(productId: string) {
  const refresh = useRefreshAfterReview(productId);
  return useMutation({
    mutationFn: (review: Review) =>
      api.delete(
        `/api/product/review/${encodeURIComponent(productId)}/${encodeURIComponent(review._id)}`,
        undefined,
        MessageSchema,
        { defaultMessage: DELETE_FAILED },
      ),
    onSuccess: async ({ message }) => {
      notify.success(message);
      await refresh();
    },
  });
}

import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { MessageSchema } from '#contract/auth.ts';
import {
  type Testimonial,
  TestimonialResponseSchema,
  TestimonialsResponseSchema,
} from '#contract/testimonials.ts';
import { testimonialsQuery } from '#web/features/testimonials/testimonials-api.ts';
import { api } from '#web/lib/api-client.ts';
import { DELETE_FAILED, FETCH_FAILED, SOMETHING_WENT_WRONG } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';

export type TestimonialStatus = Testimonial['status'];
export type TestimonialReview = 'approve' | 'reject';

const ROOT = ['admin', 'testimonials'] as const;
const testimonialPath = (id: string) => `/api/testimonials/${encodeURIComponent(id)}`;

/** Testimonials in one state, newest first (the server sends at most the latest 100). */
export const staffTestimonialsQuery = (status: TestimonialStatus) =>
  queryOptions({
    queryKey: [...ROOT, 'list', { status }],
    queryFn: async ({ signal }) =>
      (
        await api.get('/api/testimonials/admin', TestimonialsResponseSchema, {
          query: { status },
          signal,
          defaultMessage: FETCH_FAILED,
        })
      ).testimonials,
  });

export function useStaffTestimonials(status: TestimonialStatus) {
  return useQuery({ ...staffTestimonialsQuery(status), placeholderData: keepPreviousData });
}

/** Every staff list and the shop's public page, which shows only approved ones. */
function useRefreshTestimonials() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ROOT }),
      queryClient.invalidateQueries({ queryKey: testimonialsQuery().queryKey }),
    ]);
}

/*
 * The row that started these may leave the list before a `mutate` callback runs, so the hooks toast
 * themselves. Lists are read again after a failure as well: a 404 means someone else deleted it.
 */
export function useReviewTestimonial() {
  const refresh = useRefreshTestimonials();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: TestimonialReview }) =>
      api.put(`${testimonialPath(id)}/${action}`, undefined, TestimonialResponseSchema, {
        defaultMessage: SOMETHING_WENT_WRONG,
      }),
    onSuccess: ({ message }) => notify.success(message),
    onSettled: refresh,
  });
}

export function useDeleteTestimonial() {
  const refresh = useRefreshTestimonials();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(testimonialPath(id), undefined, MessageSchema, { defaultMessage: DELETE_FAILED }),
    onSuccess: ({ message }) => notify.success(message),
    onSettled: refresh,
  });
}

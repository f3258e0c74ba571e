import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { MessageSchema } from '#contract/auth.ts';
import {
  type StaffTestimonialsQuery,
  StaffTestimonialsResponseSchema,
  type Testimonial,
  TestimonialResponseSchema,
} from '#contract/testimonials.ts';
import { testimonialsQuery } from '#web/features/testimonials/testimonials-api.ts';
import { api } from '#web/lib/api-client.ts';
import { DELETE_FAILED, FETCH_FAILED, SOMETHING_WENT_WRONG } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';
import { useInvalidate } from './use-invalidate.ts';

export type TestimonialStatus = Testimonial['status'];
export type TestimonialReview = 'approve' | 'reject';

const ROOT = ['admin', 'testimonials'] as const;
const testimonialPath = (id: string) => `/api/testimonials/${encodeURIComponent(id)}`;

/** The list call's query; page and limit as numbers (the contract coerces strings). */
export type StaffTestimonialsListQuery = Omit<StaffTestimonialsQuery, 'page' | 'limit'> & {
  page?: number;
  limit?: number;
};

/** One page of testimonials in one state, searched and sorted by the server. */
export const staffTestimonialsQuery = (query: StaffTestimonialsListQuery) =>
  queryOptions({
    queryKey: [...ROOT, 'list', query],
    queryFn: ({ signal }) =>
      api.get('/api/testimonials/admin', StaffTestimonialsResponseSchema, {
        query,
        signal,
        defaultMessage: FETCH_FAILED,
      }),
  });

/** The previous page stays on screen while the next one loads. */
export function useStaffTestimonials(query: StaffTestimonialsListQuery) {
  return useQuery({ ...staffTestimonialsQuery(query), placeholderData: keepPreviousData });
}

/** Every staff list and the shop's public page, which shows only approved ones. */
const useRefreshTestimonials = () => useInvalidate(ROOT, testimonialsQuery().queryKey);

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
    onSettled: () => void refresh(),
  });
}

export function useDeleteTestimonial() {
  const refresh = useRefreshTestimonials();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(testimonialPath(id), undefined, MessageSchema, { defaultMessage: DELETE_FAILED }),
    onSuccess: ({ message }) => notify.success(message),
    onSettled: () => void refresh(),
  });
}

import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  StaffTestimonialsQuery,
  Testimonial,
  TestimonialInput,
} from '#contract/testimonials.ts';
import { api } from '#web/lib/api-client.ts';
import { storefrontSchema } from '#web/lib/lazy-schema.ts';
import { pagedQuery } from '#web/lib/paged-query.ts';
import { DELETE_FAILED, FETCH_FAILED, SOMETHING_WENT_WRONG } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';
import { useInvalidate } from '#web/lib/use-invalidate.ts';

export type TestimonialStatus = Testimonial['status'];
export type TestimonialReview = 'approve' | 'reject';

const TestimonialsResponseSchema = storefrontSchema('TestimonialsResponseSchema');
const TestimonialResponseSchema = storefrontSchema('TestimonialResponseSchema');
const StaffTestimonialsResponseSchema = storefrontSchema('StaffTestimonialsResponseSchema');
const MessageSchema = storefrontSchema('MessageSchema');

const STAFF_ROOT = ['admin', 'testimonials'] as const;
const testimonialPath = (id: string) => `/api/testimonials/${encodeURIComponent(id)}`;

/** Approved testimonials, newest first. */
export const testimonialsQuery = () =>
  queryOptions({
    queryKey: ['testimonials'],
    queryFn: async ({ signal }) =>
      (
        await api.get('/api/testimonials', TestimonialsResponseSchema, {
          signal,
          defaultMessage: FETCH_FAILED,
        })
      ).testimonials,
    staleTime: 10 * 60 * 1000,
  });

/**
 * Sends a testimonial; it is shown only after staff approve it, so the list is left as it is. SPEC §6:
 * no auth header is sent. A signed-in customer is still recognised (and marked as a verified buyer
 * after a delivered order) by the httpOnly login cookie the browser sends to this route only.
 */
export function useSubmitTestimonial() {
  return useMutation({
    mutationFn: (input: TestimonialInput) =>
      api.post('/api/testimonials', input, TestimonialResponseSchema, {
        defaultMessage: SOMETHING_WENT_WRONG,
        auth: false,
      }),
    // The form shows the refusal beside itself.
    meta: { toastOnError: false },
    onSuccess: ({ message }) => notify.success(message),
  });
}

/** The staff list call's query; page and limit as numbers (the contract coerces strings). */
export type StaffTestimonialsListQuery = Omit<StaffTestimonialsQuery, 'page' | 'limit'> & {
  page?: number;
  limit?: number;
};

/** One page of testimonials in one state, searched and sorted by the server. */
export const staffTestimonialsQuery = (query: StaffTestimonialsListQuery) =>
  pagedQuery({
    key: [...STAFF_ROOT, 'list'],
    path: '/api/testimonials/admin',
    schema: StaffTestimonialsResponseSchema,
    query,
  });

/** The previous page stays on screen while the next one loads. */
export function useStaffTestimonials(query: StaffTestimonialsListQuery) {
  return useQuery(staffTestimonialsQuery(query));
}

/** Every staff list and the shop's public page, which shows only approved ones. */
const useRefreshTestimonials = () => useInvalidate(STAFF_ROOT, testimonialsQuery().queryKey);

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

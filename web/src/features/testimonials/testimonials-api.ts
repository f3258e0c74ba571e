import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  TestimonialResponseSchema,
  TestimonialsResponseSchema,
  type TestimonialInput,
} from '#contract/testimonials.ts';
import { api } from '#web/lib/api-client.ts';
import { FETCH_FAILED, SOMETHING_WENT_WRONG } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';

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

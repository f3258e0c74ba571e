import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { FETCH_FAILED } from '#web/lib/messages.ts';

// What the home page shows; the full shape arrives with contract/testimonials.ts.
const TestimonialSchema = z.object({
  _id: z.string(),
  name: z.string(),
  message: z.string(),
  rating: z.number().min(0).max(5).nullish(),
  location: z.string().nullish(),
});
export type TestimonialSummary = z.infer<typeof TestimonialSchema>;

export const testimonialsQuery = () =>
  queryOptions({
    queryKey: ['testimonials'],
    queryFn: async ({ signal }) =>
      (
        await api.get('/api/testimonials', z.object({ testimonials: z.array(TestimonialSchema) }), {
          signal,
          defaultMessage: FETCH_FAILED,
        })
      ).testimonials,
    staleTime: 10 * 60 * 1000,
  });

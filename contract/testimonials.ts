import { z } from 'zod';

export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const TestimonialSchema = z.object({
  _id: z.string(),
  name: z.string(),
  message: z.string(),
  rating: z.number().int().min(1).max(5).nullable(),
  location: z.string().nullable(),
  isVerifiedBuyer: z.boolean(),
  status: z.enum(TESTIMONIAL_STATUSES),
  createdAt: z.string(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/** Anonymous submission; `website` is a honeypot that people never see and bots fill in. */
export const TestimonialInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(80),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(10, 'Write at least 10 characters')
    .max(1000, 'At most 1000 characters'),
  rating: z.coerce
    .number()
    .int('Rate from 1 to 5')
    .min(1, 'Rate from 1 to 5')
    .max(5, 'Rate from 1 to 5')
    .nullish(),
  location: optionalText(80),
  website: z.string().max(200).optional(),
});
export type TestimonialInput = z.input<typeof TestimonialInputSchema>;

export const TestimonialsResponseSchema = z.object({ testimonials: z.array(TestimonialSchema) });
export const TestimonialResponseSchema = z.object({
  testimonial: TestimonialSchema,
  message: z.string(),
});
export const TestimonialStatusQuerySchema = z.object({
  status: z.enum(TESTIMONIAL_STATUSES).default('pending'),
});

import { z } from 'zod';
import { limitParam, pageParam } from './paging.ts';
import { searchParam } from './text.ts';

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
export const TESTIMONIAL_PAGE_SIZE = 10;
export const TESTIMONIAL_PAGE_SIZE_MAX = 100;
/** `rating`: highest first, unrated last, then newest. */
export const TESTIMONIAL_SORTS = ['newest', 'oldest', 'rating'] as const;
export type TestimonialSort = (typeof TESTIMONIAL_SORTS)[number];

/** Staff moderation list: one state (pending by default), by page, searched and sorted. */
export const StaffTestimonialsQuerySchema = z.object({
  status: z.enum(TESTIMONIAL_STATUSES).default('pending'),
  page: pageParam,
  limit: limitParam(TESTIMONIAL_PAGE_SIZE, TESTIMONIAL_PAGE_SIZE_MAX),
  /** Part of the name, location or message. */
  search: searchParam(),
  sort: z.enum(TESTIMONIAL_SORTS).default('newest'),
});
export type StaffTestimonialsQuery = z.input<typeof StaffTestimonialsQuerySchema>;

export const StaffTestimonialsResponseSchema = z.object({
  testimonials: z.array(TestimonialSchema),
  totalTestimonials: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type StaffTestimonialsResponse = z.infer<typeof StaffTestimonialsResponseSchema>;

import type { Testimonial } from '#contract/testimonials.ts';
import type { TestimonialRow } from './testimonials.table.ts';

export const toTestimonial = (row: TestimonialRow): Testimonial => ({
  _id: row.id,
  name: row.name,
  message: row.message,
  rating: row.rating,
  location: row.location,
  isVerifiedBuyer: row.isVerifiedBuyer,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

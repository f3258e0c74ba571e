/**
 * The contract schemas the storefront's shell and server-rendered pages validate answers with, in
 * one module imported with the first call that needs one (`storefrontSchema`, lazy-schema.ts): a
 * single chunk to fetch, and zod stays out of the first load.
 */
export { MessageSchema } from '#contract/auth.ts';
export { CartSchema, WishlistSchema } from '#contract/cart.ts';
export {
  CategoriesResponseSchema,
  ProductCardListSchema,
  ProductMetalsSchema,
  ProductResponseSchema,
  ReviewResponseSchema,
  ReviewsResponseSchema,
  SimilarCardsSchema,
} from '#contract/catalog.ts';
export { PublicConfigSchema } from '#contract/config.ts';
export {
  FaqsResponseSchema,
  PhotosResponseSchema,
  PoliciesResponseSchema,
} from '#contract/content.ts';
export {
  StaffTestimonialsResponseSchema,
  TestimonialResponseSchema,
  TestimonialsResponseSchema,
} from '#contract/testimonials.ts';

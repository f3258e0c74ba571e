import { z } from 'zod';
import {
  PRODUCT_FILTER_TEXT_MAX,
  PRODUCT_METAL_MAX,
  PRODUCT_PAGE_SIZE,
  PRODUCT_PAGE_SIZE_MAX,
  PRODUCT_SORTS,
  STOCK_STATES,
} from './catalog-constants.ts';
import { limitParam, pageParam } from './paging.ts';
import { PriceBreakdownSchema, PriceRangeSchema, VariantBaseSchema } from './variants.ts';

export {
  CATEGORY_IMAGE_WIDTHS,
  CATEGORY_KINDS,
  PRODUCT_IMAGE_WIDTHS,
  PRODUCT_IMAGES_MAX,
  PRODUCT_MAIN_IMAGE_SIZES,
  PRODUCT_PAGE_SIZE,
  PRODUCT_PAGE_SIZE_MAX,
  PRODUCT_SORTS,
  STOCK_STATES,
  type CategoryKind,
  type ProductSort,
} from './catalog-constants.ts';

/** One stored rendition of an uploaded image; the client builds `srcset` from the list. */
export const ImageVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type ImageVariant = z.infer<typeof ImageVariantSchema>;

export const CategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  /** URL of the mid-size rendition, or null without an image. */
  image: z.string().nullable(),
  imageVariants: z.array(ImageVariantSchema),
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryRefSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

/** Multipart text fields of category add/update; the file is `image`. */
export const CategoryInputSchema = z.object({
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(60),
  description: z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((value) => value || null),
});
export type CategoryInput = z.input<typeof CategoryInputSchema>;
export const CategoryUpdateSchema = CategoryInputSchema.partial();

export const CategoriesResponseSchema = z.object({ categories: z.array(CategorySchema) });
export const CategoryResponseSchema = z.object({
  category: CategorySchema,
  message: z.string().optional(),
});

export const ProductImageSchema = z.object({
  _id: z.string(),
  alt: z.string(),
  /** The mid-size rendition, for clients that ignore `variants`. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(ImageVariantSchema),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

export const ProductVariantSchema = VariantBaseSchema.extend({
  /** The product's images that show this variant; empty when the product's images serve them all. */
  images: z.array(ProductImageSchema),
});
export type ProductVariant = z.infer<typeof ProductVariantSchema>;

export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /**
   * Minor units (paise), like every amount: the lowest price of its variants ("from ₹X"), 0 while
   * none is priced (a metal with no rate yet).
   */
  price: z.number().int(),
  mrp: z.number().int(),
  sku: z.string(),
  /** All its variants together. */
  stock: z.number().int(),
  stockState: z.enum(STOCK_STATES),
  /** One or more, in the order staff set; a piece without choices has one with no options. */
  variants: z.array(ProductVariantSchema),
  /** The variant shown first: the `?variant=` asked for, else the first available one. */
  defaultVariantId: z.string(),
  /** Lowest and highest variant price; null while no variant is priced. */
  priceRange: PriceRangeSchema.nullable(),
  /** The default variant's price, part by part. */
  priceBreakdown: PriceBreakdownSchema.nullable(),
  category: CategoryRefSchema.nullable(),
  jewelleryCategory: CategoryRefSchema.nullable(),
  metal: z.string(),
  purity: z.string().nullable(),
  weightGrams: z.number().nullable(),
  gemstone: z.string().nullable(),
  /** The `size` options of its variants, in order (SPEC's field). */
  sizes: z.array(z.string()),
  isActive: z.boolean(),
  /** Whether a customer may return it (engraved and personalised pieces may not). */
  isReturnable: z.boolean(),
  /** HSN for its invoices; null uses the shop's default. */
  hsnCode: z.string().nullable(),
  images: z.array(ProductImageSchema),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  soldCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

/**
 * A piece as a card in a grid shows it (`view=card`): its name, first image, kind, price and
 * stock, without the variants, texts and breakdowns a whole product carries, which are most of
 * its JSON and of the database's work to write it (issue 18).
 */
export const ProductCardSchema = ProductSchema.pick({
  _id: true,
  name: true,
  slug: true,
  mrp: true,
  stock: true,
  stockState: true,
  priceRange: true,
  category: true,
  averageRating: true,
  reviewCount: true,
}).extend({
  /** Its first image, when it has one. */
  images: z.array(ProductImageSchema).max(1),
});
export type ProductCardData = z.infer<typeof ProductCardSchema>;
/** How much of each piece a list answers with: whole products, or cards. */
export const PRODUCT_SHAPES = ['full', 'card'] as const;
export type ProductShape = (typeof PRODUCT_SHAPES)[number];
/** `view`: `full` products (the default), or `card`s, what a grid of them shows, a fraction of the size. */
const viewParam = z.enum(PRODUCT_SHAPES).default('full');

export const ReviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() }),
  isVerifiedPurchase: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ProductDetailSchema = ProductSchema.extend({ reviews: z.array(ReviewSchema) });
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const ProductListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZE_MAX),
  search: z.string().trim().max(PRODUCT_FILTER_TEXT_MAX).optional(),
  category: z.string().trim().max(PRODUCT_FILTER_TEXT_MAX).optional(),
  jewelleryCategory: z.string().trim().max(PRODUCT_FILTER_TEXT_MAX).optional(),
  minPrice: z.coerce.number().int().min(0).optional(),
  maxPrice: z.coerce.number().int().min(0).optional(),
  metal: z.string().trim().max(PRODUCT_METAL_MAX).optional(),
  inStock: z.enum(['true', 'false']).optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  type: z.enum(['bestseller']).optional(),
  /** Staff only: `true` lists inactive products too (never archived ones); ignored for others. */
  includeInactive: z.enum(['true', 'false']).optional(),
  view: viewParam,
});
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

export const ProductListSchema = z.object({
  data: z.array(ProductSchema),
  totalPages: z.number().int(),
  totalProducts: z.number().int(),
  page: z.number().int(),
});
export type ProductList = z.infer<typeof ProductListSchema>;
/** The answer to `view=card`. */
export const ProductCardListSchema = ProductListSchema.extend({ data: z.array(ProductCardSchema) });
export type ProductCardList = z.infer<typeof ProductCardListSchema>;
/** GET /api/product/get's answer: whole products, or cards with `view=card`. */
export const ProductListResponseSchema = z.union([ProductListSchema, ProductCardListSchema]);

/** GET /api/product/{id}: `variant` picks the variant whose breakdown the product carries. */
export const ProductQuerySchema = z.object({ variant: z.uuid('Unknown variant').optional() });

export const ProductResponseSchema = z.object({
  product: ProductDetailSchema,
  message: z.string().optional(),
});
export const SimilarProductsQuerySchema = z.object({
  productId: z.string().trim().min(1).max(200),
  limit: limitParam(8, 24),
  view: viewParam,
});
export const SimilarProductsSchema = z.object({
  similarProducts: z.union([z.array(ProductSchema), z.array(ProductCardSchema)]),
});
/** The answer to `view=card`. */
export const SimilarCardsSchema = z.object({ similarProducts: z.array(ProductCardSchema) });

/** GET /api/product/metals: the metals of the pieces on sale, each once, for the listing's filter. */
export const ProductMetalsSchema = z.object({ metals: z.array(z.string()) });

export const ReviewInputSchema = z.object({
  rating: z.coerce
    .number()
    .int('Rating is a whole number')
    .min(1, 'Rate from 1 to 5')
    .max(5, 'Rate from 1 to 5'),
  comment: z.string().trim().min(3, 'Write at least 3 characters').max(2000),
});
export type ReviewInput = z.input<typeof ReviewInputSchema>;
/** SPEC's client posts `{ reviewData: { rating, comment } }`; a flat body is accepted too. */
export const ReviewBodySchema = z.union([
  z.object({ reviewData: ReviewInputSchema }),
  ReviewInputSchema,
]);

export const ReviewsResponseSchema = z.object({
  reviews: z.array(ReviewSchema),
  averageRating: z.number(),
  reviewCount: z.number().int(),
});
export type ReviewsResponse = z.infer<typeof ReviewsResponseSchema>;
export const ReviewResponseSchema = z.object({ review: ReviewSchema, message: z.string() });

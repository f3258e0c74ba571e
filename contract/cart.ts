import { z } from 'zod';
import { type ProductVariant, ProductSchema } from './catalog.ts';
import { VariantBaseSchema } from './variants.ts';

/** Hard ceiling on one line; the shop's `maxQtyPerLine` setting (default 10) is usually lower. */
export const QTY_LIMIT = 100;
export const CART_LINES_MAX = 50;
export const WISHLIST_ITEMS_MAX = 200;

const productId = z.uuid('Choose a product');
const lineId = z.uuid('Unknown item');
/**
 * A whole number of pieces. A number, or a string of digits such as "2" (from forms); "2.5", "0",
 * booleans and arrays are refused rather than coerced (`true` would otherwise become 1).
 */
export const QuantitySchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^[+-]?\d+(\.\d+)?$/),
    ],
    {
      error: 'Quantity must be a number',
    },
  )
  .pipe(
    z.coerce
      .number<string | number>()
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(QTY_LIMIT, `Quantity can be at most ${QTY_LIMIT}`),
  );

const variantId = z.uuid('Unknown variant');

/**
 * `variantId` names the variant; it is required when the product has more than one. `size` (a value of
 * the variants' `size` option) is still taken from older clients when it names exactly one variant.
 */
export const CartAddSchema = z.object({
  productId,
  variantId: variantId.optional(),
  qty: QuantitySchema.default(1),
  size: z.string().trim().max(20).optional(),
});
export type CartAddInput = z.input<typeof CartAddSchema>;

export const LineUpdateSchema = z.object({ _id: lineId, qty: QuantitySchema });
export type LineUpdateInput = z.input<typeof LineUpdateSchema>;
export const LineDeleteSchema = z.object({ _id: lineId });

/** Without `variantId` the product's first variant is kept (a heart on a card has no choice). */
export const WishlistAddSchema = z.object({
  productId,
  variantId: variantId.optional(),
  qty: QuantitySchema.default(1),
});

export const CartTotalsSchema = z.object({
  /** Pieces in the cart (sum of quantities). */
  itemCount: z.number().int(),
  /** Minor units (paise), like every amount. */
  subtotal: z.number().int(),
  shipping: z.number().int(),
  /** GST: the part already inside the prices when `taxIncluded`, otherwise added to the total. */
  tax: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  taxIncluded: z.boolean(),
  taxRatePercent: z.number(),
  /** Orders at or above this subtotal ship free. */
  freeShippingThreshold: z.number().int(),
});
export type CartTotals = z.infer<typeof CartTotalsSchema>;

/** The variant a line holds (DESIGN §8), as it is today. */
export const LineVariantSchema = VariantBaseSchema.pick({
  _id: true,
  sku: true,
  options: true,
  price: true,
  stock: true,
  stockState: true,
  available: true,
  priceBreakdown: true,
});
export type LineVariant = z.infer<typeof LineVariantSchema>;

/** A product's variant as a line names it. */
export const lineVariantOf = (variant: ProductVariant): LineVariant => ({
  _id: variant._id,
  sku: variant.sku,
  options: variant.options,
  price: variant.price,
  stock: variant.stock,
  stockState: variant.stockState,
  available: variant.available,
  priceBreakdown: variant.priceBreakdown,
});

export const CartItemSchema = z.object({
  _id: z.string(),
  quantity: z.number().int(),
  /** The variant's `size` option, if it has one. */
  size: z.string().nullable(),
  product: ProductSchema,
  variant: LineVariantSchema,
  /** Today's price of one piece (the variant's); 0 while it cannot be priced. */
  unitPrice: z.number().int(),
  /** Today's price times quantity; prices are always the server's. */
  lineTotal: z.number().int(),
  /** The unit price moved (a metal rate changed) since the line was added; `previousPrice` was it then. */
  priceChanged: z.boolean(),
  previousPrice: z.number().int().nullable(),
  /** Whether the line can be ordered as it is (product on sale and enough stock). */
  available: z.boolean(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  totals: CartTotalsSchema,
  message: z.string().optional(),
});
export type Cart = z.infer<typeof CartSchema>;

export const WishlistItemSchema = z.object({
  _id: z.string(),
  quantity: z.number().int(),
  product: ProductSchema,
  variant: LineVariantSchema,
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

export const WishlistSchema = z.object({
  items: z.array(WishlistItemSchema),
  message: z.string().optional(),
});
export type Wishlist = z.infer<typeof WishlistSchema>;

import type { ImageVariant } from '#contract/catalog.ts';
import { describeOptions, optionOf, type PriceBreakdown } from '#contract/variants.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isOnSale } from './on-sale.ts';
import { createStockRepo } from './stock.repo.ts';
import { createVariantsRepo, type VariantRow } from './variants.repo.ts';

/** A variant as a cart line needs it, read inside the caller's transaction. */
export type Sellable = {
  productId: string;
  variantId: string;
  /** The product's name with the variant's options: "Classic Band (size 14)". */
  name: string;
  stock: number;
  price: number | null;
  onSale: boolean;
};

/**
 * What an order copies of a piece: its names, its variant and its price now, its first image, and
 * whether it may be returned.
 */
export type PieceForOrder = {
  productId: string;
  variantId: string;
  name: string;
  slug: string;
  sku: string;
  options: Record<string, string>;
  metal: string;
  purity: string | null;
  price: number | null;
  breakdown: PriceBreakdown | null;
  onSale: boolean;
  imageVariants: ImageVariant[];
  /** Engraved and personalised pieces are not returnable; the order line keeps what it was. */
  isReturnable: boolean;
  /** The product's HSN for the invoice; null takes the shop's default. */
  hsnCode: string | null;
};

export type Taken = {
  productId: string;
  variantId: string;
  name: string;
  quantity: number;
  stockLeft: number;
};

/** "Classic Band (size 14)", or the bare name for a piece without choices. */
export const pieceName = (name: string, options: Record<string, string>): string =>
  Object.keys(options).length === 0 ? name : `${name} (${describeOptions(options)})`;

/** The answer when fewer pieces are left than wanted, said the same way by the cart and the checkout. */
export function outOfStock(
  name: string,
  available: number,
  { path, inCart = 0 }: { path: string; inCart?: number },
): AppError {
  return new AppError(
    'OUT_OF_STOCK',
    available === 0
      ? `${name} is out of stock`
      : `Only ${available} left of ${name}` +
          (inCart > 0 ? ` (${inCart} already in your cart)` : ''),
    [{ path, message: `available: ${available}` }],
  );
}

/** A metal-rate piece whose rate is not set cannot be sold: said plainly, never a 500. */
export const notPriced = (name: string): AppError =>
  new AppError(
    'CONFLICT',
    `${name} cannot be priced right now: the shop has not set today's metal rate for it`,
  );

const choose = (message: string, choices: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path: 'variantId', message: choices }]);

/** The variant a line means: the one named, the only one, or the one of the size an older client sends. */
type Wanted = { variantId?: string; size?: string; firstIfUnchosen?: boolean };

function pickVariant(name: string, variants: VariantRow[], wanted: Wanted) {
  if (wanted.variantId) {
    const named = variants.find((variant) => variant.id === wanted.variantId);
    if (!named) throw choose(`${name} has no such variant`, 'not a variant of this product');
    return named;
  }
  if (variants.length === 1 || wanted.firstIfUnchosen) return variants[0]!;
  const size = wanted.size?.toLowerCase();
  const sized = variants.filter(
    (variant) => optionOf(variant.options, 'size')?.toLowerCase() === size,
  );
  if (size !== undefined && sized.length === 1) return sized[0]!;
  const choices = variants.map((variant) => describeOptions(variant.options)).join('; ');
  throw choose(
    `Choose one of the options of ${name}: ${choices}`,
    `variantId is required: one of ${choices}`,
  );
}

export async function findSellable(
  tx: Tx,
  productId: string,
  wanted: Wanted,
): Promise<Sellable | undefined> {
  const repo = createStockRepo(tx);
  const product = await repo.findProduct(productId);
  if (!product) return undefined;
  const variants = await repo.findVariants(productId);
  if (variants.length === 0) return undefined;
  const variant = pickVariant(product.name, variants, wanted);
  return {
    productId,
    variantId: variant.id,
    name: pieceName(product.name, variant.options),
    stock: variant.stock,
    price: variant.price,
    onSale: isOnSale(product),
  };
}

/**
 * The pieces of an order, their variants locked in id order (a repricing locks them the same way), so
 * each line's price and breakdown are read whole: all from before a rate change, or all from after.
 */
export async function piecesForOrder(
  tx: Tx,
  variantIds: readonly string[],
): Promise<Map<string, PieceForOrder>> {
  if (variantIds.length === 0) return new Map();
  const variants = await createVariantsRepo(tx).lockForOrder([...new Set(variantIds)]);
  const repo = createStockRepo(tx);
  const productIds = [...new Set(variants.map((variant) => variant.productId))];
  const byId = new Map(
    (await repo.findProducts(productIds)).map((product) => [product.id, product]),
  );
  const images = await repo.findFirstImages(productIds);
  return new Map(
    variants.flatMap((variant) => {
      const product = byId.get(variant.productId);
      if (!product) return [];
      const piece: PieceForOrder = {
        productId: product.id,
        variantId: variant.id,
        name: product.name,
        slug: product.slug,
        sku: variant.sku,
        options: variant.options,
        metal: optionOf(variant.options, 'metal') ?? product.metal,
        purity: optionOf(variant.options, 'purity') ?? product.purity,
        price: variant.price,
        breakdown: variant.breakdown,
        onSale: isOnSale(product),
        imageVariants: images.get(product.id) ?? [],
        isReturnable: product.isReturnable,
        hsnCode: product.hsnCode,
      };
      return [[variant.id, piece] as const];
    }),
  );
}

/**
 * Takes the pieces of an order inside its transaction: each variant in id order (so concurrent orders
 * never deadlock), then the products' totals in id order. The conditional update is the guard: it
 * matches only while enough pieces are left; otherwise the whole order fails with the number left.
 */
export async function takeStock(
  tx: Tx,
  wanted: ReadonlyMap<string, { quantity: number; name: string }>,
): Promise<Taken[]> {
  const variants = createVariantsRepo(tx);
  const taken: Taken[] = [];
  for (const [variantId, { quantity, name }] of [...wanted].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const row = await variants.takeIfAvailable(variantId, quantity);
    if (!row) {
      const left = await createStockRepo(tx).findVariantStock(variantId);
      throw outOfStock(name, left, { path: variantId });
    }
    taken.push({ productId: row.productId, variantId, name, quantity, stockLeft: row.stock });
  }
  const repo = createStockRepo(tx);
  for (const line of [...taken].sort((a, b) => a.productId.localeCompare(b.productId)))
    await repo.moveProductStock(line.productId, line.quantity);
  return taken;
}

/** Puts back the pieces of a cancelled order in the cancelling transaction; lines whose variant is gone are skipped. */
export async function returnStock(
  tx: Tx,
  lines: readonly { variantId: string | null; quantity: number }[],
): Promise<void> {
  const variants = createVariantsRepo(tx);
  const repo = createStockRepo(tx);
  const back: { productId: string; quantity: number }[] = [];
  for (const line of [...lines].sort((a, b) =>
    (a.variantId ?? '').localeCompare(b.variantId ?? ''),
  )) {
    if (!line.variantId) continue;
    const productId = await variants.putBack(line.variantId, line.quantity);
    if (productId) back.push({ productId, quantity: line.quantity });
  }
  for (const line of back.sort((a, b) => a.productId.localeCompare(b.productId)))
    await repo.moveProductStock(line.productId, -line.quantity);
}

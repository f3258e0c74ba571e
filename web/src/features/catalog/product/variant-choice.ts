import type { Product, ProductVariant } from '#contract/catalog.ts';

type Variants = readonly ProductVariant[];

/** The options a product's variants differ by, in the order staff named them. */
export function optionKeys(variants: Variants): string[] {
  return Object.keys(variants[0]?.options ?? {});
}

/** The values one option takes, each once, in the variants' order. */
export function optionValues(variants: Variants, key: string): string[] {
  return [...new Set(variants.flatMap((variant) => variant.options[key] ?? []))];
}

/** The variant `?variant=` names, else the one the product shows first, else its first. */
export function chosenVariant(product: Product, variantId: string | null): ProductVariant | null {
  const byId = (id: string | null) => product.variants.find((variant) => variant._id === id);
  return byId(variantId) ?? byId(product.defaultVariantId) ?? product.variants[0] ?? null;
}

/** How many of the other options `variant` shares with `current`. */
function sharedOptions(variant: ProductVariant, current: ProductVariant, key: string): number {
  return Object.entries(current.options).filter(
    ([other, value]) => other !== key && variant.options[other] === value,
  ).length;
}

/** Whether `key = value`, with the other options as chosen, is a variant one can buy now. */
export function isAvailableWith(
  variants: Variants,
  current: ProductVariant,
  key: string,
  value: string,
): boolean {
  const others = Object.keys(current.options).length - 1;
  return variants.some(
    (variant) =>
      variant.available &&
      variant.options[key] === value &&
      sharedOptions(variant, current, key) === others,
  );
}

/**
 * The variant a new value of one option leads to: the one keeping the other choices (even sold
 * out, so the shopper sees so), else the closest one with that value, one that can be bought first.
 */
export function variantFor(
  variants: Variants,
  current: ProductVariant,
  key: string,
  value: string,
): ProductVariant | undefined {
  const score = (variant: ProductVariant) =>
    sharedOptions(variant, current, key) * 2 + (variant.available ? 1 : 0);
  return variants
    .filter((variant) => variant.options[key] === value)
    .reduce<ProductVariant | undefined>(
      (best, variant) => (!best || score(variant) > score(best) ? variant : best),
      undefined,
    );
}

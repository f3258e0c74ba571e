import type { VariantWrite } from '#contract/variants.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { dropUnsoldCertificates, saveCertificates } from './certificate-writes.ts';
import type { TaxSettings } from './pricing.ts';
import { repriceVariants } from './variant-pricing.ts';
import {
  asInput,
  type LegacyFields,
  type ProductFacts,
  rowsFromVariants,
  variantsFromLegacy,
} from './variant-input.ts';
import { createVariantsRepo } from './variants.repo.ts';

/** The variants a product write asks for: its `variants`, its legacy fields, or the ones it has. */
export function wantedVariants(
  sku: string,
  input: LegacyFields & { variants?: VariantWrite[] },
  existing: Parameters<typeof variantsFromLegacy>[2],
): VariantWrite[] {
  if (input.variants) return input.variants;
  const legacy =
    input.price !== undefined || input.stock !== undefined || input.sizes !== undefined;
  return legacy || existing.length === 0
    ? variantsFromLegacy(sku, input, existing)
    : existing.map(asInput);
}

/**
 * Saves a product's variants inside its write transaction and prices them at once, so the product is
 * never seen without prices. A SKU another product's variant has is a 409, like a product's SKU; so
 * is a certificate another piece has. A removed variant's unsold certificates go with it.
 */
export async function saveVariants(
  tx: Tx,
  product: ProductFacts,
  input: LegacyFields & { variants?: VariantWrite[] },
  imageIds: string[],
  tax: TaxSettings,
): Promise<void> {
  const repo = createVariantsRepo(tx);
  const existing = await repo.findByProducts([product.id]);
  const wanted = wantedVariants(product.sku, input, existing);
  const rows = rowsFromVariants(product, wanted, existing, imageIds);
  const [clash] = await repo.findSkuClashes(
    rows.map((row) => row.sku),
    product.id,
  );
  if (clash) throw new AppError('CONFLICT', `Another product already has the SKU ${clash}`);
  const kept = new Set(rows.map((row) => row.id));
  await dropUnsoldCertificates(
    tx,
    existing.flatMap((row) => (kept.has(row.id) ? [] : row.id)),
  );
  await repo.replaceForProduct(product.id, rows);
  await saveCertificates(
    tx,
    product.id,
    rows.map((row, index) => ({ variantId: row.id, certificates: wanted[index]?.certificates })),
  );
  await repriceVariants(tx, { productIds: [product.id] }, tax);
}

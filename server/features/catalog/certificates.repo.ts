import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { productImages, products } from './catalog.tables.ts';
import { pieceCertificates } from './certificates.tables.ts';
import { productVariants } from './variants.tables.ts';

export type CertificateRow = typeof pieceCertificates.$inferSelect;
/** Oldest first; those saved together by number, so the order never depends on random ids. */
export const OLDEST_FIRST = [asc(pieceCertificates.createdAt), asc(pieceCertificates.number)];
export type NewCertificateRow = Omit<CertificateRow, 'soldItemId' | 'soldAt' | 'createdAt'>;
export type CertificateDetails = Pick<
  CertificateRow,
  'variantId' | 'carat' | 'colour' | 'clarity' | 'cut' | 'pdfUrl'
>;

/** The hallmark and lab certificates of the pieces in stock, and of the pieces sold. */
export function createCertificatesRepo(db: Db | Tx) {
  /** The certificates of some variants (unsold only, unless told). */
  const certificatesOf = (variants: string[], withSold: boolean) =>
    db
      .select()
      .from(pieceCertificates)
      .where(
        and(
          inArray(pieceCertificates.variantId, variants),
          withSold ? undefined : isNull(pieceCertificates.soldItemId),
        ),
      )
      .orderBy(...OLDEST_FIRST);

  /** The certificates of some variants (the unsold ones only, unless told), oldest first. */
  const findByVariants = (variantIds: string[], { withSold }: { withSold: boolean }) =>
    variantIds.length === 0 ? Promise.resolve([]) : certificatesOf(variantIds, withSold);

  /** Every certificate with one of these numbers, whatever its kind, lab or product. */
  const findByNumbers = (numbers: string[]) =>
    numbers.length === 0
      ? Promise.resolve([])
      : db.select().from(pieceCertificates).where(inArray(pieceCertificates.number, numbers));

  /** Inserts the new ones; answers the ids written (a number another piece has is skipped). */
  async function insertNew(rows: NewCertificateRow[]): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const written = await db
      .insert(pieceCertificates)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: pieceCertificates.id });
    return new Set(written.map((row) => row.id));
  }

  /** Changes an unsold certificate (one a checkout sold meanwhile stays as it was sold). */
  async function update(id: string, details: CertificateDetails): Promise<void> {
    await db
      .update(pieceCertificates)
      .set(details)
      .where(and(eq(pieceCertificates.id, id), isNull(pieceCertificates.soldItemId)));
  }

  /** Deletes certificates that were never sold (a sold one is the record of a sale). */
  async function deleteUnsold(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .delete(pieceCertificates)
      .where(and(inArray(pieceCertificates.id, ids), isNull(pieceCertificates.soldItemId)));
  }

  /**
   * Up to `limit` unsold certificates of one kind of a variant, oldest first, locked; rows another
   * checkout holds are skipped rather than waited for, so two buyers of one variant never queue here.
   */
  const lockUnsold = (variantId: string, kind: CertificateRow['kind'], limit: number) =>
    db
      .select()
      .from(pieceCertificates)
      .where(
        and(
          eq(pieceCertificates.variantId, variantId),
          eq(pieceCertificates.kind, kind),
          isNull(pieceCertificates.soldItemId),
        ),
      )
      .orderBy(...OLDEST_FIRST)
      .limit(limit)
      .for('update', { skipLocked: true });

  /** Which of the variants have unsold certificates, and of which kinds (no lock: a hint). */
  const findUnsoldKinds = (variantIds: string[]) =>
    db
      .selectDistinct({ variantId: pieceCertificates.variantId, kind: pieceCertificates.kind })
      .from(pieceCertificates)
      .where(
        and(inArray(pieceCertificates.variantId, variantIds), isNull(pieceCertificates.soldItemId)),
      );

  async function markSold(ids: string[], soldItemId: string): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(pieceCertificates)
      .set({ soldItemId, soldAt: sql`now()` })
      .where(inArray(pieceCertificates.id, ids));
  }

  async function release(soldItemIds: string[]): Promise<void> {
    if (soldItemIds.length === 0) return;
    await db
      .update(pieceCertificates)
      .set({ soldItemId: null, soldAt: null })
      .where(inArray(pieceCertificates.soldItemId, soldItemIds));
  }

  /** A certificate by its number with its piece: the product and the variant it was made for. */
  const findPiece = (number: string) =>
    db
      .select({
        certificate: pieceCertificates,
        product: {
          id: products.id,
          name: products.name,
          slug: products.slug,
          metal: products.metal,
          purity: products.purity,
          weightGrams: products.weightGrams,
        },
        variant: {
          options: productVariants.options,
          imageIds: productVariants.imageIds,
          netWeightMg: productVariants.netWeightMg,
        },
      })
      .from(pieceCertificates)
      .innerJoin(products, eq(products.id, pieceCertificates.productId))
      .leftJoin(productVariants, eq(productVariants.id, pieceCertificates.variantId))
      .where(eq(pieceCertificates.number, number))
      .orderBy(asc(pieceCertificates.kind), asc(pieceCertificates.createdAt))
      .limit(1);

  /** A product's images in order. */
  const findImages = (productId: string) =>
    db
      .select({ id: productImages.id, variants: productImages.variants })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position));

  return {
    findByVariants,
    findByNumbers,
    insertNew,
    update,
    deleteUnsold,
    lockUnsold,
    findUnsoldKinds,
    markSold,
    release,
    findPiece,
    findImages,
  };
}

export type CertificatesRepo = ReturnType<typeof createCertificatesRepo>;

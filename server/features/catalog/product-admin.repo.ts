import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ImageVariant } from '#contract/catalog.ts';
import type { Db, Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { productImages, products } from './catalog.tables.ts';
import type { ProductRow } from './product-details.repo.ts';
import type { ProductImageRow } from './product-details.repo.ts';

type Writable = Omit<
  ProductRow,
  | 'archivedAt'
  | 'averageRating'
  | 'reviewCount'
  | 'soldCount'
  | 'categoryName'
  | 'collectionName'
  | 'createdAt'
  | 'updatedAt'
>;
export type NewProduct = Omit<Writable, 'purity' | 'gemstone' | 'categoryId' | 'collectionId'> &
  Partial<Pick<Writable, 'purity' | 'gemstone' | 'categoryId' | 'collectionId'>>;
export type ProductChanges = Partial<Omit<Writable, 'id'>>;

/** Staff writes to products and their images. */
export function createProductAdminRepo(db: Db | Tx) {
  async function isSkuTaken(sku: string, exceptId?: string): Promise<boolean> {
    const [clash] = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          sql`lower(${products.sku}) = ${sku.toLowerCase()}`,
          exceptId ? ne(products.id, exceptId) : undefined,
        ),
      );
    return clash !== undefined;
  }

  async function isSlugTaken(slug: string, exceptId?: string): Promise<boolean> {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, slug), exceptId ? ne(products.id, exceptId) : undefined));
    return rows.length > 0;
  }

  async function insert(product: NewProduct): Promise<void> {
    await db.insert(products).values(product);
  }

  /** Changes a product unless it was archived meanwhile; answers whether it did. */
  async function update(id: string, changes: ProductChanges): Promise<boolean> {
    const [updated] = await db
      .update(products)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(products.id, id), isNull(products.archivedAt)))
      .returning({ id: products.id });
    return updated !== undefined;
  }

  async function archive(id: string): Promise<void> {
    await db
      .update(products)
      .set({ isActive: false, archivedAt: new Date(), updatedAt: new Date() })
      .where(eq(products.id, id));
  }

  async function remove(id: string): Promise<void> {
    await db.delete(products).where(eq(products.id, id));
  }

  const findImages = (productId: string): Promise<ProductImageRow[]> =>
    db.select().from(productImages).where(eq(productImages.productId, productId));

  /** New images after the first `from` positions, named after the product. */
  async function insertImages(
    productId: string,
    alt: string,
    stored: ImageVariant[][],
    from: number,
  ) {
    if (stored.length === 0) return;
    await db.insert(productImages).values(
      stored.map((variants, index) => ({
        id: newId(),
        productId,
        position: from + index,
        alt,
        variants,
      })),
    );
  }

  async function placeImage(id: string, position: number, alt: string): Promise<void> {
    await db.update(productImages).set({ position, alt }).where(eq(productImages.id, id));
  }

  async function removeImage(id: string): Promise<void> {
    await db.delete(productImages).where(eq(productImages.id, id));
  }

  return {
    isSkuTaken,
    isSlugTaken,
    insert,
    update,
    archive,
    remove,
    findImages,
    insertImages,
    placeImage,
    removeImage,
  };
}
